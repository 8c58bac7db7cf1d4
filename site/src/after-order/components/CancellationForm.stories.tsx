import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Link } from '@kursmarkt/ui';
import type { CancellationQuote } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { CancellationForm } from './CancellationForm.tsx';

const quote: CancellationQuote = {
  orderId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  orderNumber: 'KM-ABCD2345',
  status: 'PLACED',
  paid: false,
  withdrawalUntil: null,
  positions: [
    {
      id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
      name: 'Arbeitsrecht aktuell 2027',
      organizer: 'Akademie Eins',
      startDate: '2027-04-01',
      endDate: '2027-04-01',
      paidValue: 19_900,
      notCancellable: null,
      feeValue: 0,
      freeUntil: '2027-03-18',
    },
    {
      id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
      name: 'Familienrecht kompakt',
      organizer: 'Akademie Zwei',
      startDate: '2027-03-20',
      endDate: '2027-03-21',
      paidValue: 29_000,
      notCancellable: null,
      feeValue: 14_500,
      freeUntil: '2027-03-06',
    },
    {
      id: '2d3e4f50-6172-4839-8a41-5c6d7e8f9012',
      name: 'Paket Arbeitsrecht',
      organizer: 'Akademie Eins',
      startDate: null,
      endDate: null,
      paidValue: 50_000,
      notCancellable: 'PACKAGE',
      feeValue: 0,
      freeUntil: null,
    },
  ],
};

const meta = {
  title: 'AfterOrder/CancellationForm',
  component: CancellationForm,
  decorators: [withSiteTexts],
  args: {
    quote,
    onCancel: fn(async () => undefined),
    onward: <Link href="/dashboard/meine-kurse">Zu meinen Kursen</Link>,
  },
} satisfies Meta<typeof CancellationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/145,00\s€|€145.00/)).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: /Paket Arbeitsrecht/ })).toBeDisabled();
  },
};

export const CancelsTheChosenCourseAfterConfirming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Familienrecht kompakt/ }));
    await userEvent.click(canvas.getByRole('button', { name: /stornieren|Cancel the selection/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(/Arbeitsrecht aktuell 2027/);
    await expect(dialog).not.toHaveTextContent(/Familienrecht kompakt/);
    await expect(dialog).toHaveTextContent(/zahlen Sie nichts|You pay nothing/);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: /Verbindlich stornieren|Cancel for good/ }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith([quote.positions[0]!.id]);
  },
};

export const NamesTheFeeAndKeepsTheOrderOnNo: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /stornieren|Cancel the selection/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(/Familienrecht kompakt/);
    await expect(dialog).toHaveTextContent(/Stornogebühr von 145,00\s€|fee of €145.00/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const NamesTheRefundOfAPaidOrder: Story = {
  args: { quote: { ...quote, paid: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /stornieren|Cancel the selection/ }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      /Sie erhalten 344,00\s€ zurück|You get €344.00 back/,
    );
  },
};

export const ExplainsAStartedCourseAndLeadsOn: Story = {
  args: {
    quote: {
      ...quote,
      positions: [
        {
          ...quote.positions[0]!,
          name: 'Selbststudium Mietrecht',
          notCancellable: 'STARTED',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /kann nicht mehr storniert werden|can no longer be cancelled/,
    );
    await expect(canvas.getByRole('link', { name: /Zu meinen Kursen/ })).toBeInTheDocument();
  },
};

export const RefusesAnEmptyChoice: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Arbeitsrecht aktuell/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Familienrecht kompakt/ }));
    await userEvent.click(canvas.getByRole('button', { name: /stornieren|Cancel the selection/ }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-text.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const cancelBooking = fn();

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: <T de="Buchung stornieren?" en="Cancel the booking?" />,
    description: (
      <T
        de="Bis 14 Tage vor Kursbeginn ist die Stornierung kostenfrei."
        en="Cancelling is free of charge up to 14 days before the course starts."
      />
    ),
    trigger: (
      <Button variant="secondary">
        <T de="Buchung stornieren" en="Cancel booking" />
      </Button>
    ),
    footer: (
      <>
        <Dialog.Close>
          <Button variant="secondary">
            <T de="Buchung behalten" en="Keep booking" />
          </Button>
        </Dialog.Close>
        <Button onClick={cancelBooking}>
          <T de="Stornieren" en="Cancel it" />
        </Button>
      </>
    ),
    onOpenChange: fn(),
  },
  beforeEach: () => {
    cancelBooking.mockClear();
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerName = /Buchung stornieren|Cancel booking/;
const dialogName = /Buchung stornieren\?|Cancel the booking\?/;

export const Playground: Story = {};

/** Open without a trigger, so the checks see the dialog and nothing focusable hides behind it. */
export const Open: Story = {
  args: { trigger: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveAccessibleDescription(/14 Tage|14 days/);
    await expect(
      screen.getByRole('button', { name: /Dialog schließen|Close dialog/ }),
    ).toBeInTheDocument();
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: triggerName });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosedWithCloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: triggerName });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: dialogName });
    await userEvent.click(screen.getByRole('button', { name: /Dialog schließen|Close dialog/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(cancelBooking).not.toHaveBeenCalled();
  },
};

export const ClosedWithFooterAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerName }));
    await screen.findByRole('dialog', { name: dialogName });
    await userEvent.click(screen.getByRole('button', { name: /Buchung behalten|Keep booking/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: triggerName })).toHaveFocus();
  },
};

export const FocusTrapped: Story = {
  args: {
    title: <T de="Gutschein einlösen" en="Redeem a voucher" />,
    description: undefined,
    trigger: (
      <Button variant="secondary">
        <T de="Gutschein einlösen" en="Redeem a voucher" />
      </Button>
    ),
    children: (
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <T de="Gutscheincode" en="Voucher code" />
        <input name="voucher" />
      </label>
    ),
    footer: (
      <Button>
        <T de="Einlösen" en="Redeem" />
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Gutschein einlösen|Redeem a voucher/ });
    await userEvent.click(trigger);
    const code = await screen.findByRole('textbox', { name: /Gutscheincode|Voucher code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: /Einlösen|Redeem/ })).toHaveFocus();
    await userEvent.tab();
    await expect(
      screen.getByRole('button', { name: /Dialog schließen|Close dialog/ }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: {
    title: <T de="Teilnahmebedingungen" en="Terms of participation" />,
    description: undefined,
    trigger: undefined,
    defaultOpen: true,
    footer: (
      <Dialog.Close>
        <Button>
          <T de="Verstanden" en="Understood" />
        </Button>
      </Dialog.Close>
    ),
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        <T
          de={`§ ${index + 1} Die Teilnahmebescheinigung wird nach vollständiger Teilnahme ausgestellt und weist die Zeitstunden nach § 15 FAO aus.`}
          en={`§ ${index + 1} The certificate of attendance is issued after full attendance and states the hours under § 15 FAO.`}
        />
      </p>
    )),
  },
};

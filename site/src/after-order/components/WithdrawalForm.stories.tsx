import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { WithdrawalForm } from './WithdrawalForm.tsx';

const meta = {
  title: 'AfterOrder/WithdrawalForm',
  component: WithdrawalForm,
  decorators: [withSiteTexts],
  args: { onWithdraw: fn(async () => ({ received: true })) },
} satisfies Meta<typeof WithdrawalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opened from the cancellation page's offer: the order number is filled in. */
export const OrderNumberFilledIn: Story = {
  args: { orderNumber: 'KM-ABCD2345' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Bestellnummer|Order number/)).toHaveValue('KM-ABCD2345');
  },
};

export const TwoSteps: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Bestellnummer|Order number/), 'KM-ABCD2345');
    await userEvent.type(canvas.getByLabelText(/E-Mail|E-mail/), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: /Widerruf bestätigen|Confirm withdrawal/ }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith({
      orderNumber: 'KM-ABCD2345',
      email: 'anna@example.com',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(/eingegangen|received/);
  },
};

export const RefusesMissingData: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Weiter|Continue/ }));
    await expect(canvas.getByLabelText(/Bestellnummer|Order number/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Bestellnummer|Order number/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

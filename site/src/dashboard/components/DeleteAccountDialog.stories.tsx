import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

const meta = {
  title: 'Dashboard/DeleteAccountDialog',
  component: DeleteAccountDialog,
  decorators: [withSiteTexts],
  args: {
    email: 'anna.berger@example.com',
    onDelete: fn(async () => undefined),
    defaultOpen: true,
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation: another address is said at the field and nothing is deleted. */
export const AskingForTheAddress: Story = {
  tags: ['themed'],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    const field = await screen.findByRole('textbox', { name: /E-Mail|e-mail/ });
    await userEvent.type(field, 'jemand@example.com');
    await userEvent.click(screen.getByRole('button', { name: /endgültig löschen|for good/ }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Anna.Berger@example.com');
    await userEvent.click(screen.getByRole('button', { name: /endgültig löschen|for good/ }));
    await expect(args.onDelete).toHaveBeenCalledWith('Anna.Berger@example.com');
    await expect(dialog).toBeVisible();
  },
};

/** An open order or a date still to come keeps the account: the way to "Meine Kurse". */
export const OpenBookings: Story = {
  args: {
    onDelete: fn(async () => {
      throw Object.assign(new Error('open'), { code: 'OPEN_BOOKINGS', details: [] });
    }),
  },
  play: async ({ userEvent }) => {
    await userEvent.type(
      await screen.findByRole('textbox', { name: /E-Mail|e-mail/ }),
      'anna.berger@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: /endgültig löschen|for good/ }));
    await expect(
      await screen.findByRole('link', { name: /Zu meinen Kursen|To my courses/ }),
    ).toHaveAttribute('href', '/customer-dashboard/meine-kurse');
  },
};

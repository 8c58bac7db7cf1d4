import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { TicketDialog } from './TicketDialog.tsx';

/** A small QR-like SVG in place of the server's code: the dialog only shows it. */
const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3"><rect width="3" height="3" fill="#fff"/><path d="M0 0h1v1H0zM2 0h1v1H2zM1 1h1v1H1zM0 2h1v1H0z"/></svg>';

const meta = {
  title: 'Dashboard/TicketDialog',
  component: TicketDialog,
  decorators: [withSiteTexts],
  args: {
    course: 'Arbeit und Familie in Köln',
    onLoad: fn(async () => ({ ticketCode: 'q3V8kz0cR2mB7xY1nT5wLg', qrSvg })),
  },
} satisfies Meta<typeof TicketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the ticket loads it once and shows the QR code and the code. */
export const ShowsTheQrCodeAndTheCode: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ticket' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const image = await dialog.findByRole('img', {
      name: /QR-Code des Tickets|QR code of the ticket/,
    });
    // The dialog fades in.
    await waitFor(() => expect(image).toBeVisible());
    await expect(dialog.getByText('q3V8kz0cR2mB7xY1nT5wLg')).toBeVisible();
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** The ticket could not be loaded: the dialog says so. */
export const SaysWhenTheTicketFailsToLoad: Story = {
  args: { onLoad: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ticket' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const message = await dialog.findByText(
      /Ticket konnte nicht geladen|ticket could not be loaded/,
    );
    // The dialog fades in.
    await waitFor(() => expect(message).toBeVisible());
  },
};

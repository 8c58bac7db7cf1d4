import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';

const meta = {
  title: 'Order/InvoiceDownloads',
  component: InvoiceDownloads,
  decorators: [withSiteTexts],
  args: { onDownload: fn(async () => undefined) },
} satisfies Meta<typeof InvoiceDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DownloadsThePdfAndTheXml: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Rechnung herunterladen|Download the invoice/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /E-Rechnung|E-invoice/ }));
    await expect(args.onDownload).toHaveBeenNthCalledWith(1, 'pdf');
    await expect(args.onDownload).toHaveBeenNthCalledWith(2, 'xml');
  },
};

export const SaysWhenTheInvoiceCannotBeLoaded: Story = {
  args: { onDownload: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    const pdf = canvas.getByRole('button', { name: /Rechnung herunterladen|Download the invoice/ });
    await userEvent.click(pdf);
    await expect(
      await canvas.findByText(/kann gerade nicht geladen werden|cannot be loaded right now/),
    ).toBeInTheDocument();
    await expect(pdf).toBeEnabled();
  },
};

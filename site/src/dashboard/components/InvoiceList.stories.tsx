import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { CustomerInvoice } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { InvoiceList } from './InvoiceList.tsx';

const invoice = (overrides: Partial<CustomerInvoice>): CustomerInvoice => ({
  id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d1',
  number: 'KM-2027-17',
  kind: 'INVOICE',
  issuedOn: '2027-03-01',
  totalCents: 189_000,
  status: 'OPEN',
  orderNumber: 'KM-7QX2M4PA',
  cancels: null,
  ...overrides,
});

/** A late cancellation of a paid order: the fee kept, the refund still due. */
const cancelledLate = [
  invoice({
    id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d4',
    number: 'KM-2027-24',
    kind: 'FEE',
    issuedOn: '2027-03-20',
    totalCents: 47_250,
    status: 'PAID',
  }),
  invoice({
    id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d3',
    number: 'KM-2027-23',
    kind: 'CANCELLATION',
    issuedOn: '2027-03-20',
    status: 'OPEN',
    cancels: 'KM-2027-17',
  }),
  invoice({
    id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d2',
    number: 'KM-2027-21',
    issuedOn: '2027-03-12',
    totalCents: 29_500,
    orderNumber: 'KM-4HB8RZ2C',
  }),
  invoice({ status: 'CREDITED' }),
];

const meta = {
  title: 'Dashboard/InvoiceList',
  component: InvoiceList,
  decorators: [withSiteTexts],
  args: { invoices: cancelledLate, onDownload: fn(async () => undefined) },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind and status; the PDF and the XML of an invoice download by its buttons. */
export const EveryKindAndStatus: Story = {
  // Themed (docs/decisions/0043-*): the status badges in every theme.
  tags: ['themed'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/^-1\.890,00 €$|^-€1,890\.00$/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: /^(PDF der Rechnung|PDF of invoice) KM-2027-21$/ }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(args.invoices[2], 'pdf');
    await userEvent.click(
      canvas.getByRole('button', { name: /^(XML der Rechnung|XML of invoice) KM-2027-23$/ }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(args.invoices[1], 'xml');
  },
};

/** A download that fails says so below the table; the button works again. */
export const DownloadFails: Story = {
  args: {
    invoices: [invoice({ status: 'PAID' })],
    onDownload: fn(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvas, userEvent }) => {
    const pdf = canvas.getByRole('button', {
      name: /^(PDF der Rechnung|PDF of invoice) KM-2027-17$/,
    });
    await userEvent.click(pdf);
    await expect(
      await canvas.findByText(
        /Das Dokument kann gerade nicht geladen werden|The document cannot be loaded right now/,
      ),
    ).toBeVisible();
    await expect(pdf).toBeEnabled();
  },
};

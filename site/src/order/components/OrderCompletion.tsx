import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { InvoiceFormat, Order } from '@kursmarkt/schemas';
import { Link, Stack, Text, token } from '@kursmarkt/ui';
import { afterOrderMessages } from '../../after-order/messages.ts';
import { orderMessages as m } from '../messages.ts';
import { BankTransfer } from './BankTransfer.tsx';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';

const Facts = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  font-size: ${token('typography.size.lg')};

  dd {
    margin: 0;
  }
`;

/** Hands the browser a document to save under `fileName`. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url));
}

export type OrderCompletionProps = {
  /** The placed order. */
  order: Order;
  /** Loads a document of the order's invoice with the caller's credentials; a rejection is shown. */
  loadInvoice: (download: { id: string; format: InvoiceFormat }) => Promise<Blob>;
  /** Where the order is cancelled; a guest cancels through the confirmation mail's link instead. */
  cancelPath?: string;
};

/**
 * A placed order, the customer's or the guest's: its number, where the confirmation went, the
 * bank transfer with its GiroCode while one is due (prepayment until it arrives, an invoice not
 * yet paid), and the invoice to download as PDF and XML, each saved under the invoice's number.
 */
export function OrderCompletion({ order, loadInvoice, cancelPath }: OrderCompletionProps) {
  const intl = useIntl();
  const { orderNumber, invoiceId, invoiceNumber, payment } = order;
  const transferDue =
    (payment.paymentMethod === 'PREPAYMENT' && payment.status === 'AWAITING_PAYMENT') ||
    (payment.paymentMethod === 'INVOICE' && payment.status === 'PLACED');
  return (
    <Stack gap="lg">
      <Facts>
        <dt>{intl.formatMessage(m.orderNumber)}</dt>
        <dd>
          <strong>{orderNumber}</strong>
        </dd>
      </Facts>
      <Text as="p">{intl.formatMessage(m.completeMail)}</Text>
      {transferDue ? <BankTransfer payment={payment} /> : null}
      <InvoiceDownloads
        onDownload={async (format) =>
          save(await loadInvoice({ id: invoiceId, format }), `${invoiceNumber}.${format}`)
        }
      />
      {cancelPath ? (
        <Link href={cancelPath}>{intl.formatMessage(afterOrderMessages.cancelFromOrder)}</Link>
      ) : null}
    </Stack>
  );
}

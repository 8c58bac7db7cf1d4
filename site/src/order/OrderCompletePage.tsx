import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useInvoiceDownload, useOrder } from '@kursmarkt/api';
import styled from 'styled-components';
import { Link, Stack, Text, token } from '@kursmarkt/ui';
import { afterOrderMessages } from '../after-order/messages.ts';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { BankTransfer } from './components/BankTransfer.tsx';
import { InvoiceDownloads } from './components/InvoiceDownloads.tsx';
import { orderMessages as m } from './messages.ts';

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

function Completion({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const order = useOrder(orderId);
  const invoice = useInvoiceDownload();
  if (order.error && !order.data) {
    return <CheckoutLoadFailed error={order.error} onRetry={() => void order.mutate()} />;
  }
  if (!order.data) return <CheckoutLoading />;
  const { orderNumber, invoiceId, invoiceNumber, payment } = order.data;
  // A transfer is due for prepayment until it arrives and for an invoice not yet paid.
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
          save(await invoice.trigger({ id: invoiceId, format }), `${invoiceNumber}.${format}`)
        }
      />
      <Link href={`/order/${orderId}/cancel`}>
        {intl.formatMessage(afterOrderMessages.cancelFromOrder)}
      </Link>
    </Stack>
  );
}

/**
 * `/order/complete/:orderId`: the order number, the bank transfer with its GiroCode while one is
 * due, and the invoice to download (PDF and XML).
 */
export default function OrderCompletePage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  return (
    <CheckoutFrame title={intl.formatMessage(m.completeTitle)}>
      <Completion orderId={orderId} />
    </CheckoutFrame>
  );
}

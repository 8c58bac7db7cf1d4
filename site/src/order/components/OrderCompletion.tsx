import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { InvoiceFormat, Order } from '@kursmarkt/schemas';
import { Heading, Link, Stack, Text, token } from '@kursmarkt/ui';
import { afterOrderMessages } from '../../after-order/messages.ts';
import { orderMessages as m } from '../messages.ts';
import { save } from '../save-file.ts';
import { BankTransfer } from './BankTransfer.tsx';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { OrderPositions, type OrderPositionView } from './OrderPositions.tsx';
import { OrderTotals } from './OrderTotals.tsx';

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

const positionView = (position: Order['positions'][number]): OrderPositionView => ({
  id: position.id,
  name: position.name,
  organizer: position.organizer,
  courseType: position.courseType,
  isPackage: position.packageId !== null && position.scheduleId === null,
  startDate: position.startDate,
  endDate: position.endDate,
  city: position.city,
  payCents: position.paidValue,
  priceCents: position.priceValue,
  netCents: position.netValue,
  vatCategory: position.vatCategory,
  vatRate: position.vatRate,
  vatExemptionReason: position.vatExemptionReason,
  packageIncluded: position.packageIncluded,
});

export type OrderCompletionProps = {
  /** The placed order. */
  order: Order;
  /** Loads a document of the order's invoice with the caller's credentials; a rejection is shown. */
  loadInvoice: (download: { id: string; format: InvoiceFormat }) => Promise<Blob>;
  /** Where the order is cancelled; a guest cancels through the confirmation mail's link instead. */
  cancelPath?: string;
};

/**
 * A placed order, the customer's or the guest's: its number, where the confirmation went, what
 * was bought with the total, the
 * bank transfer with its GiroCode while one is due (prepayment until it arrives, an invoice not
 * yet paid), and the invoice to download as PDF and XML, each saved under the invoice's number.
 */
export function OrderCompletion({ order, loadInvoice, cancelPath }: OrderCompletionProps) {
  const intl = useIntl();
  const { orderNumber, invoiceId, invoiceNumber, payment } = order;
  const business = order.customer.customerKind === 'BUSINESS';
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
      <section aria-labelledby="complete-courses">
        <Stack gap="md">
          <Heading level={2} size="md" id="complete-courses">
            {intl.formatMessage(m.completeBought)}
          </Heading>
          <OrderPositions positions={order.positions.map(positionView)} showNet={business} />
          <OrderTotals
            sumCents={order.totalValue}
            taxes={order.taxes}
            netCents={business ? order.netValue : null}
          />
        </Stack>
      </section>
      {transferDue ? <BankTransfer payment={payment} /> : null}
      {invoiceId ? (
        <InvoiceDownloads
          onDownload={async (format) =>
            save(await loadInvoice({ id: invoiceId, format }), `${invoiceNumber}.${format}`)
          }
        />
      ) : null}
      {cancelPath ? (
        <Link href={cancelPath}>{intl.formatMessage(afterOrderMessages.cancelFromOrder)}</Link>
      ) : null}
    </Stack>
  );
}

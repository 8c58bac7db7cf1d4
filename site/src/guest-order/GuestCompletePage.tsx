import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGuestOrder, useInvoiceDownload, type GuestCredentials } from '@kursmarkt/api';
import type { Order } from '@kursmarkt/schemas';
import { Alert } from '@kursmarkt/ui';
import { CheckoutLoading, WhenLoaded } from '../order/CheckoutFrame.tsx';
import { OrderCompletion } from '../order/components/OrderCompletion.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { credentialsOf, useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestOrderMessages as g, guestOrderValueMessages as gv } from './messages.ts';

/** A held order: the confirmation link is on its way, and how long the order holds its seats. */
function HeldNotice({ order }: { order: Order }) {
  const intl = useIntl();
  const until = new Date(order.holdExpiresAt ?? order.placedAt);
  return (
    <Alert tone="info" title={intl.formatMessage(g.heldTitle)}>
      {intl.formatMessage(gv.held, {
        orderNumber: order.orderNumber,
        email: order.customer.email,
        minutes: Math.round((until.getTime() - new Date(order.placedAt).getTime()) / 60_000),
        time: intl.formatTime(until, { hour: '2-digit', minute: '2-digit' }),
      })}
    </Alert>
  );
}

function Completion({ guest, orderId }: { guest: GuestCredentials; orderId: string }) {
  const order = useGuestOrder(guest, orderId);
  const invoice = useInvoiceDownload(guest);
  return (
    <WhenLoaded state={order}>
      {(data) =>
        data.status === 'HELD' ? (
          <HeldNotice order={data} />
        ) : (
          <OrderCompletion order={data} loadInvoice={invoice.trigger} />
        )
      }
    </WhenLoaded>
  );
}

/**
 * `/guest-order/complete/:orderId`: the guest's order number, the bank transfer with its GiroCode
 * while one is due, and the invoice to download (PDF and XML), read with the checkout's
 * credentials of this tab; another tab has none and says where the confirmation went.
 */
export default function GuestCompletePage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const record = useGuestCheckoutRecord();
  const guest = credentialsOf(record);
  return (
    <PageFrame title={intl.formatMessage(m.completeTitle)}>
      {guest ? (
        <Completion guest={guest} orderId={orderId} />
      ) : record === null ? (
        <Alert tone="info">{intl.formatMessage(g.completeElsewhere)}</Alert>
      ) : (
        <CheckoutLoading />
      )}
    </PageFrame>
  );
}

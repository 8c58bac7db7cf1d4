import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useCheckoutOrder, useInvoiceDownload } from '@kursmarkt/api';
import { guestOrderMessages as g } from '../guest-order/messages.ts';
import { CheckoutFrame, WhenLoaded, type Checkout } from './CheckoutFrame.tsx';
import { HeldNotice } from './components/HeldNotice.tsx';
import { OrderCompletion } from './components/OrderCompletion.tsx';
import { orderMessages as m } from './messages.ts';
import type { CheckoutKind } from './steps.ts';

function Completion({ identity, routes, orderId }: Checkout & { orderId: string }) {
  const order = useCheckoutOrder(identity, orderId);
  const invoice = useInvoiceDownload(identity.kind === 'guest' ? identity.guest : null);
  return (
    <WhenLoaded state={order}>
      {(data) =>
        data.status === 'HELD' ? (
          <HeldNotice order={data} />
        ) : (
          <OrderCompletion
            order={data}
            loadInvoice={invoice.trigger}
            cancelPath={routes.cancelPath?.(orderId)}
          />
        )
      }
    </WhenLoaded>
  );
}

/**
 * `/order/complete/:orderId` and `/guest-order/complete/:orderId`: the order number, the bank
 * transfer with its GiroCode while one is due, the invoice to download (PDF and XML) and, for a
 * customer, the way to cancel; a guest's order held until the address is confirmed says so. A
 * guest's order is read with the checkout's credentials of this tab; another tab has none and
 * says where the confirmation went.
 */
export default function CompletePage({ kind }: { kind: CheckoutKind }) {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  return (
    <CheckoutFrame
      kind={kind}
      title={intl.formatMessage(m.completeTitle)}
      elsewhere={g.completeElsewhere}
    >
      {(checkout) => <Completion {...checkout} orderId={orderId} />}
    </CheckoutFrame>
  );
}

import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useInvoiceDownload, useOrder } from '@kursmarkt/api';
import { CheckoutFrame, WhenLoaded } from './CheckoutFrame.tsx';
import { OrderCompletion } from './components/OrderCompletion.tsx';
import { orderMessages as m } from './messages.ts';

function Completion({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const invoice = useInvoiceDownload();
  return (
    <WhenLoaded state={order}>
      {(data) => (
        <OrderCompletion
          order={data}
          loadInvoice={invoice.trigger}
          cancelPath={`/order/${orderId}/cancel`}
        />
      )}
    </WhenLoaded>
  );
}

/**
 * `/order/complete/:orderId`: the order number, the bank transfer with its GiroCode while one is
 * due, the invoice to download (PDF and XML) and the way to cancel.
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

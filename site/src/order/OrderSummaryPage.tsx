import { useIntl } from 'react-intl';
import { usePlaceOrderMutation, useOrderSummary } from '@kursmarkt/api';
import { CheckoutFrame, WhenLoaded } from './CheckoutFrame.tsx';
import { CheckoutSummary } from './components/CheckoutSummary.tsx';
import { orderMessages as m } from './messages.ts';
import { usePlaceOrder } from './place-order.ts';
import { customerCheckoutPaths, orderCompletePath, paymentReturnPath } from './steps.ts';

function SummaryStep() {
  const intl = useIntl();
  const summary = useOrderSummary(true, intl.locale);
  const place = usePlaceOrderMutation(intl.locale);
  const order = usePlaceOrder(summary, place.trigger, {
    completePath: orderCompletePath,
    paymentReturnPath,
  });
  return (
    <WhenLoaded state={summary}>
      {(data) => <CheckoutSummary summary={data} paths={customerCheckoutPaths} onPlace={order} />}
    </WhenLoaded>
  );
}

/** `/order/summary`: everything ordered, the legal texts, the total and the order button. */
export default function OrderSummaryPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.summaryTitle)} step="summary">
      <SummaryStep />
    </CheckoutFrame>
  );
}

import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePlaceOrderMutation, useOrderSummary } from '@kursmarkt/api';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { trackPlacedOrder } from './checkout-analytics.ts';
import { CheckoutSummary, type PlaceOrderInput } from './components/CheckoutSummary.tsx';
import { orderMessages as m } from './messages.ts';
import { customerCheckoutPaths, orderCompletePath } from './steps.ts';

function SummaryStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useOrderSummary(true, intl.locale);
  const place = usePlaceOrderMutation(intl.locale);

  if (summary.error && !summary.data) {
    return <CheckoutLoadFailed error={summary.error} onRetry={() => void summary.mutate()} />;
  }
  if (!summary.data) return <CheckoutLoading />;
  const data = summary.data;

  async function order(input: PlaceOrderInput) {
    try {
      const placed = await place.trigger(input);
      trackPlacedOrder(placed, data.positions);
      await navigate(orderCompletePath(placed.id), { replace: true });
    } catch (failure) {
      // The summary shows what changed: the new total, the full date, the voucher.
      if ((failure as { code?: string }).code !== 'NETWORK_ERROR') void summary.mutate();
      throw failure;
    }
  }

  return <CheckoutSummary summary={data} paths={customerCheckoutPaths} onPlace={order} />;
}

/** `/order/summary`: everything ordered, the legal texts, the total and the order button. */
export default function OrderSummaryPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.summaryTitle)}>
      <SummaryStep />
    </CheckoutFrame>
  );
}

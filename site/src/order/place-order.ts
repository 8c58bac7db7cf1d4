import { useNavigate } from 'react-router-dom';
import type { Order, OrderSummary } from '@kursmarkt/schemas';
import { trackPlacedOrder } from './checkout-analytics.ts';
import type { PlaceOrderInput } from './components/CheckoutSummary.tsx';
import type { CheckoutRoutes } from './steps.ts';

/**
 * What the summary's order button does in either checkout: place the order, report the
 * purchase, run `afterPlaced`, and show the completion page in place of the summary, or send the
 * customer to the payment provider's page (which sends them back to the return page); a refusal
 * makes the summary load again (it shows what changed: the new total, a full date, the voucher)
 * and is shown by the summary.
 */
export function useOrderButton(
  summary: { data?: OrderSummary; mutate: () => unknown },
  place: (input: PlaceOrderInput) => Promise<Order>,
  routes: CheckoutRoutes,
  afterPlaced: () => void = () => undefined,
) {
  const navigate = useNavigate();
  return async (input: PlaceOrderInput) => {
    try {
      const placed = await place(input);
      trackPlacedOrder(placed, summary.data?.positions ?? []);
      afterPlaced();
      const provider = placed.payment.provider;
      if (provider?.redirectUrl) {
        window.location.assign(provider.redirectUrl);
        return;
      }
      await navigate(
        provider
          ? routes.paymentReturnPath(placed.id, provider.id)
          : routes.completePath(placed.id),
        { replace: true },
      );
    } catch (failure) {
      if ((failure as { code?: string }).code !== 'NETWORK_ERROR') void summary.mutate();
      throw failure;
    }
  };
}

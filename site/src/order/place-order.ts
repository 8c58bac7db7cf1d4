import { useNavigate } from 'react-router-dom';
import type { Order, OrderSummary } from '@kursmarkt/schemas';
import { trackPlacedOrder } from './checkout-analytics.ts';
import type { PlaceOrderInput } from './components/CheckoutSummary.tsx';

/**
 * What the summary's order button does in either checkout: place the order, report the
 * purchase, run `afterPlaced`, and show the completion page in place of the summary; a refusal
 * makes the summary load again (it shows what changed: the new total, a full date, the voucher)
 * and is shown by the summary.
 */
export function usePlaceOrder(
  summary: { data?: OrderSummary; mutate: () => unknown },
  place: (input: PlaceOrderInput) => Promise<Order>,
  completePath: (orderId: string) => string,
  afterPlaced: () => void = () => undefined,
) {
  const navigate = useNavigate();
  return async (input: PlaceOrderInput) => {
    try {
      const placed = await place(input);
      trackPlacedOrder(placed, summary.data?.positions ?? []);
      afterPlaced();
      await navigate(completePath(placed.id), { replace: true });
    } catch (failure) {
      if ((failure as { code?: string }).code !== 'NETWORK_ERROR') void summary.mutate();
      throw failure;
    }
  };
}

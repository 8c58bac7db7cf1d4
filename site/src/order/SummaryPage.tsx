import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGuestOrderChallenge,
  useApiClient,
  useCheckoutSummary,
  usePlaceOrder,
  type PlaceOrderBody,
} from '@kursmarkt/api';
import { Alert } from '@kursmarkt/ui';
import { NotAddedNotice } from '../cart/components/NotAddedNotice.tsx';
import { clearGuestCart } from '../cart/guest-cart-store.ts';
import { guestOrderMessages as g } from '../guest-order/messages.ts';
import { solveGuestChallenge } from './challenge.ts';
import { CheckoutFrame, WhenLoaded, type Checkout } from './CheckoutFrame.tsx';
import { CheckoutSummary } from './components/CheckoutSummary.tsx';
import { orderMessages as m } from './messages.ts';
import { useOrderButton } from './place-order.ts';
import type { CheckoutKind } from './steps.ts';

function SummaryStep({ identity, routes, notAdded }: Checkout) {
  const intl = useIntl();
  const summary = useCheckoutSummary(identity, intl.locale);
  const place = usePlaceOrder(identity, intl.locale);
  const client = useApiClient();
  const [solving, setSolving] = useState(false);
  /**
   * Places the order; when the server asks a guest for a proof of work (many orders at once from
   * here, for this address or date), the browser solves its challenge and sends the order again.
   */
  const placeProved = async (input: PlaceOrderBody) => {
    try {
      return await place.trigger(input);
    } catch (failure) {
      if ((failure as { code?: string }).code !== 'CHALLENGE_REQUIRED') throw failure;
      setSolving(true);
      try {
        const challenge = await solveGuestChallenge(await getGuestOrderChallenge(client));
        return await place.trigger({ ...input, challenge });
      } finally {
        setSolving(false);
      }
    }
  };
  // A guest's order holds the cart now; the guest's local copy goes.
  const order = useOrderButton(
    summary,
    placeProved,
    routes,
    identity.kind === 'guest' ? clearGuestCart : undefined,
  );
  return (
    <WhenLoaded state={summary}>
      {(data) => (
        <CheckoutSummary
          summary={data}
          paths={routes.steps}
          onPlace={order}
          notice={
            <>
              <NotAddedNotice entries={notAdded} />
              <div role="status">
                {solving ? <Alert tone="info">{intl.formatMessage(g.challenge)}</Alert> : null}
              </div>
            </>
          }
        />
      )}
    </WhenLoaded>
  );
}

/**
 * `/order/summary` and `/guest-order/summary`: everything ordered, the legal texts, the total and
 * the order button; for a guest also what the checkout could not take over.
 */
export default function SummaryPage({ kind }: { kind: CheckoutKind }) {
  const intl = useIntl();
  return (
    <CheckoutFrame kind={kind} title={intl.formatMessage(m.summaryTitle)} step="summary">
      {(checkout) => <SummaryStep {...checkout} />}
    </CheckoutFrame>
  );
}

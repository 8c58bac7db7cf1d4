import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGuestOrderChallenge,
  useApiClient,
  useGuestSummary,
  usePlaceGuestOrderMutation,
  type GuestCredentials,
  type PlaceGuestOrderBody,
} from '@kursmarkt/api';
import { Alert } from '@kursmarkt/ui';
import { NotAddedNotice } from '../cart/components/NotAddedNotice.tsx';
import { clearGuestCart } from '../cart/guest-cart-store.ts';
import { WhenLoaded } from '../order/CheckoutFrame.tsx';
import { CheckoutSummary } from '../order/components/CheckoutSummary.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { usePlaceOrder } from '../order/place-order.ts';
import { GuestCheckoutFrame } from './GuestCheckoutFrame.tsx';
import { solveGuestChallenge } from './challenge.ts';
import { useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestCheckoutPaths, guestCompletePath, guestPaymentReturnPath } from './guest-paths.ts';
import { guestOrderMessages as g } from './messages.ts';

function SummaryStep({ guest }: { guest: GuestCredentials }) {
  const intl = useIntl();
  const summary = useGuestSummary(guest, intl.locale);
  const place = usePlaceGuestOrderMutation(guest, intl.locale);
  const client = useApiClient();
  const [solving, setSolving] = useState(false);
  const notAdded = useGuestCheckoutRecord()?.notAdded ?? [];
  /**
   * Places the order; when the server asks for a proof of work (many orders at once from here,
   * for this address or date), the browser solves its challenge and sends the order again.
   */
  const placeProved = async (input: PlaceGuestOrderBody) => {
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
  // The order holds the cart now; the guest's local copy goes.
  const order = usePlaceOrder(
    summary,
    placeProved,
    { completePath: guestCompletePath, paymentReturnPath: guestPaymentReturnPath },
    clearGuestCart,
  );
  return (
    <WhenLoaded state={summary}>
      {(data) => (
        <CheckoutSummary
          summary={data}
          paths={guestCheckoutPaths}
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

/** `/guest-order/summary`: everything ordered, the legal texts, the total and the order button. */
export default function GuestSummaryPage() {
  const intl = useIntl();
  return (
    <GuestCheckoutFrame title={intl.formatMessage(m.summaryTitle)} step="summary">
      {(guest) => <SummaryStep guest={guest} />}
    </GuestCheckoutFrame>
  );
}

import { useIntl } from 'react-intl';
import { useGuestSummary, usePlaceGuestOrderMutation, type GuestCredentials } from '@kursmarkt/api';
import { NotAddedNotice } from '../cart/components/NotAddedNotice.tsx';
import { clearGuestCart } from '../cart/guest-cart-store.ts';
import { WhenLoaded } from '../order/CheckoutFrame.tsx';
import { CheckoutSummary } from '../order/components/CheckoutSummary.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { usePlaceOrder } from '../order/place-order.ts';
import { GuestCheckoutFrame } from './GuestCheckoutFrame.tsx';
import { useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestCheckoutPaths, guestCompletePath, guestPaymentReturnPath } from './guest-paths.ts';

function SummaryStep({ guest }: { guest: GuestCredentials }) {
  const intl = useIntl();
  const summary = useGuestSummary(guest, intl.locale);
  const place = usePlaceGuestOrderMutation(guest, intl.locale);
  const notAdded = useGuestCheckoutRecord()?.notAdded ?? [];
  // The order holds the cart now; the guest's local copy goes.
  const order = usePlaceOrder(
    summary,
    place.trigger,
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
          notice={<NotAddedNotice entries={notAdded} />}
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

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useGuestSummary, type GuestCredentials } from '@kursmarkt/api';
import { CheckoutLoading } from '../order/CheckoutFrame.tsx';
import { CheckoutSteps } from '../order/components/CheckoutSteps.tsx';
import type { CheckoutStep } from '../order/steps.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { credentialsOf, useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestCheckoutPaths } from './guest-paths.ts';

/** The guest checkout's steps and total, from its summary (once that has loaded). */
function GuestCheckoutSteps({ guest, step }: { guest: GuestCredentials; step: CheckoutStep }) {
  const intl = useIntl();
  const { data } = useGuestSummary(guest, intl.locale);
  return data ? <CheckoutSteps current={step} checkout={data} /> : null;
}

/**
 * A step of the guest checkout after the guest data, titled, with the checkout's steps and
 * total above the step: it needs the checkout that the
 * guest data opened in this tab; without one the guest goes to the guest data step (known only
 * once the page has read this tab's storage: a spinner until then).
 */
export function GuestCheckoutFrame({
  title,
  step,
  children,
}: {
  title: string;
  step: CheckoutStep;
  children: (guest: GuestCredentials) => ReactNode;
}) {
  const record = useGuestCheckoutRecord();
  const guest = credentialsOf(record);
  if (record === null) return <Navigate to={guestCheckoutPaths.customer} replace />;
  return (
    <PageFrame title={title}>
      {guest ? (
        <>
          <GuestCheckoutSteps guest={guest} step={step} />
          {children(guest)}
        </>
      ) : (
        <CheckoutLoading />
      )}
    </PageFrame>
  );
}

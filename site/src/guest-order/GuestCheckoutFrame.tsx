import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { GuestCredentials } from '@kursmarkt/api';
import { CheckoutLoading } from '../order/CheckoutFrame.tsx';
import { PageFrame } from '../pages/PageFrame.tsx';
import { credentialsOf, useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestCheckoutPaths } from './guest-paths.ts';

/**
 * A step of the guest checkout after the guest data, titled: it needs the checkout that the
 * guest data opened in this tab; without one the guest goes to the guest data step (known only
 * once the page has read this tab's storage: a spinner until then).
 */
export function GuestCheckoutFrame({
  title,
  children,
}: {
  title: string;
  children: (guest: GuestCredentials) => ReactNode;
}) {
  const record = useGuestCheckoutRecord();
  const guest = credentialsOf(record);
  if (record === null) return <Redirect to={guestCheckoutPaths.customer} replace />;
  return <PageFrame title={title}>{guest ? children(guest) : <CheckoutLoading />}</PageFrame>;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { GuestCredentials } from '@kursmarkt/api';
import { PageFrame } from '../pages/PageFrame.tsx';
import { credentialsOf, useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestCheckoutPaths } from './guest-paths.ts';

/**
 * A step of the guest checkout after the guest data, titled: it needs the checkout that the
 * guest data opened in this tab; without one the guest goes to the guest data step.
 */
export function GuestCheckoutFrame({
  title,
  children,
}: {
  title: string;
  children: (guest: GuestCredentials) => ReactNode;
}) {
  const guest = credentialsOf(useGuestCheckoutRecord());
  if (!guest) return <Navigate to={guestCheckoutPaths.customer} replace />;
  return <PageFrame title={title}>{children(guest)}</PageFrame>;
}

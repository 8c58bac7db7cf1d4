import { useMemo, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  customerCheckout,
  guestCheckout,
  useCheckoutSummary,
  type CheckoutIdentity,
} from '@kursmarkt/api';
import type { NotAdded } from '@kursmarkt/schemas';
import { Alert, Button, Link, Spinner, Stack } from '@kursmarkt/ui';
import { cartPaths } from '../cart/cart-paths.ts';
import { credentialsOf, useGuestCheckoutRecord } from '../guest-order/guest-checkout-store.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { CheckoutSteps } from './components/CheckoutSteps.tsx';
import { orderErrorMessage, orderMessages as m } from './messages.ts';
import {
  checkoutRoutes,
  type CheckoutKind,
  type CheckoutRoutes,
  type CheckoutStep,
} from './steps.ts';

/** The checkout a page shows: who checks out, its paths, and what the guest's cart lost. */
export interface Checkout {
  identity: CheckoutIdentity;
  routes: CheckoutRoutes;
  /** What the guest's first call could not take over, for the summary; none for a customer. */
  notAdded: readonly NotAdded[];
}

/** The checkout's steps and total, from its summary (once that has loaded). */
function StepsOf({ identity, step }: { identity: CheckoutIdentity; step: CheckoutStep }) {
  const intl = useIntl();
  const { data } = useCheckoutSummary(identity, intl.locale);
  return data ? <CheckoutSteps current={step} checkout={data} /> : null;
}

interface CheckoutFrameProps {
  kind: CheckoutKind;
  title: string;
  /** The step of the checkout the page is: the steps and total show above it. */
  step?: CheckoutStep;
  /**
   * What a guest's tab without the checkout is told (a page the guest may open in another tab:
   * the completion, the payment's return); without it, the guest goes to the guest data step.
   */
  elsewhere?: MessageDescriptor;
  children: (checkout: Checkout) => ReactNode;
}

/** The page's frame: its title, the steps of a step page, and the page's content. */
function Framed({
  checkout,
  title,
  step,
  children,
}: Omit<CheckoutFrameProps, 'kind' | 'elsewhere'> & { checkout: Checkout }) {
  return (
    <PageFrame title={title}>
      {step ? <StepsOf identity={checkout.identity} step={step} /> : null}
      {children(checkout)}
    </PageFrame>
  );
}

const customer: Checkout = {
  identity: customerCheckout,
  routes: checkoutRoutes.customer,
  notAdded: [],
};

/**
 * A guest's page: it needs the checkout that the guest data opened in this tab (known only once
 * the page has read this tab's storage: a spinner until then); without one, the guest goes to
 * the guest data step, or is told where to look (`elsewhere`).
 */
function GuestFrame({ elsewhere, ...frame }: Omit<CheckoutFrameProps, 'kind'>) {
  const intl = useIntl();
  const record = useGuestCheckoutRecord();
  const credentials = credentialsOf(record);
  const checkout = useMemo<Checkout | null>(
    () =>
      credentials
        ? {
            identity: guestCheckout(credentials),
            routes: checkoutRoutes.guest,
            notAdded: record?.notAdded ?? [],
          }
        : null,
    [credentials, record],
  );
  if (checkout) return <Framed checkout={checkout} {...frame} />;
  if (record === null && !elsewhere) {
    return <Navigate to={checkoutRoutes.guest.steps.customer} replace />;
  }
  return (
    <PageFrame title={frame.title}>
      {record === null && elsewhere ? (
        <Alert tone="info">{intl.formatMessage(elsewhere)}</Alert>
      ) : (
        <CheckoutLoading />
      )}
    </PageFrame>
  );
}

/**
 * A page of either checkout, titled, whose content gets the checkout (`children(checkout)`): the
 * customer's for signed-in customers only, the guest's with the checkout of this tab.
 */
export function CheckoutFrame({ kind, elsewhere, ...frame }: CheckoutFrameProps) {
  return kind === 'guest' ? (
    <GuestFrame elsewhere={elsewhere} {...frame} />
  ) : (
    <RequireSession>
      <Framed checkout={customer} {...frame} />
    </RequireSession>
  );
}

/** While a step's data loads. */
export function CheckoutLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage(m.loading)} />;
}

/**
 * A step's data could not be loaded: the refusal's text where the server gave a code of the
 * checkout (an empty cart), else the general one, with a retry and the way back to the cart;
 * for an account whose address is not confirmed, how to confirm it.
 */
export function CheckoutLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const code = (error as { code?: string } | null)?.code;
  if (code === 'EMAIL_NOT_VERIFIED') return <EmailNotVerified onRetry={onRetry} />;
  const refusal = orderErrorMessage(code);
  const message: MessageDescriptor =
    refusal === orderErrorMessage(undefined) ? m.loadFailed : refusal;
  return (
    <Alert tone="danger">
      <Stack gap="sm" align="start">
        <span>{intl.formatMessage(message)}</span>
        <Stack direction="row" gap="sm" wrap>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
          <Link href={cartPaths.cart}>{intl.formatMessage(m.backToCart)}</Link>
        </Stack>
      </Stack>
    </Alert>
  );
}

/** A step's data as its SWR hook gives it. */
type StepData<T> = { data?: T; error?: unknown; mutate: () => unknown };

/**
 * Shows `children(data)` once a step's data has loaded; until then the spinner, and when it
 * could not be loaded, why, with a retry.
 */
export function WhenLoaded<T>({
  state,
  children,
}: {
  state: StepData<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.error && !state.data) {
    return <CheckoutLoadFailed error={state.error} onRetry={() => void state.mutate()} />;
  }
  if (!state.data) return <CheckoutLoading />;
  return children(state.data);
}

import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useOrderSummary } from '@kursmarkt/api';
import { Alert, Button, Link, Spinner, Stack } from '@kursmarkt/ui';
import { cartPaths } from '../cart/cart-paths.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { CheckoutSteps } from './components/CheckoutSteps.tsx';
import { orderErrorMessage, orderMessages as m } from './messages.ts';
import type { CheckoutStep } from './steps.ts';

/** The customer checkout's steps and total, from its summary (once that has loaded). */
function CustomerCheckoutSteps({ step }: { step: CheckoutStep }) {
  const intl = useIntl();
  const { data } = useOrderSummary(true, intl.locale);
  return data ? <CheckoutSteps current={step} checkout={data} /> : null;
}

/**
 * A page of the customer checkout: signed-in customers only, titled; a step
 * of the checkout (`step`) shows the checkout's steps and total above it.
 */
export function CheckoutFrame({
  title,
  step,
  children,
}: {
  title: string;
  step?: CheckoutStep;
  children: ReactNode;
}) {
  return (
    <RequireSession>
      <PageFrame title={title}>
        {step ? <CustomerCheckoutSteps step={step} /> : null}
        {children}
      </PageFrame>
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

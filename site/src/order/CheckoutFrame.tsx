import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, Link, Spinner, Stack } from '@kursmarkt/ui';
import { cartPaths } from '../cart/cart-paths.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { RequireSession } from '../session/RequireSession.tsx';
import { orderErrorMessage, orderMessages as m } from './messages.ts';

/** A step of the customer checkout: signed-in customers only (SPEC.md section 2), titled. */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireSession>
      <PageFrame title={title}>{children}</PageFrame>
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
 * checkout (an empty cart), else the general one, with a retry and the way back to the cart.
 */
export function CheckoutLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const code = (error as { code?: string } | null)?.code;
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

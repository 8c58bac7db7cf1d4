import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type {
  PaymentResultResponse,
  ProviderPaymentResponse,
  ValidatePaymentInput,
} from '@kursmarkt/api';
import { Alert, Link, Spinner, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { CheckoutLoadFailed } from '../CheckoutFrame.tsx';
import { orderErrorMessage, orderMessages as m } from '../messages.ts';

/** Sends the browser to the payment provider's page (a full navigation, another origin). */
const goToProvider = (url: string) => window.location.assign(url);

export type PaymentReturnProps = {
  orderId: string;
  paymentId: string;
  /** The completion page of the order, the customer's or the guest's. */
  completePath: (orderId: string) => string;
  /** Asks the server how the payment went (the customer's or the guest's call), with its answer. */
  validate: {
    trigger: (input: ValidatePaymentInput) => Promise<PaymentResultResponse>;
    data?: PaymentResultResponse;
    error?: unknown;
  };
  /** Starts the payment again (the customer's or the guest's call). */
  restart: {
    trigger: (paymentId: string) => Promise<ProviderPaymentResponse>;
    isMutating: boolean;
  };
};

/**
 * The return from the payment provider, in either checkout: it asks the server how the payment
 * went; paid leads on to the completion page; open, failed or expired offers to pay again; a
 * direct debit on its way says so.
 */
export function PaymentReturn({
  orderId,
  paymentId,
  completePath,
  validate,
  restart,
}: PaymentReturnProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const { trigger } = validate;

  useEffect(() => {
    void trigger({ orderId, paymentId })
      .then(async (result) => {
        if (result.order.status === 'PAID') {
          await navigate(completePath(orderId), { replace: true });
        }
      })
      .catch(() => undefined);
  }, [trigger, navigate, completePath, orderId, paymentId]);

  if (validate.error && !validate.data) {
    return (
      <CheckoutLoadFailed
        error={validate.error}
        onRetry={() => void trigger({ orderId, paymentId }).catch(() => undefined)}
      />
    );
  }
  if (!validate.data) return <Spinner label={intl.formatMessage(m.paymentChecking)} />;
  const { order, payment } = validate.data;
  const awaiting = order.status === 'AWAITING_PAYMENT';
  const payable = awaiting && payment.state !== 'PROCESSING';

  async function payAgain() {
    setProblem(null);
    try {
      const next = await restart.trigger(payment.id);
      if (next.redirectUrl) goToProvider(next.redirectUrl);
      else setProblem(orderErrorMessage('UNAVAILABLE'));
    } catch (failure) {
      setProblem(orderErrorMessage((failure as { code?: string }).code));
    }
  }

  return (
    <Stack gap="lg" align="start">
      <Alert tone={payment.state === 'PROCESSING' ? 'info' : awaiting ? 'warning' : 'danger'}>
        {intl.formatMessage(
          awaiting || order.status === 'PAID' ? m[`payment${payment.state}`] : m.paymentOrderClosed,
        )}
      </Alert>
      {problem ? <Alert tone="danger">{intl.formatMessage(problem)}</Alert> : null}
      {payable ? (
        <SpinnerButton loading={restart.isMutating} onClick={() => void payAgain()}>
          {intl.formatMessage(m.payAgain)}
        </SpinnerButton>
      ) : null}
      <Text as="p">
        <Link href={completePath(orderId)}>{intl.formatMessage(m.toOrder)}</Link>
      </Text>
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRestartPaymentMutation, useValidatePaymentMutation } from '@kursmarkt/api';
import { Alert, Link, Spinner, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { CheckoutFrame, CheckoutLoadFailed } from './CheckoutFrame.tsx';
import { orderErrorMessage, orderMessages as m } from './messages.ts';
import { orderCompletePath } from './steps.ts';

/** Sends the browser to the payment provider's page (a full navigation, another origin). */
const goToProvider = (url: string) => window.location.assign(url);

function PaymentReturn({ orderId, paymentId }: { orderId: string; paymentId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const validate = useValidatePaymentMutation(intl.locale);
  const restart = useRestartPaymentMutation(intl.locale);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const { trigger } = validate;

  useEffect(() => {
    void trigger({ orderId, paymentId })
      .then(async (result) => {
        if (result.order.status === 'PAID') {
          await navigate(orderCompletePath(orderId), { replace: true });
        }
      })
      .catch(() => undefined);
  }, [trigger, navigate, orderId, paymentId]);

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
        <Link href={orderCompletePath(orderId)}>{intl.formatMessage(m.toOrder)}</Link>
      </Text>
    </Stack>
  );
}

/**
 * `/order/payment-return?orderId=…&paymentId=…`: where the payment provider sends the customer
 * back. It asks the server how the payment went: paid leads on to the completion page; open,
 * failed or expired offers to pay again; a direct debit on its way says so.
 */
export default function OrderPaymentReturnPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const paymentId = params.get('paymentId') ?? '';
  return (
    <CheckoutFrame title={intl.formatMessage(m.paymentReturnTitle)}>
      <PaymentReturn key={`${orderId}:${paymentId}`} orderId={orderId} paymentId={paymentId} />
    </CheckoutFrame>
  );
}

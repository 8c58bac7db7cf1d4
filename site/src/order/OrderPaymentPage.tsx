import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOrderPayment, useOrderPaymentMutation } from '@kursmarkt/api';
import type { PaymentMethod } from '@kursmarkt/schemas/rules';
import { RadioGroup, SpinnerButton, Stack } from '@kursmarkt/ui';
import { cartPaths } from '../cart/cart-paths.ts';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { orderErrorMessage, orderMessages as m } from './messages.ts';

function PaymentStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const payment = useOrderPayment(true, intl.locale);
  const choose = useOrderPaymentMutation(intl.locale);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const nothingToPay = payment.data?.methods.length === 0;

  useEffect(() => {
    // A total of 0 has no payment step.
    if (nothingToPay) void navigate(cartPaths.orderSummary, { replace: true });
  }, [nothingToPay, navigate]);

  if (payment.error && !payment.data) {
    return <CheckoutLoadFailed error={payment.error} onRetry={() => void payment.mutate()} />;
  }
  if (!payment.data || nothingToPay) return <CheckoutLoading />;
  const method = chosen ?? payment.data.paymentMethod;

  return (
    <Stack gap="lg">
      <RadioGroup
        label={intl.formatMessage(m.paymentTitle)}
        hideLabel
        value={method ?? undefined}
        onValueChange={(value) => {
          setChosen(value as PaymentMethod);
          setProblem(null);
        }}
        error={problem ? intl.formatMessage(problem) : undefined}
        options={payment.data.methods.map((option) => ({
          value: option.method,
          label: option.name,
          description: option.description,
        }))}
      />
      <div>
        <SpinnerButton
          onClick={async () => {
            if (!method) {
              setProblem(m.paymentChoose);
              return;
            }
            try {
              await choose.trigger({ paymentMethod: method });
              await navigate(cartPaths.orderSummary);
            } catch (failure) {
              setProblem(orderErrorMessage((failure as { code?: string }).code));
            }
          }}
        >
          {intl.formatMessage(m.next)}
        </SpinnerButton>
      </div>
    </Stack>
  );
}

/** `/order/payment`: the payment method, from the seller's methods for this checkout. */
export default function OrderPaymentPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.paymentTitle)}>
      <PaymentStep />
    </CheckoutFrame>
  );
}

import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { CheckoutPayment } from '@kursmarkt/schemas';
import type { PaymentMethod } from '@kursmarkt/schemas/rules';
import { RadioGroup, SpinnerButton, Stack } from '@kursmarkt/ui';
import { orderErrorMessage, orderMessages as m } from '../messages.ts';

export type PaymentChoiceProps = {
  /** The method chosen so far and the seller's methods for this checkout. */
  payment: CheckoutPayment;
  /** Saves the method and goes on; rejects with the refusal's `code`, shown at the choice. */
  onChoose: (method: PaymentMethod) => Promise<unknown>;
};

/** The payment step of a checkout: one of the seller's methods, then on to the summary. */
export function PaymentChoice({ payment, onChoose }: PaymentChoiceProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const method = chosen ?? payment.paymentMethod;

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
        options={payment.methods.map((option) => ({
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
              await onChoose(method);
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

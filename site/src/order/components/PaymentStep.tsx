import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutPayment } from '@kursmarkt/schemas';
import type { PaymentMethod } from '@kursmarkt/schemas/rules';
import { CheckoutLoading, WhenLoaded } from '../CheckoutFrame.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';

export type PaymentStepProps = {
  /** The checkout's payment method and choices as its SWR hook gives them. */
  payment: { data?: CheckoutPayment; error?: unknown; mutate: () => unknown };
  /** Saves the chosen method (the customer's or the guest's call). */
  choose: (method: PaymentMethod) => Promise<unknown>;
  /** The summary the step leads on to. */
  summaryPath: string;
};

/**
 * The payment step of either checkout: the seller's methods for the checkout (card and SEPA
 * Direct Debit among them when the server offers them), then on to the summary; a total of 0 has
 * no payment step and goes straight on.
 */
export function PaymentStep({ payment, choose, summaryPath }: PaymentStepProps) {
  const navigate = useNavigate();
  const nothingToPay = payment.data?.methods.length === 0;

  useEffect(() => {
    if (nothingToPay) void navigate(summaryPath, { replace: true });
  }, [nothingToPay, navigate, summaryPath]);

  if (nothingToPay) return <CheckoutLoading />;
  return (
    <WhenLoaded state={payment}>
      {(data) => (
        <PaymentChoice
          payment={data}
          onChoose={async (method) => {
            await choose(method);
            await navigate(summaryPath);
          }}
        />
      )}
    </WhenLoaded>
  );
}

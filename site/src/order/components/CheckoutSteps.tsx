import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Price, token, VisuallyHidden } from '@kursmarkt/ui';
import { orderMessages as m } from '../messages.ts';
import { checkoutSteps, type CheckoutShape, type CheckoutStep } from '../steps.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')} ${token('space.lg')};
  padding-block-end: ${token('space.sm')};
  border-bottom: ${token('size.borderThin')} solid ${token('color.border.subtle')};
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')} ${token('space.md')};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: ${token('typography.size.sm')};
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
  color: ${token('color.text.secondary')};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    inline-size: ${token('size.iconMd')};
    block-size: ${token('size.iconMd')};
    border: ${token('size.borderThin')} solid ${token('color.border.strong')};
    border-radius: ${token('radius.pill')};
    font-weight: ${token('typography.weight.medium')};
  }

  &[data-state='done']::before {
    border-color: ${token('color.brand.primary')};
    color: ${token('color.brand.primary')};
  }

  &[aria-current='step'] {
    color: ${token('color.text.primary')};
    font-weight: ${token('typography.weight.bold')};
  }

  &[aria-current='step']::before {
    border-color: ${token('color.brand.primary')};
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
`;

const Total = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${token('space.xs')};
  margin: 0;
`;

const stepNames = {
  customer: m.stepCustomer,
  fileUpload: m.stepFileUpload,
  payment: m.stepPayment,
  summary: m.stepSummary,
} as const;

export type CheckoutStepsProps = {
  /** The step the page shows. */
  current: CheckoutStep;
  /** The checkout as the server prices it: which steps it has, and its total in cents. */
  checkout: CheckoutShape & { sumValue: number };
};

/**
 * Where the buyer is in the checkout: its steps in order (the proof upload and the payment only
 * where the checkout has them), the current one marked as such, the ones before it as done, and
 * the checkout's total beside them.
 */
export function CheckoutSteps({ current, checkout }: CheckoutStepsProps) {
  const intl = useIntl();
  const steps = checkoutSteps(checkout);
  const position = steps.indexOf(current);
  return (
    <Bar>
      <Steps aria-label={intl.formatMessage(m.steps)}>
        {steps.map((step, index) => {
          const done = index < position;
          return (
            <Step
              key={step}
              aria-current={step === current ? 'step' : undefined}
              data-state={done ? 'done' : undefined}
            >
              {intl.formatMessage(stepNames[step])}
              {done ? <VisuallyHidden> {intl.formatMessage(m.stepDone)}</VisuallyHidden> : null}
            </Step>
          );
        })}
      </Steps>
      <Total>
        <span>{intl.formatMessage(m.stepsTotal)}</span>
        <Price size="sm" cents={checkout.sumValue} />
      </Total>
    </Bar>
  );
}

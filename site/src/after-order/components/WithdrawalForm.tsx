import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  orderNumberMaxLength,
  withdrawalFormSchema,
  type WithdrawalForm as Fields,
} from '@kursmarkt/schemas/forms';
import { Alert, Button, SpinnerButton, Stack, Text, TextField } from '@kursmarkt/ui';
import { focusFirstError, useFieldErrorText } from '../../forms/field-errors.ts';
import { afterOrderMessages as m } from '../messages.ts';

export type WithdrawalFormProps = {
  /** The order number filled in at first, e.g. from the cancellation page. @default '' */
  orderNumber?: string;
  /** Sends the withdrawal; a rejection shows the failure and keeps what was typed. */
  onWithdraw: (input: { orderNumber: string; email: string }) => Promise<unknown>;
};

const fields = ['orderNumber', 'email'] as const;
/** The form's rule refuses an order number only when it is missing, an address by its form. */
const problemText = (field: keyof Fields) =>
  field === 'orderNumber' ? m.orderNumberRequired : m.emailInvalid;

/**
 * The withdrawal in two steps (§ 356a BGB): the order number and e-mail address, then the
 * button "Widerruf bestätigen". The answer is the same whether the data match an order or not.
 */
export function WithdrawalForm({ orderNumber = '', onWithdraw }: WithdrawalFormProps) {
  const intl = useIntl();
  const {
    register,
    getValues,
    setFocus,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields>({
    resolver: zodResolver(withdrawalFormSchema),
    defaultValues: { orderNumber, email: '' },
    shouldFocusError: false,
  });
  // What the rule took (trimmed), shown and sent in the confirmation step.
  const [identified, setIdentified] = useState<Fields | null>(null);
  const [step, setStep] = useState<'identify' | 'confirm' | 'received'>('identify');
  const [failed, setFailed] = useState(false);
  const error = useFieldErrorText(errors, problemText);

  const identify = handleSubmit(
    (taken) => {
      setIdentified(taken);
      setStep('confirm');
    },
    (found) => focusFirstError(found, fields, setFocus),
  );

  if (step === 'received') {
    return <Alert tone="success">{intl.formatMessage(m.withdrawReceived)}</Alert>;
  }
  if (step === 'confirm' && identified) {
    return (
      <Stack gap="md">
        <Text as="p">{intl.formatMessage(m.withdrawConfirmIntro, identified)}</Text>
        {failed ? <Alert tone="danger">{intl.formatMessage(m.failed)}</Alert> : null}
        <Stack direction="row" gap="sm">
          <SpinnerButton
            onClick={async () => {
              setFailed(false);
              await onWithdraw(identified);
              setStep('received');
            }}
            onError={() => setFailed(true)}
          >
            {intl.formatMessage(m.withdrawConfirm)}
          </SpinnerButton>
          <Button variant="secondary" onClick={() => setStep('identify')}>
            {intl.formatMessage(m.withdrawBack)}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void identify(event)}>
      <Stack gap="md">
        <Text as="p">{intl.formatMessage(m.withdrawIntro)}</Text>
        <TextField
          id="withdraw-orderNumber"
          label={intl.formatMessage(m.orderNumber)}
          required
          maxLength={orderNumberMaxLength}
          autoComplete="off"
          // The server's page shows a number a link gave; back from the confirmation, what was typed.
          defaultValue={getValues('orderNumber')}
          error={error('orderNumber')}
          {...register('orderNumber')}
        />
        <TextField
          id="withdraw-email"
          type="email"
          label={intl.formatMessage(m.email)}
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={getValues('email')}
          error={error('email')}
          {...register('email')}
        />
        <div>
          <Button type="submit">{intl.formatMessage(m.withdrawNext)}</Button>
        </div>
      </Stack>
    </form>
  );
}

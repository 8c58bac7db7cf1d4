import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, SpinnerButton, Stack, Text, TextField } from '@kursmarkt/ui';
import { afterOrderMessages as m } from '../messages.ts';

export type WithdrawalFormProps = {
  /** The order number filled in at first, e.g. from the cancellation page. @default '' */
  orderNumber?: string;
  /** Sends the withdrawal; a rejection shows the failure and keeps what was typed. */
  onWithdraw: (input: { orderNumber: string; email: string }) => Promise<unknown>;
};

type Fields = { orderNumber: string; email: string };
type Problems = Partial<Record<keyof Fields, MessageDescriptor>>;

function validate(fields: Fields): Problems {
  const problems: Problems = {};
  if (!fields.orderNumber.trim()) problems.orderNumber = m.orderNumberRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) problems.email = m.emailInvalid;
  return problems;
}

/**
 * The withdrawal in two steps (§ 356a BGB): the order number and e-mail address, then the
 * button "Widerruf bestätigen". The answer is the same whether the data match an order or not.
 */
export function WithdrawalForm({ orderNumber = '', onWithdraw }: WithdrawalFormProps) {
  const intl = useIntl();
  const [fields, setFields] = useState<Fields>({ orderNumber, email: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [step, setStep] = useState<'identify' | 'confirm' | 'received'>('identify');
  const [failed, setFailed] = useState(false);
  const error = (field: keyof Fields) =>
    problems[field] ? intl.formatMessage(problems[field]) : undefined;

  const identify = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`withdraw-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setStep('confirm');
  };

  if (step === 'received') {
    return <Alert tone="success">{intl.formatMessage(m.withdrawReceived)}</Alert>;
  }
  if (step === 'confirm') {
    return (
      <Stack gap="md">
        <Text as="p">
          {intl.formatMessage(m.withdrawConfirmIntro, {
            orderNumber: fields.orderNumber.trim(),
            email: fields.email.trim(),
          })}
        </Text>
        {failed ? <Alert tone="danger">{intl.formatMessage(m.failed)}</Alert> : null}
        <Stack direction="row" gap="sm">
          <SpinnerButton
            onClick={async () => {
              setFailed(false);
              await onWithdraw({
                orderNumber: fields.orderNumber.trim(),
                email: fields.email.trim(),
              });
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
    <form noValidate onSubmit={identify}>
      <Stack gap="md">
        <Text as="p">{intl.formatMessage(m.withdrawIntro)}</Text>
        <TextField
          id="withdraw-orderNumber"
          label={intl.formatMessage(m.orderNumber)}
          required
          maxLength={40}
          autoComplete="off"
          value={fields.orderNumber}
          error={error('orderNumber')}
          onChange={(event) => setFields({ ...fields, orderNumber: event.target.value })}
        />
        <TextField
          id="withdraw-email"
          type="email"
          label={intl.formatMessage(m.email)}
          required
          maxLength={254}
          autoComplete="email"
          value={fields.email}
          error={error('email')}
          onChange={(event) => setFields({ ...fields, email: event.target.value })}
        />
        <div>
          <Button type="submit">{intl.formatMessage(m.withdrawNext)}</Button>
        </div>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Alert, Button, Dialog, SpinnerButton, Stack, TextArea } from '@kursmarkt/ui';
import type { FieldError } from '@kursmarkt/schemas';
import { operatorSessionMessages as messages } from './messages.ts';

type Values = { reason: string };

export type OperatorSessionDialogProps = {
  /** The organizer whose data the session opens. */
  organizer: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts the session with the reason; rejects with the server's error when refused. */
  onStart: (reason: string) => Promise<void>;
};

const problemTexts = {
  REQUIRED: messages.reasonRequired,
  TOO_SHORT: messages.reasonTooShort,
  TOO_LONG: messages.reasonTooLong,
} as const;

/**
 * Asks the operator for the reason before a session in one organizer's data starts: the reason
 * goes into the audit trail. A refused reason is said beside the field, in the form's words.
 */
export function OperatorSessionDialog({
  organizer,
  open,
  onOpenChange,
  onStart,
}: OperatorSessionDialogProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { reason: '' } });
  const code = errors.reason?.message;
  const problem = code
    ? (problemTexts[code as keyof typeof problemTexts] ?? messages.reasonInvalid)
    : undefined;

  const submit = handleSubmit(async ({ reason }) => {
    setFailed(false);
    try {
      await onStart(reason.trim());
    } catch (error) {
      const details = (error as { details?: FieldError[] } | null)?.details ?? [];
      const refused = details.find((detail) => detail.path === 'body.reason');
      if (refused)
        setError('reason', { type: 'server', message: refused.code }, { shouldFocus: true });
      else setFailed(true);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.title, { organizer })}
      description={intl.formatMessage(messages.description)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failed && <Alert tone="danger">{intl.formatMessage(messages.failed)}</Alert>}
          <TextArea
            label={intl.formatMessage(messages.reason)}
            help={intl.formatMessage(messages.reasonHelp)}
            error={problem && intl.formatMessage(problem)}
            required
            rows={3}
            {...register('reason', {
              validate: (value) => value.trim() !== '' || 'REQUIRED',
            })}
          />
          <Stack direction="row" gap="sm" justify="end">
            <Dialog.Close>
              <Button type="button" variant="secondary">
                {intl.formatMessage(messages.cancel)}
              </Button>
            </Dialog.Close>
            <SpinnerButton type="submit" loading={isSubmitting}>
              {intl.formatMessage(messages.submit)}
            </SpinnerButton>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}

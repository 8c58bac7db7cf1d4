import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import { Alert, Button, Dialog, Link, SpinnerButton, Stack, Text, TextField } from '@kursmarkt/ui';
import { dashboardMessages as m } from '../messages.ts';

export type DeleteAccountDialogProps = {
  /** The account's e-mail address, which the customer types to confirm. */
  email: string;
  /**
   * Deletes the account with the typed address (DELETE /api/customers/:id); rejects with the
   * server's refusal (`code`, and `details` naming `body.email`).
   */
  onDelete: (email: string) => Promise<void>;
  /** Open at first: when it loads on the first click of Meine Daten's stand-in button. */
  defaultOpen?: boolean;
};

type Outcome = 'openBookings' | 'failed' | null;

/** The address as the server compares it. */
const comparable = (address: string) => address.trim().toLowerCase();

/**
 * "Konto löschen" (ADR 0053): a button that opens a dialog which says what goes and what is kept
 * for the retention period, and asks for the account's e-mail address before the deletion; an
 * open order or a date still to come is said with the way to "Meine Kurse".
 */
export function DeleteAccountDialog({ email, onDelete, defaultOpen }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const remove = handleSubmit(async (fields) => {
    setOutcome(null);
    try {
      await onDelete(fields.email.trim());
    } catch (failure) {
      const refusal = failure as { code?: string; details?: { path: string }[] } | null;
      if (refusal?.details?.some((detail) => detail.path === 'body.email')) {
        setError('email', { type: 'server', message: 'mismatch' }, { shouldFocus: true });
      } else {
        setOutcome(refusal?.code === 'OPEN_BOOKINGS' ? 'openBookings' : 'failed');
      }
    }
  });

  return (
    <Dialog
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          setOutcome(null);
        }
      }}
      title={intl.formatMessage(m.deleteTitle)}
      description={intl.formatMessage(m.deleteDescription)}
      trigger={<Button variant="secondary">{intl.formatMessage(m.deleteOpen)}</Button>}
      footer={
        <>
          <Dialog.Close>
            <Button variant="secondary">{intl.formatMessage(m.deleteCancel)}</Button>
          </Dialog.Close>
          <SpinnerButton type="submit" form={formId} loading={isSubmitting}>
            {intl.formatMessage(m.deleteConfirm)}
          </SpinnerButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void remove(event)}>
        <Stack gap="md">
          <Text>{intl.formatMessage(m.deleteKept)}</Text>
          {outcome === 'openBookings' ? (
            <Alert tone="warning">
              <Stack gap="sm">
                <span>{intl.formatMessage(m.deleteOpenBookings)}</span>
                <div>
                  <Link href={`${dashboardPath}/meine-kurse`}>
                    {intl.formatMessage(m.deleteToMyCourses)}
                  </Link>
                </div>
              </Stack>
            </Alert>
          ) : null}
          {outcome === 'failed' ? (
            <Alert tone="danger">{intl.formatMessage(m.deleteFailed)}</Alert>
          ) : null}
          <TextField
            id={`${formId}-email`}
            type="email"
            autoComplete="off"
            required
            label={intl.formatMessage(m.deleteEmail)}
            help={intl.formatMessage(m.deleteEmailHelp, { email })}
            error={errors.email ? intl.formatMessage(m.deleteEmailMismatch) : undefined}
            {...register('email', {
              validate: (typed) => comparable(typed) === comparable(email) || 'mismatch',
            })}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

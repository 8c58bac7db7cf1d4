import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError } from '@kursmarkt/api';
import type { ParticipantForm } from '@kursmarkt/schemas/forms';
import { Alert, Button, Dialog, Skeleton, SpinnerButton } from '@kursmarkt/ui';
import { dashboardMessages as m } from '../messages.ts';

const SubstituteForm = lazy(() => import('./SubstituteForm.tsx'));

export type SubstituteDialogProps = {
  /** The booked course's name, for the dialog's title. */
  course: string;
  /** Names the substitute (PATCH /api/order/position/{id}); rejects with the request's failure. */
  onSubstitute: (participant: ParticipantForm) => Promise<void>;
};

/** After sending: named, refused because it can no longer change (409), or failed. */
type Outcome = 'named' | 'closed' | 'failed';

/**
 * "Ersatzteilnehmer benennen": a button that opens a dialog with the substitute's name and
 * e-mail address (`SubstituteForm`, loaded when the dialog opens). The new participant gets the
 * ticket, the former one and the organizer a notice; the invoice stays with the customer.
 */
export function SubstituteDialog({ course, onSubstitute }: SubstituteDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const named = outcome === 'named';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOutcome(null);
      }}
      title={intl.formatMessage(m.substituteTitle, { course })}
      description={named ? undefined : intl.formatMessage(m.substituteDescription)}
      trigger={<Button variant="secondary">{intl.formatMessage(m.substituteOpen)}</Button>}
      footer={
        named ? (
          <Dialog.Close>
            <Button>{intl.formatMessage(m.substituteClose)}</Button>
          </Dialog.Close>
        ) : (
          <>
            <Dialog.Close>
              <Button variant="secondary">{intl.formatMessage(m.substituteCancel)}</Button>
            </Dialog.Close>
            <SpinnerButton type="submit" form={formId} loading={sending}>
              {intl.formatMessage(m.substituteSubmit)}
            </SpinnerButton>
          </>
        )
      }
    >
      {named ? (
        <Alert tone="success">{intl.formatMessage(m.substituteNamed)}</Alert>
      ) : (
        <Suspense fallback={<Skeleton height="size.dialog" />}>
          <SubstituteForm
            id={formId}
            notice={
              outcome === 'closed' ? (
                <Alert tone="warning">{intl.formatMessage(m.substituteClosed)}</Alert>
              ) : outcome === 'failed' ? (
                <Alert tone="danger">{intl.formatMessage(m.substituteFailed)}</Alert>
              ) : null
            }
            onSend={async (participant) => {
              setOutcome(null);
              setSending(true);
              try {
                await onSubstitute(participant);
                setOutcome('named');
              } finally {
                setSending(false);
              }
            }}
            onFailure={(failure) =>
              setOutcome(
                failure instanceof ApiRequestError && failure.status === 409 ? 'closed' : 'failed',
              )
            }
          />
        </Suspense>
      )}
    </Dialog>
  );
}

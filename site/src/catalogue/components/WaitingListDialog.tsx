import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWaitingListMutation } from '@kursmarkt/api';
import { Alert, Button, Dialog, Skeleton, SpinnerButton } from '@kursmarkt/ui';
import { outcomeOf, type WaitingListOutcome } from '../logic/waiting-list-outcome.ts';
import { catalogueMessages as m } from '../messages.ts';

const WaitingListForm = lazy(() => import('./WaitingListForm.tsx'));

export type WaitingListDialogProps = {
  /** The fully booked date. */
  scheduleId: number;
  /** The date as the page shows it, for the dialog's title. */
  dates: string;
  /** Called when the dialog closes after the request went on the waiting list (201). */
  onReceived?: () => void;
  /** Called when the dialog closes after a 409: the date's places have changed, reload them. */
  onConflict?: () => void;
};

/**
 * The waiting-list request of a fully booked date (POST /api/orders/waitinglists): a button
 * that opens a dialog with name, e-mail and seats (`WaitingListForm`, loaded when the dialog
 * opens), checked by the shared rule before sending and with the server's field problems shown
 * beside their fields.
 */
export function WaitingListDialog({
  scheduleId,
  dates,
  onReceived,
  onConflict,
}: WaitingListDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const { trigger, isMutating } = useWaitingListMutation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<WaitingListOutcome | null>(null);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setOutcome(null);
    } else if (outcome === 'received') {
      onReceived?.();
    } else if (outcome === 'conflict') {
      onConflict?.();
    }
  }

  const received = outcome === 'received';
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={intl.formatMessage(m.waitingListTitle, { dates })}
      description={received ? undefined : intl.formatMessage(m.waitingListDescription)}
      trigger={<Button variant="secondary">{intl.formatMessage(m.waitingListOpen)}</Button>}
      footer={
        received ? (
          <Dialog.Close>
            <Button>{intl.formatMessage(m.waitingListClose)}</Button>
          </Dialog.Close>
        ) : (
          <>
            <Dialog.Close>
              <Button variant="secondary">{intl.formatMessage(m.waitingListCancel)}</Button>
            </Dialog.Close>
            <SpinnerButton type="submit" form={formId} loading={isMutating}>
              {intl.formatMessage(m.waitingListSubmit)}
            </SpinnerButton>
          </>
        )
      }
    >
      {received ? (
        <Alert tone="success">{intl.formatMessage(m.waitingListSuccess)}</Alert>
      ) : (
        <Suspense fallback={<Skeleton height="size.dialog" />}>
          <WaitingListForm
            id={formId}
            notice={
              outcome === 'conflict' ? (
                <Alert tone="warning">{intl.formatMessage(m.waitingListConflict)}</Alert>
              ) : outcome === 'failed' ? (
                <Alert tone="danger">{intl.formatMessage(m.waitingListFailed)}</Alert>
              ) : null
            }
            onSend={async (fields) => {
              setOutcome(null);
              await trigger({
                scheduleId,
                name: fields.name,
                email: fields.email,
                seats: Number(fields.seats),
                language: intl.locale,
              });
              setOutcome('received');
            }}
            onFailure={(failure) => setOutcome(outcomeOf(failure))}
          />
        </Suspense>
      )}
    </Dialog>
  );
}

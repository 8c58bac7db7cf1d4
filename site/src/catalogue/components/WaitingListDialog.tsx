import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useWaitingListMutation } from '@kursmarkt/api';
import { Alert, Button, Dialog, Select, SpinnerButton, Stack, TextField } from '@kursmarkt/ui';
import {
  emptyWaitingList,
  outcomeOf,
  problemsFromServer,
  seatChoices,
  validateWaitingList,
  type WaitingListField,
  type WaitingListFields,
  type WaitingListOutcome,
  type WaitingListProblems,
} from '../logic/waiting-list.ts';
import { catalogueMessages as m } from '../messages.ts';

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
 * that opens a dialog with name, e-mail and seats, checked as typed rules before sending and
 * with the server's field problems shown beside their fields.
 */
export function WaitingListDialog({
  scheduleId,
  dates,
  onReceived,
  onConflict,
}: WaitingListDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const fieldId = (field: WaitingListField) => `${formId}-${field}`;
  const { trigger, isMutating } = useWaitingListMutation();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<WaitingListFields>(emptyWaitingList);
  const [problems, setProblems] = useState<WaitingListProblems>({});
  const [outcome, setOutcome] = useState<WaitingListOutcome | null>(null);

  const error = (field: WaitingListField) => {
    const problem = problems[field];
    return problem ? intl.formatMessage(problem) : undefined;
  };
  const set = (field: WaitingListField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setProblems({});
      setOutcome(null);
    } else if (outcome === 'received') {
      onReceived?.();
    } else if (outcome === 'conflict') {
      onConflict?.();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isMutating) return;
    const found = validateWaitingList(fields);
    setProblems(found);
    const first = (Object.keys(found) as WaitingListField[])[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setOutcome(null);
    try {
      await trigger({
        scheduleId,
        name: fields.name.trim(),
        email: fields.email.trim(),
        seats: Number(fields.seats),
        language: intl.locale,
      });
      setFields(emptyWaitingList);
      setOutcome('received');
    } catch (failure) {
      const fromServer = problemsFromServer(failure);
      const named = (Object.keys(fromServer) as WaitingListField[])[0];
      if (named) {
        setProblems(fromServer);
        document.getElementById(fieldId(named))?.focus();
        return;
      }
      setOutcome(outcomeOf(failure));
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
        <form id={formId} noValidate onSubmit={submit}>
          <Stack gap="md">
            {outcome === 'conflict' ? (
              <Alert tone="warning">{intl.formatMessage(m.waitingListConflict)}</Alert>
            ) : null}
            {outcome === 'failed' ? (
              <Alert tone="danger">{intl.formatMessage(m.waitingListFailed)}</Alert>
            ) : null}
            <TextField
              id={fieldId('name')}
              label={intl.formatMessage(m.waitingListName)}
              required
              autoComplete="name"
              maxLength={120}
              value={fields.name}
              onChange={(event) => set('name', event.target.value)}
              error={error('name')}
            />
            <TextField
              id={fieldId('email')}
              type="email"
              label={intl.formatMessage(m.waitingListEmail)}
              required
              autoComplete="email"
              maxLength={254}
              value={fields.email}
              onChange={(event) => set('email', event.target.value)}
              error={error('email')}
            />
            <Select
              id={fieldId('seats')}
              label={intl.formatMessage(m.waitingListSeats)}
              required
              options={seatChoices.map((seats) => ({
                value: String(seats),
                label: intl.formatNumber(seats),
              }))}
              value={fields.seats}
              onChange={(event) => set('seats', event.target.value)}
              error={error('seats')}
            />
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { waitingListFormSchema, type WaitingListForm as Fields } from '@kursmarkt/schemas/forms';
import { Select, Stack, TextField } from '@kursmarkt/ui';
import { focusFirstError, showRefusedFields, useFieldErrorText } from '../../forms/field-errors.ts';
import {
  emptyWaitingList,
  seatChoices,
  waitingListFields,
  waitingListProblem,
  type WaitingListField,
} from '../logic/waiting-list.ts';
import { catalogueMessages as m } from '../messages.ts';

export type WaitingListFormProps = {
  /** The form's id, which the dialog's submit button names. */
  id: string;
  /** What the form shows above its fields (the outcome of the last request). */
  notice: ReactNode;
  /** Sends what the rule took; rejects with the request's failure. */
  onSend: (fields: Fields) => Promise<void>;
  /** A failure that names none of the form's fields. */
  onFailure: (failure: unknown) => void;
};

/**
 * The waiting-list dialog's form: name, e-mail and seats, checked by the shared rule
 * (`waitingListFormSchema`) before sending, with the server's field problems shown beside their
 * fields. Loaded when the dialog opens, so that a course page does not load the form library.
 */
export default function WaitingListForm({ id, notice, onSend, onFailure }: WaitingListFormProps) {
  const intl = useIntl();
  const fieldId = (field: WaitingListField) => `${id}-${field}`;
  const {
    register,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(waitingListFormSchema),
    defaultValues: emptyWaitingList,
    shouldFocusError: false,
  });
  const error = useFieldErrorText(errors, waitingListProblem);

  const submit = handleSubmit(
    async (fields) => {
      if (isSubmitting) return;
      try {
        await onSend(fields);
      } catch (failure) {
        if (!showRefusedFields(failure, waitingListFields, setError)) onFailure(failure);
      }
    },
    (found) => focusFirstError(found, waitingListFields, setFocus),
  );

  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {notice}
        <TextField
          id={fieldId('name')}
          label={intl.formatMessage(m.waitingListName)}
          required
          autoComplete="name"
          maxLength={120}
          error={error('name')}
          {...register('name')}
        />
        <TextField
          id={fieldId('email')}
          type="email"
          label={intl.formatMessage(m.waitingListEmail)}
          required
          autoComplete="email"
          maxLength={254}
          error={error('email')}
          {...register('email')}
        />
        <Select
          id={fieldId('seats')}
          label={intl.formatMessage(m.waitingListSeats)}
          required
          options={seatChoices.map((seats) => ({
            value: String(seats),
            label: intl.formatNumber(seats),
          }))}
          error={error('seats')}
          {...register('seats')}
        />
      </Stack>
    </form>
  );
}

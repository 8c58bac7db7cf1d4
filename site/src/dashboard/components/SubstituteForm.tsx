import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from '@kursmarkt/schemas';
import { participantFormSchema, type ParticipantForm } from '@kursmarkt/schemas/forms';
import { Stack } from '@kursmarkt/ui';
import { focusFirstError, showRefusedFields } from '../../forms/field-errors.ts';
import { ParticipantFields, participantFields } from '../../forms/ParticipantFields.tsx';

export type SubstituteFormProps = {
  /** The form's id, which the dialog's submit button names. */
  id: string;
  /** What the form shows above its fields (the outcome of the last request). */
  notice: ReactNode;
  /** Sends what the rule took; rejects with the request's failure. */
  onSend: (participant: ParticipantForm) => Promise<void>;
  /** A failure that names none of the form's fields. */
  onFailure: (failure: unknown) => void;
};

const empty: ParticipantForm = { firstName: '', lastName: '', email: '' };

/** The server names a participant's field as `body.participant.<field>`: the form's `<field>`. */
const asFormFailure = (failure: unknown) => {
  const details = (failure as { details?: FieldError[] } | null)?.details;
  return details
    ? {
        details: details.map((detail) => ({
          ...detail,
          path: detail.path.replace(/^body\.participant\./, 'body.'),
        })),
      }
    : failure;
};

/**
 * The substitute's name and e-mail address, checked by the shared rule
 * (`participantFormSchema`) before sending, with the server's field problems beside their
 * fields. Loaded when the dialog opens, so that Meine Kurse does not load the form library.
 */
export default function SubstituteForm({ id, notice, onSend, onFailure }: SubstituteFormProps) {
  const form = useForm<ParticipantForm>({
    resolver: zodResolver(participantFormSchema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(
    async (participant) => {
      try {
        await onSend(participant);
      } catch (failure) {
        if (!showRefusedFields(asFormFailure(failure), participantFields, form.setError))
          onFailure(failure);
      }
    },
    (found) => focusFirstError(found, participantFields, form.setFocus),
  );
  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {notice}
          <ParticipantFields idPrefix={id} />
        </Stack>
      </form>
    </FormProvider>
  );
}

import { useIntl, type MessageDescriptor } from 'react-intl';
import { get, useFormContext } from 'react-hook-form';
import type { FieldErrorCode } from '@kursmarkt/schemas';
import { TextField } from '@kursmarkt/ui';
import { participantMessages as m } from './messages.ts';

/** The participant's fields, in the form's order. */
export const participantFields = ['firstName', 'lastName', 'email'] as const;
export type ParticipantField = (typeof participantFields)[number];

/** The text for a participant's field refused with `code`, by the form's rule or the server. */
function participantProblem(field: ParticipantField, code: FieldErrorCode): MessageDescriptor {
  if (code === 'UNSTORABLE') return m.unstorable;
  if (field === 'email') return m.emailInvalid;
  return code === 'TOO_LONG' ? m.nameTooLong : m.nameRequired;
}

export type ParticipantFieldsProps = {
  /** Starts each field's id: `<idPrefix>-<field>`. */
  idPrefix: string;
  /** Where the participant lies in the form's values: `''` for the whole form, else `path.`. */
  path?: string;
};

/**
 * The participant of a booked course (`participantFormSchema`): first and last name and e-mail
 * address, in a form of react-hook-form that holds them at `path`. The checkout names one per
 * course; Meine Kurse names a substitute. Not the customer's own names: no autofill.
 */
export function ParticipantFields({ idPrefix, path = '' }: ParticipantFieldsProps) {
  const intl = useIntl();
  const {
    register,
    formState: { errors },
  } = useFormContext<Record<string, unknown>>();
  const error = (field: ParticipantField) => {
    const found = get(errors, `${path}${field}`) as { message?: unknown } | undefined;
    const code = found?.message;
    return typeof code === 'string' && code
      ? intl.formatMessage(participantProblem(field, code as FieldErrorCode))
      : undefined;
  };
  return (
    <>
      {participantFields.map((field) => (
        <TextField
          key={field}
          id={`${idPrefix}-${field}`}
          type={field === 'email' ? 'email' : 'text'}
          label={intl.formatMessage(m[field])}
          required
          autoComplete="off"
          error={error(field)}
          {...register(`${path}${field}`)}
        />
      ))}
    </>
  );
}

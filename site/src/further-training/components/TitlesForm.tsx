import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { get, useFieldArray, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrorCode, SpecialistTitles } from '@kursmarkt/schemas';
import {
  specialistTitleFields,
  specialistTitlesFormSchema,
  specialistTitlesOfForm,
  type SpecialistTitlesForm,
} from '@kursmarkt/schemas/forms';
import { maxSpecialistTitles } from '@kursmarkt/schemas/rules';
import {
  Alert,
  Button,
  Checkbox,
  Heading,
  InlineMessage,
  Select,
  Stack,
  Text,
  TextField,
} from '@kursmarkt/ui';
import { showRefusedFields } from '../../forms/field-errors.ts';
import { statusMessages as m } from '../messages.ts';

type Field = (typeof specialistTitleFields)[number];

/** The text for a title's field refused by the form's rule or the server, by its code. */
function problemText(field: Field, code: FieldErrorCode): MessageDescriptor {
  if (code === 'REQUIRED') return field === 'scopeId' ? m.titleScopeRequired : m.titleRequired;
  if (code === 'TOO_LONG') return m.titleTooLong;
  if (field === 'sinceYear') return m.titleYearFormat;
  if (field === 'scopeId') return m.titleScopeTaken;
  return m.titleRejected;
}

const valuesOf = (saved: SpecialistTitles): SpecialistTitlesForm => ({
  titles: saved.titles.map((title) => ({
    scopeId: String(title.scopeId),
    sinceYear: String(title.sinceYear),
    candidate: title.candidate,
    chamberId: title.chamberId === null ? '' : String(title.chamberId),
    memberNumber: title.memberNumber,
    excusedYears: title.excusedYears,
  })),
  reminders: saved.reminders,
});

const emptyTitle = {
  scopeId: '',
  sinceYear: '',
  candidate: false,
  chamberId: '',
  memberNumber: '',
  excusedYears: [],
};

export type TitlesFormProps = {
  /** The titles as saved. */
  saved: SpecialistTitles;
  /** The specialist scopes (Fachgebiete) to choose from. */
  scopes: readonly { id: number; name: string }[];
  /** The bar chambers to choose from. */
  chambers: readonly { id: number; name: string }[];
  /** Saves the titles; a rejection with the server's field details shows them beside their fields. */
  onSave: (titles: ReturnType<typeof specialistTitlesOfForm>) => Promise<unknown>;
};

/**
 * The customer's specialist titles (at most three): the scope, the year granted (or, as a
 * candidate, the year the specialist course began), the chamber and member number the chamber
 * letter names; and the opt-in for the fourth quarter's reminder. Checked by the shared rule
 * before sending, the server's refusals beside their fields.
 */
export function TitlesForm({ saved, scopes, chambers, onSave }: TitlesFormProps) {
  const intl = useIntl();
  const {
    control,
    register,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SpecialistTitlesForm>({
    resolver: zodResolver(specialistTitlesFormSchema),
    defaultValues: valuesOf(saved),
    shouldFocusError: false,
  });
  const titles = useFieldArray({ control, name: 'titles' });
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const fieldsInOrder = titles.fields.flatMap((_, index) =>
    specialistTitleFields.map((field) => `titles.${index}.${field}` as Path<SpecialistTitlesForm>),
  );
  const error = (index: number, field: Field) => {
    const code = get(errors, `titles.${index}.${field}.message`) as unknown;
    return typeof code === 'string' && code
      ? intl.formatMessage(problemText(field, code as FieldErrorCode))
      : undefined;
  };

  const save = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await onSave(specialistTitlesOfForm(values));
        setOutcome('saved');
      } catch (failure) {
        if (!showRefusedFields(failure, fieldsInOrder, setError)) setOutcome('failed');
      }
    },
    (found) => {
      const first = fieldsInOrder.find((field) => get(found, field) !== undefined);
      if (first) setFocus(first);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <Stack gap="md">
        <Heading level={2} size="md">
          {intl.formatMessage(m.titlesHeading)}
        </Heading>
        <Text tone="secondary">{intl.formatMessage(m.titlesHint)}</Text>
        {titles.fields.map((title, index) => (
          <fieldset key={title.id}>
            <legend>{intl.formatMessage(m.titleLegend, { number: index + 1 })}</legend>
            <Stack gap="sm">
              <Select
                id={`title-${index}-scope`}
                label={intl.formatMessage(m.titleScope)}
                required
                placeholder={intl.formatMessage(m.titleScopeChoose)}
                options={scopes.map((scope) => ({ value: String(scope.id), label: scope.name }))}
                error={error(index, 'scopeId')}
                {...register(`titles.${index}.scopeId`)}
              />
              <TextField
                id={`title-${index}-since`}
                label={intl.formatMessage(m.titleSinceYear)}
                required
                inputMode="numeric"
                autoComplete="off"
                error={error(index, 'sinceYear')}
                {...register(`titles.${index}.sinceYear`)}
              />
              <Checkbox
                id={`title-${index}-candidate`}
                label={intl.formatMessage(m.titleCandidate)}
                {...register(`titles.${index}.candidate`)}
              />
              <Select
                id={`title-${index}-chamber`}
                label={intl.formatMessage(m.titleChamber)}
                options={[
                  { value: '', label: intl.formatMessage(m.titleChamberNone) },
                  ...chambers.map((chamber) => ({
                    value: String(chamber.id),
                    label: chamber.name,
                  })),
                ]}
                error={error(index, 'chamberId')}
                {...register(`titles.${index}.chamberId`)}
              />
              <TextField
                id={`title-${index}-member`}
                label={intl.formatMessage(m.titleMemberNumber)}
                autoComplete="off"
                error={error(index, 'memberNumber')}
                {...register(`titles.${index}.memberNumber`)}
              />
              <div>
                <Button variant="secondary" size="sm" onClick={() => titles.remove(index)}>
                  {intl.formatMessage(m.titleRemove)}
                </Button>
              </div>
            </Stack>
          </fieldset>
        ))}
        {titles.fields.length < maxSpecialistTitles ? (
          <div>
            <Button variant="secondary" onClick={() => titles.append(emptyTitle)}>
              {intl.formatMessage(m.titleAdd)}
            </Button>
          </div>
        ) : null}
        <Checkbox
          id="titles-reminders"
          label={intl.formatMessage(m.titlesReminders)}
          {...register('reminders')}
        />
        {outcome === 'saved' ? (
          <InlineMessage tone="success" id="titles-saved" role="status">
            {intl.formatMessage(m.titlesSaved)}
          </InlineMessage>
        ) : null}
        {outcome === 'failed' ? (
          <Alert tone="danger">{intl.formatMessage(m.titlesSaveFailed)}</Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {intl.formatMessage(m.titlesSave)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

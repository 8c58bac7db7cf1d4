import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { FieldErrorCode, ManualOrder } from '@kursmarkt/schemas';
import {
  manualOrderFormFields as fields,
  manualOrderFormSchema,
  type ManualOrderForm as Fields,
} from '@kursmarkt/schemas/forms';
import { manualOrderFormats, maxEvidenceBytes } from '@kursmarkt/schemas/rules';
import {
  Alert,
  Button,
  DateField,
  InlineMessage,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  token,
} from '@kursmarkt/ui';
import { focusFirstError, showRefusedFields, useFieldErrorText } from '../forms/field-errors.ts';
import { manualOrderMessages as m } from './messages.ts';

const FileInput = styled.input`
  font: inherit;
  color: ${token('color.text.primary')};
`;
const Hash = styled.code`
  overflow-wrap: anywhere;
`;

const evidenceTypes = ['application/pdf', 'image/jpeg', 'image/png'];

const formatTexts = { PRESENT: m.formatPRESENT, ONLINE: m.formatONLINE, SELF: m.formatSELF };

/** The text for a field refused by the form's rule or the server, by its code. */
function problemText(field: (typeof fields)[number], code: FieldErrorCode): MessageDescriptor {
  if (code === 'REQUIRED') {
    return field === 'format' ? m.chooseFormat : field === 'scopeId' ? m.chooseScope : m.required;
  }
  if (code === 'TOO_LONG') return m.tooLong;
  if (field === 'startDate' || field === 'endDate') {
    if (code === 'NOT_AFTER_START') return m.endBeforeStart;
    if (code === 'TOO_LARGE') return m.tooManyDays;
    if (code === 'NOT_ALLOWED') return m.dateRange;
    return m.dateFormat;
  }
  if (field === 'hours') {
    if (code === 'TOO_SMALL') return m.hoursTooSmall;
    if (code === 'TOO_LARGE') return m.hoursTooLarge;
    return m.hoursFormat;
  }
  if (field === 'scopeId') return m.chooseScope;
  if (field === 'format') return m.chooseFormat;
  return m.fieldRejected;
}

/** The text of a certificate the browser's file tells is not one the server takes, or none. */
function fileProblem(file: File | null, required: boolean): MessageDescriptor | null {
  if (!file) return required ? m.fileRequired : null;
  if (file.size > maxEvidenceBytes) return m.fileTooLarge;
  return evidenceTypes.includes(file.type) ? null : m.fileType;
}

/** The server's refusal of the file (`body.file`), as a text. */
function refusedFile(failure: unknown): MessageDescriptor | null {
  const details = (failure as { details?: { path: string; code: string }[] } | null)?.details;
  const code = details?.find((detail) => detail.path === 'body.file')?.code;
  if (code === 'FILE_TOO_LARGE') return m.fileTooLarge;
  if (code === 'FILE_TYPE_NOT_ALLOWED') return m.fileType;
  return code ? m.fileRequired : null;
}

const valuesOf = (order: ManualOrder | undefined): Fields => ({
  organizer: order?.organizer ?? '',
  title: order?.title ?? '',
  startDate: order?.startDate ?? '',
  endDate: order?.endDate ?? '',
  hours: order ? String(order.minutes / 60) : '',
  format: order?.format ?? ('' as Fields['format']),
  scopeId: order ? String(order.scopeId) : '',
});

export type ManualOrderFormProps = {
  /** The course booked elsewhere to change; without it the form enters a new one with its certificate. */
  order?: ManualOrder;
  /** The scopes (Fachgebiete) to choose from. */
  scopes: readonly { id: number; name: string }[];
  /**
   * Saves the fields (and the certificate of a new one); a rejection with the server's field
   * details shows them beside their fields, any other the failure.
   */
  onSave: (fields: Fields, file: File | null) => Promise<unknown>;
};

/**
 * A course booked elsewhere: organizer, title, first and last day, net hours in quarter hours,
 * how it was held, the scope it counts for and, for a new one, the certificate. A stored
 * certificate is shown by its name and SHA-256.
 */
export function ManualOrderForm({ order, scopes, onSave }: ManualOrderFormProps) {
  const intl = useIntl();
  const fileId = useId();
  const fileMessageId = useId();
  const {
    control,
    register,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(manualOrderFormSchema),
    defaultValues: valuesOf(order),
    shouldFocusError: false,
  });
  const error = useFieldErrorText(errors, problemText);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<MessageDescriptor | null>(null);
  const [failed, setFailed] = useState(false);
  const creating = order === undefined;

  const save = handleSubmit(
    async (values) => {
      const problem = fileProblem(file, creating);
      setFileError(problem);
      setFailed(false);
      if (problem) return;
      try {
        await onSave(values, file);
      } catch (failure) {
        const fileRefusal = refusedFile(failure);
        setFileError(fileRefusal);
        if (!showRefusedFields(failure, fields, setError) && !fileRefusal) setFailed(true);
      }
    },
    (found) => {
      setFileError(fileProblem(file, creating));
      focusFirstError(found, fields, setFocus);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <Stack gap="md">
        <TextField
          id="manual-organizer"
          label={intl.formatMessage(m.organizer)}
          required
          autoComplete="organization"
          error={error('organizer')}
          {...register('organizer')}
        />
        <TextField
          id="manual-title"
          label={intl.formatMessage(m.title)}
          required
          autoComplete="off"
          error={error('title')}
          {...register('title')}
        />
        {(['startDate', 'endDate'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DateField
                id={`manual-${name}`}
                label={intl.formatMessage(name === 'startDate' ? m.startDate : m.endDate)}
                help={name === 'endDate' ? intl.formatMessage(m.endDateHelp) : undefined}
                required
                name={field.name}
                ref={field.ref}
                value={field.value || null}
                onValueChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={error(name)}
              />
            )}
          />
        ))}
        <TextField
          id="manual-hours"
          label={intl.formatMessage(m.hours)}
          help={intl.formatMessage(m.hoursHelp)}
          required
          inputMode="decimal"
          autoComplete="off"
          error={error('hours')}
          {...register('hours')}
        />
        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <RadioGroup
              label={intl.formatMessage(m.format)}
              required
              options={manualOrderFormats.map((format) => ({
                value: format,
                label: intl.formatMessage(formatTexts[format]),
              }))}
              value={field.value}
              onValueChange={field.onChange}
              error={error('format')}
            />
          )}
        />
        <Select
          id="manual-scopeId"
          label={intl.formatMessage(m.scope)}
          required
          placeholder={intl.formatMessage(m.scopeChoose)}
          options={scopes.map((scope) => ({ value: String(scope.id), label: scope.name }))}
          error={error('scopeId')}
          {...register('scopeId')}
        />
        {creating ? (
          <Stack gap="xxs">
            <label htmlFor={fileId}>{intl.formatMessage(m.file)}</label>
            <FileInput
              id={fileId}
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileMessageId : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileError(chosen ? fileProblem(chosen, true) : null);
              }}
            />
            {fileError ? (
              <InlineMessage tone="danger" id={fileMessageId}>
                {intl.formatMessage(fileError)}
              </InlineMessage>
            ) : null}
          </Stack>
        ) : (
          <Stack gap="xxs">
            <Text>{intl.formatMessage(m.evidence, { name: order.evidence.originalName })}</Text>
            <Text tone="secondary">
              {intl.formatMessage(m.evidenceHash)} <Hash>{order.evidence.sha256}</Hash>
            </Text>
          </Stack>
        )}
        {failed ? <Alert tone="danger">{intl.formatMessage(m.saveFailed)}</Alert> : null}
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

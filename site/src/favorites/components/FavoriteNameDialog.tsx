import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { favoriteNameFormSchema, type FavoriteNameForm as Fields } from '@kursmarkt/schemas/forms';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  SpinnerButton,
  Stack,
  TextField,
} from '@kursmarkt/ui';
import { showRefusedFields } from '../../forms/field-errors.ts';
import { favoriteMessages as m } from '../messages.ts';

export type FavoriteNameDialogProps = {
  /** The dialog's heading. */
  title: string;
  /** A short text under the heading. */
  description?: string;
  /** The name shown at first (a rename's current name). */
  name?: string;
  /** Offers the alert mails' opt-in too (a new saved search). @default false */
  withAlerts?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves; a rejection with the server's field details shows them beside the field. */
  onSave: (fields: Fields) => Promise<unknown>;
};

/** The accessible dialog that asks a saved search's name (Radix dialog with a form). */
export function FavoriteNameDialog({
  title,
  description,
  name = '',
  withAlerts = false,
  open,
  onOpenChange,
  onSave,
}: FavoriteNameDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(favoriteNameFormSchema),
    values: { name, alerts: false },
  });
  const submit = handleSubmit(async (fields) => {
    setFailed(false);
    try {
      await onSave(fields);
      onOpenChange(false);
    } catch (failure) {
      if (!showRefusedFields(failure, ['name'], setError)) setFailed(true);
    }
  });
  const nameError = errors.name
    ? intl.formatMessage(errors.name.message === 'TOO_LONG' ? m.nameTooLong : m.nameRequired)
    : undefined;
  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{intl.formatMessage(m.cancel)}</Button>
          </DialogClose>
          <SpinnerButton type="submit" form={formId} loading={isSubmitting}>
            {intl.formatMessage(m.submit)}
          </SpinnerButton>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failed ? <Alert tone="danger">{intl.formatMessage(m.saveFailed)}</Alert> : null}
          <TextField
            label={intl.formatMessage(m.name)}
            autoComplete="off"
            error={nameError}
            {...register('name')}
          />
          {withAlerts ? (
            <Checkbox
              label={intl.formatMessage(m.alerts)}
              help={intl.formatMessage(m.alertsHelp)}
              {...register('alerts')}
            />
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}

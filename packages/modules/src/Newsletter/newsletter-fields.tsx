import { Alert, SpinnerButton, Stack, TextField } from '@kursmarkt/ui';
import type { ComponentProps, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';

/** What the field and the button take from the form that drives them. */
export type NewsletterFieldsProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'children'> & {
  /** The e-mail field's props: a stand-in's handlers, or react-hook-form's `register`. */
  field: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;
  /** The text at the field, when the address was refused. */
  fieldError?: ReactNode;
  /** A failure of another kind, shown under the button and tied to it. */
  alert?: { id: string; text: ReactNode };
  /** Shows the button's spinner while the address is sent. */
  sending?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Props for the button beyond its text and type. */
  button?: Pick<ComponentProps<typeof SpinnerButton>, 'onPointerDown'>;
};

/**
 * The sign-up's form as it looks: an e-mail field and a submit button. The stand-in and the form
 * loaded on first use (`newsletter-form.tsx`) render it alike, so the one replaces the other
 * without a shift; this file imports no form library.
 */
export function NewsletterFields({
  field,
  fieldError,
  alert,
  sending = false,
  buttonRef,
  button,
  ...form
}: NewsletterFieldsProps) {
  const intl = useIntl();
  return (
    <form noValidate {...form}>
      <Stack gap="sm">
        <TextField
          type="email"
          autoComplete="email"
          required
          label={intl.formatMessage(messages.emailLabel)}
          error={fieldError}
          {...field}
        />
        <div>
          <SpinnerButton
            type="submit"
            ref={buttonRef}
            loading={sending}
            aria-describedby={alert ? alert.id : undefined}
            {...button}
          >
            {intl.formatMessage(messages.submit)}
          </SpinnerButton>
        </div>
        {alert ? (
          <Alert id={alert.id} tone="danger">
            {alert.text}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

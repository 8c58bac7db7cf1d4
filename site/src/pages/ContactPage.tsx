import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useContactMutation, useContent } from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import { contactFieldLimits, type FieldErrorCode } from '@kursmarkt/schemas';
import { contactFormSchema, type ContactForm } from '@kursmarkt/schemas/forms';
import { Alert, Button, Checkbox, Heading, Link, Stack, TextArea, TextField } from '@kursmarkt/ui';
import { focusFirstError, showRefusedFields, useFieldErrorText } from '../forms/field-errors.ts';
import { useSearchParams } from 'react-router-dom';
import { ContentBody } from './ContentPage.tsx';
import { PageFrame } from './PageFrame.tsx';

type FieldName = keyof ContactForm;
/** The fields in the order of the form. */
const contactFields = ['name', 'email', 'subject', 'message', 'privacyAccepted'] as const;

const empty: ContactForm = {
  name: '',
  email: '',
  subject: '',
  message: '',
  privacyAccepted: false,
};
const fieldProblem: Record<FieldName, MessageDescriptor> = {
  name: shellMessages.contactNameRequired,
  email: shellMessages.contactEmailInvalid,
  subject: shellMessages.contactSubjectRequired,
  message: shellMessages.contactMessageTooShort,
  privacyAccepted: shellMessages.contactPrivacyRequired,
};
/**
 * What a refused field says, by the code the form's rule (`contactFormSchema`) or the server
 * gave (schemas/src/api/content.ts has the server's rules): a missing or short field, an address
 * the check does not take, or a character the server cannot store.
 */
function problemText(field: FieldName, code: FieldErrorCode): MessageDescriptor {
  switch (code) {
    case 'REQUIRED':
    case 'TOO_SHORT':
    case 'NOT_ALLOWED':
      return fieldProblem[field];
    case 'INVALID_FORMAT':
    case 'WRONG_TYPE':
      return field === 'email' ? fieldProblem.email : shellMessages.contactFieldRejected;
    case 'TOO_LONG':
      return shellMessages.contactTooLong;
    case 'UNSTORABLE':
      return shellMessages.contactUnstorable;
    default:
      return shellMessages.contactFieldRejected;
  }
}

function ContactForm() {
  const intl = useIntl();
  const { trigger, isMutating } = useContactMutation();
  // A link may fill in the subject, e.g. the accessibility statement's "report a barrier".
  const [params] = useSearchParams();
  const [defaults] = useState(() => ({
    ...empty,
    subject: (params.get('subject') ?? '').slice(0, contactFieldLimits.subject),
  }));
  const {
    register,
    reset,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const error = useFieldErrorText(errors, problemText);

  const send = handleSubmit(
    async (fields) => {
      try {
        await trigger({ ...fields, privacyAccepted: true });
        reset(empty);
        setOutcome('sent');
      } catch (failure) {
        // The server names bad fields as `body.<field>`; each is shown beside its field.
        setOutcome(showRefusedFields(failure, contactFields, setError) ? null : 'failed');
      }
    },
    (found) => focusFirstError(found, contactFields, setFocus),
  );

  return (
    <form noValidate onSubmit={(event) => void send(event)} aria-labelledby="contact-heading">
      <Stack gap="md">
        <Heading level={2} id="contact-heading">
          {intl.formatMessage(shellMessages.contactTitle)}
        </Heading>
        {outcome === 'sent' ? (
          <Alert tone="success">{intl.formatMessage(shellMessages.contactSuccess)}</Alert>
        ) : null}
        {outcome === 'failed' ? (
          <Alert tone="danger">{intl.formatMessage(shellMessages.contactSendFailed)}</Alert>
        ) : null}
        <TextField
          id="contact-name"
          label={intl.formatMessage(shellMessages.contactName)}
          required
          autoComplete="name"
          maxLength={contactFieldLimits.name}
          error={error('name')}
          {...register('name')}
        />
        <TextField
          id="contact-email"
          type="email"
          label={intl.formatMessage(shellMessages.contactEmail)}
          required
          autoComplete="email"
          maxLength={contactFieldLimits.email}
          error={error('email')}
          {...register('email')}
        />
        <TextField
          id="contact-subject"
          label={intl.formatMessage(shellMessages.contactSubject)}
          required
          maxLength={contactFieldLimits.subject}
          // The server's page shows a subject a link gave before the scripts run.
          defaultValue={defaults.subject}
          error={error('subject')}
          {...register('subject')}
        />
        <TextArea
          id="contact-message"
          label={intl.formatMessage(shellMessages.contactMessage)}
          required
          rows={6}
          maxLength={contactFieldLimits.message}
          error={error('message')}
          {...register('message')}
        />
        <Checkbox
          id="contact-privacyAccepted"
          label={intl.formatMessage(shellMessages.contactPrivacy)}
          help={
            <Link href="/datenschutz">{intl.formatMessage(shellMessages.contactPrivacyLink)}</Link>
          }
          error={error('privacyAccepted')}
          {...register('privacyAccepted')}
        />
        <div>
          <Button type="submit" disabled={isMutating} aria-busy={isMutating}>
            {intl.formatMessage(shellMessages.contactSubmit)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** 'kontakt': the operator's contact text and a working contact form. */
export default function ContactPage() {
  const intl = useIntl();
  const { data } = useContent('kontakt', intl.locale);
  return (
    <PageFrame title={data?.title ?? intl.formatMessage(shellMessages.contactTitle)}>
      <ContentBody contentKey="kontakt" />
      <ContactForm />
    </PageFrame>
  );
}

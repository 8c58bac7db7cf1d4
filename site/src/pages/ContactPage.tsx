import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiRequestError, useContactMutation, useContent } from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import { contactFieldLimits, type FieldErrorCode } from '@kursmarkt/schemas';
import { Alert, Button, Checkbox, Heading, Link, Stack, TextArea, TextField } from '@kursmarkt/ui';
import { useSearchParams } from 'react-router-dom';
import { ContentBody } from './ContentPage.tsx';
import { PageFrame } from './PageFrame.tsx';

type Fields = {
  name: string;
  email: string;
  subject: string;
  message: string;
  privacyAccepted: boolean;
};
type Problems = Partial<Record<keyof Fields, MessageDescriptor>>;

const empty: Fields = { name: '', email: '', subject: '', message: '', privacyAccepted: false };
const fieldProblem: Record<keyof Fields, MessageDescriptor> = {
  name: shellMessages.contactNameRequired,
  email: shellMessages.contactEmailInvalid,
  subject: shellMessages.contactSubjectRequired,
  message: shellMessages.contactMessageTooShort,
  privacyAccepted: shellMessages.contactPrivacyRequired,
};
/**
 * What a field the server refused says, by the code it gave (schemas/src/api/content.ts has the
 * rules): a missing or short field, an address its stricter check does not take, or a
 * character it cannot store.
 */
function serverProblem(field: keyof Fields, code: FieldErrorCode): MessageDescriptor {
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
const isField = (value: string): value is keyof Fields => Object.hasOwn(empty, value);

/** The same rules the server applies (schemas/src/api/content.ts), checked before sending. */
function validateContact(fields: Fields): Problems {
  const problems: Problems = {};
  if (fields.name.trim().length < 2) problems.name = fieldProblem.name;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) problems.email = fieldProblem.email;
  if (fields.subject.trim().length < 3) problems.subject = fieldProblem.subject;
  if (fields.message.trim().length < 10) problems.message = fieldProblem.message;
  if (!fields.privacyAccepted) problems.privacyAccepted = fieldProblem.privacyAccepted;
  return problems;
}

function ContactForm() {
  const intl = useIntl();
  const { trigger, isMutating } = useContactMutation();
  // A link may fill in the subject, e.g. the accessibility statement's "report a barrier".
  const [params] = useSearchParams();
  const [fields, setFields] = useState(() => ({
    ...empty,
    subject: (params.get('subject') ?? '').slice(0, contactFieldLimits.subject),
  }));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const error = (field: keyof Fields) =>
    problems[field] ? intl.formatMessage(problems[field]) : undefined;
  const set = <K extends keyof Fields>(field: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    try {
      await trigger({ ...fields, privacyAccepted: true });
      setFields(empty);
      setOutcome('sent');
    } catch (failure) {
      // The server names bad fields as `body.<field>`; show each beside its field.
      const fromServer: Problems = {};
      if (failure instanceof ApiRequestError) {
        for (const detail of failure.details) {
          const field = detail.path.replace(/^body\./, '');
          if (isField(field)) fromServer[field] = serverProblem(field, detail.code);
        }
      }
      setProblems(fromServer);
      setOutcome(Object.keys(fromServer).length > 0 ? null : 'failed');
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-heading">
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
          value={fields.name}
          onChange={(event) => set('name', event.target.value)}
          error={error('name')}
        />
        <TextField
          id="contact-email"
          type="email"
          label={intl.formatMessage(shellMessages.contactEmail)}
          required
          autoComplete="email"
          maxLength={contactFieldLimits.email}
          value={fields.email}
          onChange={(event) => set('email', event.target.value)}
          error={error('email')}
        />
        <TextField
          id="contact-subject"
          label={intl.formatMessage(shellMessages.contactSubject)}
          required
          maxLength={contactFieldLimits.subject}
          value={fields.subject}
          onChange={(event) => set('subject', event.target.value)}
          error={error('subject')}
        />
        <TextArea
          id="contact-message"
          label={intl.formatMessage(shellMessages.contactMessage)}
          required
          rows={6}
          maxLength={contactFieldLimits.message}
          value={fields.message}
          onChange={(event) => set('message', event.target.value)}
          error={error('message')}
        />
        <Checkbox
          id="contact-privacyAccepted"
          label={intl.formatMessage(shellMessages.contactPrivacy)}
          help={
            <Link href="/datenschutz">{intl.formatMessage(shellMessages.contactPrivacyLink)}</Link>
          }
          checked={fields.privacyAccepted}
          onChange={(event) => set('privacyAccepted', event.target.checked)}
          error={error('privacyAccepted')}
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

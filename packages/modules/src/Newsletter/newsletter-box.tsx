import { ApiRequestError, useNewsletterMutation, type FieldProblem } from '@kursmarkt/api';
import { Alert, Card, Heading, SpinnerButton, Stack, Text, TextField } from '@kursmarkt/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from './messages.ts';
import { Flow } from './Newsletter.styles.ts';

export type NewsletterBoxProps = {
  /** A heading inside the box, e.g. in the footer; the module shows its title above the box. */
  title?: ReactNode;
  /** The outline level of `title`. @default 2 */
  titleLevel?: 2 | 3;
  /** A line below the title, hidden after the sign-up. */
  description?: ReactNode;
};

/** What went wrong with the last submit: the text at the field, or a failure of another kind. */
type Problem = MessageDescriptor | 'unexpected';

/**
 * The text for an address the server refused (422), by the code it gave for `body.email`
 * (schemas/src/api/catalogue.ts has the rule). docs/rules.md, validation asks for a valid address on a
 * 422; that text also stands for a code without a text of its own and for an answer without one.
 */
function refusedAddress(details: readonly FieldProblem[]): MessageDescriptor {
  switch (details.find((detail) => detail.path === 'body.email')?.code) {
    case 'REQUIRED':
      return messages.required;
    case 'TOO_LONG':
      return messages.tooLong;
    case 'UNSTORABLE':
      return messages.unstorable;
    default:
      return messages.invalid;
  }
}

/**
 * The newsletter sign-up (docs/routes-and-screens.md; docs/rules.md, validation; docs/api.md, errors): an e-mail field and a submit button on a
 * raised surface, so its texts and field keep their contrast on any background, the footer's
 * inverse one included. An empty field is refused before any request; the address is sent with
 * PUT /api/newsletter, in the page's language for the confirmation mail. A 422 answer says at the
 * field why the address was refused (`refusedAddress`); any other failure shows an
 * unexpected-error message tied to the button; success replaces the form by the thanks, announced
 * as a status.
 */
export function NewsletterBox({ title, titleLevel = 2, description }: NewsletterBoxProps) {
  const intl = useIntl();
  const titleId = useId();
  const alertId = useId();
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const { trigger, isMutating } = useNewsletterMutation();

  // The form with the focused button goes away: focus moves to the thanks that replace it.
  useEffect(() => {
    if (signedUp) status.current?.focus();
  }, [signedUp]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    const address = email.trim();
    if (!address) {
      setProblem(messages.required);
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await trigger({ email: address, language: intl.locale });
      setSignedUp(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setProblem(refusedAddress(error.details));
        input.current?.focus();
      } else {
        setProblem('unexpected');
      }
    }
  };

  const fieldError = problem && problem !== 'unexpected' ? intl.formatMessage(problem) : undefined;

  return (
    <Card>
      <Card.Body>
        <Flow>
          {title || description ? (
            <Stack gap="xs">
              {title ? (
                <Heading level={titleLevel} size="md" id={titleId}>
                  {title}
                </Heading>
              ) : null}
              {description && !signedUp ? <Text size="sm">{description}</Text> : null}
            </Stack>
          ) : null}
          {signedUp ? null : (
            <form noValidate onSubmit={submit} aria-labelledby={title ? titleId : undefined}>
              <Stack gap="sm">
                <TextField
                  ref={input}
                  // No `name`: a submit before the page is interactive must not put the address
                  // into the URL of a GET.
                  type="email"
                  autoComplete="email"
                  required
                  label={intl.formatMessage(messages.emailLabel)}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (problem) setProblem(null);
                  }}
                  error={fieldError}
                />
                <div>
                  <SpinnerButton
                    type="submit"
                    loading={isMutating}
                    aria-describedby={problem === 'unexpected' ? alertId : undefined}
                  >
                    {intl.formatMessage(messages.submit)}
                  </SpinnerButton>
                </div>
                {problem === 'unexpected' ? (
                  <Alert id={alertId} tone="danger">
                    {intl.formatMessage(messages.unexpected)}
                  </Alert>
                ) : null}
              </Stack>
            </form>
          )}
          {/* Always present, so that the thanks are announced when they appear. */}
          <div role="status" ref={status} tabIndex={signedUp ? -1 : undefined}>
            {signedUp ? (
              <Stack gap="xs">
                <Text weight="bold">{intl.formatMessage(messages.successTitle)}</Text>
                <Text>{intl.formatMessage(messages.successText)}</Text>
              </Stack>
            ) : null}
          </div>
        </Flow>
      </Card.Body>
    </Card>
  );
}

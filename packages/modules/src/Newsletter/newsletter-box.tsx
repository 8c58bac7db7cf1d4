import { Card, Heading, Stack, Text } from '@kursmarkt/ui';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { emptyHandover, type Handover } from './handover.ts';
import { messages } from './messages.ts';
import { NewsletterFields } from './newsletter-fields.tsx';
import { Flow } from './Newsletter.styles.ts';

const loadForm = () => import('./newsletter-form.tsx');
const NewsletterForm = lazy(loadForm);

export type NewsletterBoxProps = {
  /** A heading inside the box, e.g. in the footer; the module shows its title above the box. */
  title?: ReactNode;
  /** The outline level of `title`. @default 2 */
  titleLevel?: 2 | 3;
  /** A line below the title, hidden after the sign-up. */
  description?: ReactNode;
};

type StandInProps = {
  handoverRef: RefObject<Handover>;
  /** Shows the form once loaded; called as the visitor focuses, types or submits. */
  onWant: () => void;
  'aria-labelledby': string | undefined;
};

/**
 * The form as it looks, without the form library: what the server renders and what shows until
 * the visitor reaches for it. Its field has no `name`, so that a submit before the page is
 * interactive does not put the address into the URL of a GET. What was typed, the focus and a
 * submit asked for go to the loaded form through `handoverRef` (docs/decisions/0050-*).
 */
function StandInForm({ handoverRef, onWant, ...form }: StandInProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The stand-in leaves in the commit that shows the loaded form; its cleanup runs while its
  // elements are still in the document, before the form's own layout effect takes over.
  useLayoutEffect(() => {
    const field = input.current;
    const submit = button.current;
    const handover = handoverRef.current;
    return () => {
      if (!field) return;
      const focused = document.activeElement;
      handover.value = field.value;
      handover.focus = focused === field ? 'email' : focused === submit ? 'submit' : null;
    };
  }, [handoverRef]);
  const ask = () => {
    handoverRef.current.submit = true;
    onWant();
  };
  return (
    <NewsletterFields
      {...form}
      // Pointing at the box fetches the form's code; it takes over when the visitor acts.
      onPointerEnter={() => void loadForm()}
      onFocus={onWant}
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
      field={{ ref: input, onChange: onWant }}
      buttonRef={button}
      button={{
        // The press counts: the release may land on the loaded form's button when the code
        // arrives in between, and a release alone submits nothing.
        onPointerDown: (event) => {
          if (event.button === 0) ask();
        },
      }}
    />
  );
}

/**
 * The newsletter sign-up (docs/routes-and-screens.md; docs/rules.md, validation; docs/api.md,
 * errors): an e-mail field and a submit button on a raised surface, so its texts and field keep
 * their contrast on any background, the footer's inverse one included. The form with its rule
 * and the form library (`newsletter-form.tsx`) loads when the visitor points at it and takes over
 * when they focus it, type or submit; a stand-in that looks the same shows until then (docs/decisions/0050-*).
 * Success replaces the form by the thanks, announced as a status.
 */
export function NewsletterBox({ title, titleLevel = 2, description }: NewsletterBoxProps) {
  const intl = useIntl();
  const titleId = useId();
  const status = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover>(emptyHandover());
  const [wanted, setWanted] = useState(false);
  const [signedUp, setSignedUp] = useState(false);

  // The form with the focused button goes away: focus moves to the thanks that replace it.
  useEffect(() => {
    if (signedUp) status.current?.focus();
  }, [signedUp]);

  // A transition keeps the stand-in, with what is typed into it and its focus, while the form
  // loads.
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  const labelledBy = title ? titleId : undefined;
  const standIn = <StandInForm handoverRef={handover} onWant={want} aria-labelledby={labelledBy} />;

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
            <Suspense fallback={standIn}>
              {wanted ? (
                <NewsletterForm
                  handoverRef={handover}
                  aria-labelledby={labelledBy}
                  onSignedUp={() => setSignedUp(true)}
                />
              ) : (
                standIn
              )}
            </Suspense>
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

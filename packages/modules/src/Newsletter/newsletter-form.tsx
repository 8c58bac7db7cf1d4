import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError, useNewsletterMutation, type FieldProblem } from '@kursmarkt/api';
import type { FieldErrorCode } from '@kursmarkt/schemas';
import { newsletterFormSchema, type NewsletterForm as Fields } from '@kursmarkt/schemas/forms';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { emptyHandover, type Handover } from './handover.ts';
import { messages } from './messages.ts';
import { NewsletterFields } from './newsletter-fields.tsx';

/**
 * The text at the field for a refused address, by the code the form rule
 * (`newsletterFormSchema`) or the server's 422 (`body.email`; schemas/src/api/catalogue.ts) gave.
 * docs/rules.md, validation asks for a valid address on a 422; that text also stands for a code
 * without a text of its own and for an answer without one.
 */
function refusedAddress(code: string): MessageDescriptor {
  switch (code as FieldErrorCode) {
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

/** The code the server gave for the address, or INVALID when its 422 names none. */
const serverCode = (details: readonly FieldProblem[]) =>
  details.find((detail) => detail.path === 'body.email')?.code ?? 'INVALID';

export type NewsletterFormProps = {
  /** What the stand-in leaves: the text typed, the focus, a submit asked for. */
  handoverRef: RefObject<Handover>;
  'aria-labelledby': string | undefined;
  /** The address was taken: the box shows its thanks instead of the form. */
  onSignedUp: () => void;
};

/**
 * The newsletter box's form, loaded on first use: the address is checked by the shared rule
 * (`newsletterFormSchema`) before it is sent with PUT /api/newsletter, in the page's language for
 * the confirmation mail. A refusal, the rule's or the server's 422, is said at the field, which
 * gets the focus; any other failure shows an unexpected-error message tied to the button.
 * Changing the address clears both.
 */
export default function NewsletterForm({ handoverRef, onSignedUp, ...form }: NewsletterFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [unexpected, setUnexpected] = useState(false);
  const { trigger } = useNewsletterMutation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await trigger({ email, language: intl.locale });
      onSignedUp();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 422) {
        setError(
          'email',
          { type: 'server', message: serverCode(failure.details) },
          { shouldFocus: true },
        );
      } else {
        setUnexpected(true);
      }
    }
  });

  // Takes over from the stand-in in the commit that replaced it: its text, its focus, and the
  // submit the visitor asked for while the code was loading.
  useLayoutEffect(() => {
    const taken = handoverRef.current;
    handoverRef.current = emptyHandover();
    setValue('email', taken.value);
    if (taken.focus === 'email') input.current?.focus();
    if (taken.focus === 'submit') button.current?.focus();
    if (taken.submit) void submit();
    // Once, as the form mounts: what the stand-in left is taken over a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { ref, ...email } = register('email', {
    onChange: () => {
      clearErrors('email');
      setUnexpected(false);
    },
  });
  const code = errors.email?.message;

  return (
    <NewsletterFields
      {...form}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
      field={{
        ...email,
        ref: (element: HTMLInputElement | null) => {
          ref(element);
          input.current = element;
        },
      }}
      fieldError={code ? intl.formatMessage(refusedAddress(code)) : undefined}
      sending={isSubmitting}
      buttonRef={button}
      alert={
        unexpected ? { id: alertId, text: intl.formatMessage(messages.unexpected) } : undefined
      }
    />
  );
}

import {
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../Field/index.ts';
import { StyledDateInput } from './DateField.styles.ts';
import { messages } from './messages.ts';
import {
  formatGermanDate,
  parseGermanDate,
  type GermanDateRejection,
} from './parse-german-date.ts';

export type DateFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'value' | 'defaultValue' | 'required' | 'min' | 'max'
> & {
  /** The visible name of the field. */
  label: ReactNode;
  /** A hint below the input, read with it by screen readers. */
  help?: ReactNode;
  /**
   * An error from a rule outside the field, e.g. "must not be in the past". While the typed text
   * is no date at all, the field's own format error is shown instead.
   */
  error?: ReactNode;
  /** Shows the required marker and marks the input as required. @default false */
  required?: boolean;
  /** The date as `YYYY-MM-DD`, or `null` for none; makes the field controlled. */
  value?: string | null;
  /** The initial date as `YYYY-MM-DD` when uncontrolled. */
  defaultValue?: string | null;
  /**
   * Called when the user leaves the field or presses Enter: with the date as `YYYY-MM-DD`, or
   * `null` when the field was emptied. Not called for text that is no date.
   */
  onValueChange?: (value: string | null) => void;
  ref?: Ref<HTMLInputElement>;
};

const impossibleDate: readonly GermanDateRejection[] = ['day', 'month'];

/**
 * A date typed as German users write it (`1.3.2027`, `3.2027` or `2027`), shown as `TT.MM.JJJJ`
 * once the user leaves the field, and handed on as an ISO date.
 */
export function DateField({
  label,
  help,
  error,
  required = false,
  disabled = false,
  id,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  onChange,
  onBlur,
  onKeyDown,
  ...rest
}: DateFieldProps) {
  const { formatMessage } = useIntl();
  const [committed, setCommitted] = useState<string | null>(
    value === undefined ? defaultValue : value,
  );
  const [text, setText] = useState(() => formatGermanDate(committed ?? ''));
  const [rejection, setRejection] = useState<GermanDateRejection | null>(null);

  // A controlled value that changes from outside (a reset, a restored search) replaces the text.
  if (value !== undefined && value !== committed) {
    setCommitted(value);
    setText(formatGermanDate(value ?? ''));
    setRejection(null);
  }

  const commit = () => {
    const result = parseGermanDate(text);
    if (!result.ok && result.reason !== 'empty') {
      setRejection(result.reason);
      return;
    }
    const next = result.ok ? result.iso : null;
    setText(result.ok ? result.display : '');
    setRejection(null);
    if (next !== committed) {
      setCommitted(next);
      onValueChange?.(next);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    // Once the text is a date again, the old complaint goes at once rather than on blur.
    if (rejection !== null) {
      const result = parseGermanDate(event.target.value);
      if (result.ok || result.reason === 'empty') setRejection(null);
    }
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    commit();
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter may submit the form before a blur, so the date must be handed on first.
    if (event.key === 'Enter') commit();
    onKeyDown?.(event);
  };

  const ownError =
    rejection === null
      ? null
      : formatMessage(impossibleDate.includes(rejection) ? messages.impossible : messages.invalid);

  return (
    <Field
      label={label}
      help={help}
      error={ownError ?? error}
      required={required}
      disabled={disabled}
      id={id}
    >
      {(control) => (
        <StyledDateInput
          type="text"
          autoComplete="off"
          placeholder={placeholder ?? formatMessage(messages.placeholder)}
          {...rest}
          {...control}
          value={text}
          onChange={handleChange}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
        />
      )}
    </Field>
  );
}

import {
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../Field/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { messages } from './messages.ts';
import { StyledTextArea } from './TextArea.styles.ts';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
  /** The visible name of the field. */
  label: ReactNode;
  /** A hint below the text area, read with it by screen readers. */
  help?: ReactNode;
  /** An error message below the text area; marks it invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the text area as required. @default false */
  required?: boolean;
  /** Visible lines of text before it scrolls. @default 4 */
  rows?: number;
  /** The most characters allowed; also shows a count such as "12 / 500". */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A multi-line text input with label, help and error, and a character count when `maxLength`
 * is set. Controlled with `value` and `onChange`, or uncontrolled with `defaultValue`.
 */
export function TextArea({
  label,
  help,
  error,
  required = false,
  disabled = false,
  id,
  rows = 4,
  maxLength,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextAreaProps) {
  const { formatMessage } = useIntl();
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value === undefined ? uncontrolledLength : String(value).length;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const count = maxLength !== undefined && (
    <>
      <span aria-hidden="true">
        {formatMessage(messages.count, { count: length, max: maxLength })}
      </span>
      <VisuallyHidden>
        {formatMessage(messages.countLabel, { count: length, max: maxLength })}
      </VisuallyHidden>
    </>
  );

  return (
    <Field
      label={label}
      help={help}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      aside={count}
    >
      {(control) => (
        <StyledTextArea
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...rest}
          {...control}
        />
      )}
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/index.ts';
import { StyledInput } from './TextField.styles.ts';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'search';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'required'
> & {
  /** The visible name of the field. */
  label: ReactNode;
  /** A hint below the input, read with it by screen readers. */
  help?: ReactNode;
  /** An error message below the input; marks the input invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the input as required. @default false */
  required?: boolean;
  /** The kind of text, which picks the on-screen keyboard and autofill. @default 'text' */
  type?: TextFieldType;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A single-line text input with label, help and error. Controlled with `value` and `onChange`,
 * or uncontrolled with `defaultValue`.
 */
export function TextField({
  label,
  help,
  error,
  required = false,
  disabled = false,
  id,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} help={help} error={error} required={required} disabled={disabled} id={id}>
      {(control) => <StyledInput type={type} {...rest} {...control} />}
    </Field>
  );
}

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../Field/index.ts';
import { Chevron, SelectFrame, StyledSelect } from './Select.styles.ts';

export type SelectOption = {
  /** What the form receives. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
};

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple' | 'size' | 'required'
> & {
  /** The visible name of the field. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first entry with an empty value, e.g. "Bitte wählen", shown until the user chooses. */
  placeholder?: string;
  /** A hint below the select, read with it by screen readers. */
  help?: ReactNode;
  /** An error message below the select; marks it invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the select as required. @default false */
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A choice from a short list, as the browser's own select: it opens the platform picker on
 * phones and works with every assistive technology. Controlled or uncontrolled like `<select>`.
 */
export function Select({
  label,
  options,
  placeholder,
  help,
  error,
  required = false,
  disabled = false,
  id,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} help={help} error={error} required={required} disabled={disabled} id={id}>
      {(control) => (
        <SelectFrame>
          <StyledSelect {...rest} {...control}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 6l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </Chevron>
        </SelectFrame>
      )}
    </Field>
  );
}

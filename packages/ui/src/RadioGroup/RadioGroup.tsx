import { useId, type ReactNode } from 'react';
import {
  ErrorText,
  Field,
  GroupLabel,
  HelpText,
  Indicator,
  Option,
  OptionLabel,
  Radio,
  RequiredMark,
  Root,
  Segment,
} from './RadioGroup.styles.ts';

export type RadioGroupOption = {
  /** The value reported by `onValueChange` and submitted with a form. */
  value: string;
  /** The option's visible name. */
  label: ReactNode;
  /** A help text under the label; shown in the list appearance only. */
  description?: ReactNode;
  /** Whether the option cannot be chosen. @default false */
  disabled?: boolean;
};

export type RadioGroupAppearance = 'list' | 'segmented';
export type RadioGroupOrientation = 'horizontal' | 'vertical';

export type RadioGroupProps = {
  /** The group's visible name; it is also the group's accessible name. */
  label: ReactNode;
  /** A help text under the label, read out with the group. */
  description?: ReactNode;
  /** The choices, in order. */
  options: readonly RadioGroupOption[];
  /** The chosen value when controlled. */
  value?: string;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** How the options line up; arrow keys follow it. @default 'vertical' for a list, 'horizontal' when segmented */
  orientation?: RadioGroupOrientation;
  /** Whether a choice is needed to submit a form. @default false */
  required?: boolean;
  /** Whether the whole group cannot be changed. @default false */
  disabled?: boolean;
  /** An error text; marks the group invalid and is read out with it. */
  error?: ReactNode;
  /** Classic radio buttons or a segmented control with the same radio semantics. @default 'list' */
  appearance?: RadioGroupAppearance;
  /** Hide the label visually, e.g. where a heading already says it; it still names the group. @default false */
  hideLabel?: boolean;
  /** The form field name. */
  name?: string;
  className?: string;
};

/** A single choice from a few options, as radio buttons or a segmented control. */
export function RadioGroup({
  label,
  description,
  options,
  appearance = 'list',
  orientation = appearance === 'segmented' ? 'horizontal' : 'vertical',
  required = false,
  disabled = false,
  error,
  hideLabel = false,
  className,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <Field className={className}>
      <GroupLabel id={labelId} hidden={hideLabel}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </GroupLabel>
      {description && <HelpText id={descriptionId}>{description}</HelpText>}
      <Root
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-appearance={appearance}
        orientation={orientation}
        required={required}
        disabled={disabled}
        {...rest}
      >
        {options.map((option, index) => {
          if (appearance === 'segmented') {
            return (
              <Segment key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </Segment>
            );
          }
          const optionId = `${id}-option-${index}`;
          const optionDescriptionId = `${optionId}-description`;
          return (
            <Option key={option.value}>
              <Radio
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? optionDescriptionId : undefined}
              >
                <Indicator />
              </Radio>
              <OptionLabel htmlFor={optionId} data-disabled={disabled || option.disabled === true}>
                {option.label}
              </OptionLabel>
              {option.description && (
                <HelpText id={optionDescriptionId}>{option.description}</HelpText>
              )}
            </Option>
          );
        })}
      </Root>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { InlineMessage } from '../InlineMessage/index.ts';
import { Box, Help, Label, Row, Wrapper } from './Checkbox.styles.ts';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The label beside the box; may contain a link, e.g. to the privacy notice. */
  label: ReactNode;
  /** A hint below the label. */
  help?: ReactNode;
  /** An error below the box; marks the box invalid for assistive technology. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A single checkbox with its label, e.g. accepting terms or subscribing to news. */
export function Checkbox({ label, help, error, id, ...rest }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = [help ? helpId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper>
      <Row>
        <Box
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        <Label htmlFor={inputId}>{label}</Label>
      </Row>
      {help ? <Help id={helpId}>{help}</Help> : null}
      {error ? (
        <InlineMessage id={errorId} tone="danger">
          {error}
        </InlineMessage>
      ) : null}
    </Wrapper>
  );
}

import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Aside,
  ErrorIcon,
  ErrorRegion,
  ErrorText,
  Help,
  HelpRow,
  Label,
  RequiredMark,
  StyledField,
} from './Field.styles.ts';
import { messages } from './messages.ts';

/** What a control needs to be named, described and marked by its Field. Spread it on the control. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  disabled: boolean | undefined;
};

/** Ids of the Field's own parts, for controls with a popup that is named by the label. */
export type FieldParts = {
  labelId: string;
};

export type FieldProps = {
  /** The visible name of the control. */
  label: ReactNode;
  /** A hint shown below the control and read with it, e.g. the expected format. */
  help?: ReactNode;
  /** An error message shown below the control; its presence marks the control invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the control as required. @default false */
  required?: boolean;
  /** Disables the control and dims the label. @default false */
  disabled?: boolean;
  /** The control's id; a unique one is generated when left out. */
  id?: string;
  /** Content at the end of the help line, such as a character count; read with the help. */
  aside?: ReactNode;
  /** Renders the control: `(control) => <input {...control} />`. */
  children: (control: FieldControlProps, parts: FieldParts) => ReactNode;
};

/**
 * The frame of every form field: label, control, help and error, wired together by ids so that
 * a screen reader announces the label, the help and the error with the control.
 */
export function Field({
  label,
  help,
  error,
  required = false,
  disabled = false,
  id,
  aside,
  children,
}: FieldProps) {
  const { formatMessage } = useIntl();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const helpId = `${controlId}-help`;
  const asideId = `${controlId}-aside`;
  const errorId = `${controlId}-error`;
  const hasHelp = Boolean(help);
  const hasAside = Boolean(aside);
  const hasError = Boolean(error);

  const describedBy = [hasHelp && helpId, hasAside && asideId, hasError && errorId]
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError || undefined,
    'aria-required': required || undefined,
    disabled: disabled || undefined,
  };

  return (
    <StyledField data-disabled={disabled || undefined}>
      <Label id={labelId} htmlFor={controlId}>
        {label}
        {required && (
          <>
            {' '}
            <RequiredMark aria-hidden="true">*</RequiredMark>
            <VisuallyHidden>{formatMessage(messages.required)}</VisuallyHidden>
          </>
        )}
      </Label>
      {children(control, { labelId })}
      {(hasHelp || hasAside) && (
        <HelpRow>
          {hasHelp && <Help id={helpId}>{help}</Help>}
          {hasAside && <Aside id={asideId}>{aside}</Aside>}
        </HelpRow>
      )}
      {/* Always present, so that an error appearing after blur is announced. */}
      <ErrorRegion aria-live="polite">
        {hasError && (
          <ErrorText id={errorId}>
            <ErrorIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                fillRule="evenodd"
                d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0zM7 3.5h2v6H7zM7 11h2v2H7z"
              />
            </ErrorIcon>
            <span>{error}</span>
          </ErrorText>
        )}
      </ErrorRegion>
    </StyledField>
  );
}

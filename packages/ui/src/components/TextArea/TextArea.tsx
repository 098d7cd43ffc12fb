import type { ReactNode } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { fieldRoot, inputBox } from '../TextField/Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';

export interface TextAreaProps {
  /** The field's name for people, e.g. "Reply". It is the accessible name. */
  label: string;
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  description?: ReactNode;
  /** An inline error; the field keeps what was typed. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  maxLength?: number;
  /** Visible lines before it scrolls; the admin can still resize it. */
  rows?: number;
}

/** Multi-line text input with label, help text and inline error, on react-aria's TextField. */
export function TextArea({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      aria-label={hideLabel ? label : undefined}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldRoot}
    >
      {hideLabel ? null : <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <AriaTextArea rows={rows} placeholder={placeholder} className={inputBox({ multiline: true })} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

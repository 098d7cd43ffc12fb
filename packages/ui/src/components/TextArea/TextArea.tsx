import type { ReactNode } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { fieldRoot, inputBox } from '../TextField/Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';

export interface TextAreaProps {
  /** The field's name for people, e.g. "Reply". It is the accessible name. */
  label: string;
  /** Keep the label for screen readers only, where the layout already says what the field is. */
  hideLabel?: boolean;
  /** The text (controlled): the caller keeps it and updates it from onChange. */
  value?: string;
  /** The starting text when the field keeps its own value (uncontrolled). */
  defaultValue?: string;
  /** Called with the whole text after every change. */
  onChange?: (value: string) => void;
  /** A hint inside the empty field; never a replacement for the label. */
  placeholder?: string;
  /** Help under the field, read as the input's description. */
  description?: ReactNode;
  /** An inline error; the field keeps what was typed. */
  errorMessage?: string;
  /** Marks the label with "*" and the input as required. */
  isRequired?: boolean;
  /** Not editable and not focusable, e.g. while a form saves. */
  isDisabled?: boolean;
  /** Readable and focusable but not editable. */
  isReadOnly?: boolean;
  /** The input's name in a submitted form. */
  name?: string;
  /** The most characters that can be typed. */
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

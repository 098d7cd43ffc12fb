import type { ReactNode, Ref } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { fieldRoot, inputBox } from './Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';

export interface TextFieldProps {
  /** The field's name for people, e.g. "Email". It is the accessible name. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  type?: 'text' | 'email' | 'url' | 'password' | 'tel';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Help text under the field, e.g. "Used as the sender of notification emails." */
  description?: ReactNode;
  /**
   * An inline error, e.g. "Please enter a valid email address". The field keeps what was typed,
   * so the admin corrects it instead of typing it again.
   */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  autoComplete?: string;
  maxLength?: number;
  size?: 'standard' | 'small';
  inputRef?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, help text and inline error, on react-aria's TextField. */
export function TextField({
  label,
  hideLabel = false,
  type = 'text',
  description,
  errorMessage,
  placeholder,
  size,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      type={type}
      aria-label={hideLabel ? label : undefined}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldRoot}
    >
      {hideLabel ? null : <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input ref={inputRef} placeholder={placeholder} className={inputBox({ size })} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { fieldDescription, fieldError, fieldLabel } from './Field.css';
import { RequiredMark } from './NativeFieldParts';

export interface FieldLabelProps {
  /** The label's text, e.g. "Email". */
  children: ReactNode;
  /** Add the "*" of a required field (hidden from screen readers, which hear "required" from the input). */
  isRequired?: boolean;
}

/** The visible label of a field; react-aria ties it to the input. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <Label className={fieldLabel}>
      {children}
      <RequiredMark isRequired={isRequired} />
    </Label>
  );
}

export interface FieldDescriptionProps {
  /** The help text, e.g. "Used as the sender of notification emails." */
  children: ReactNode;
}

/** Help text under a field, read as the input's description. */
export function FieldDescription({ children }: FieldDescriptionProps) {
  return (
    <Text slot="description" className={fieldDescription}>
      {children}
    </Text>
  );
}

export interface FieldErrorTextProps {
  /** The error in words; without it, the browser's own validation message of the input. */
  children?: ReactNode;
}

/** The inline error of an invalid field, read as part of the input's description. */
export function FieldErrorText({ children }: FieldErrorTextProps) {
  return <FieldError className={fieldError}>{children}</FieldError>;
}

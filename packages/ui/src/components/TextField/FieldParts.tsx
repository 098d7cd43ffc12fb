import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { fieldDescription, fieldError, fieldLabel, requiredMark } from './Field.css';

/** The visible label of a field; react-aria ties it to the input. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={fieldLabel}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a field, read as the input's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={fieldDescription}>
      {children}
    </Text>
  );
}

/** The inline error of an invalid field, read as part of the input's description. */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className={fieldError}>{children}</FieldError>;
}

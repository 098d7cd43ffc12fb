import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { NumberField as AriaNumberField, Button, Group, Input } from 'react-aria-components';
import { fieldRoot } from '../TextField/Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';
import { group, input, stepper, stepperIcon } from './NumberField.css';

export interface NumberFieldProps {
  /** The field's name for people, e.g. "Discount (%)". It is the accessible name. */
  label: string;
  hideLabel?: boolean;
  /** The number, or `null` when the field is empty (an empty field is a valid state, e.g. no discount yet). */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  /** Arrow keys and the steppers move by this much; typed values snap to it, e.g. 0.01 for money. */
  step?: number;
  /** Intl.NumberFormat options, e.g. `{ maximumFractionDigits: 2 }`. */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  /** Show − and + buttons beside the input. */
  showStepper?: boolean;
}

const fromAria = (value: number): number | null => (Number.isNaN(value) ? null : value);
// react-aria's NumberField uses NaN for "empty".
const toAria = (value: number | null | undefined): number | undefined =>
  value === undefined ? undefined : value === null ? Number.NaN : value;

/**
 * A locale-aware number input on react-aria's NumberField: arrow keys step, min/max are enforced
 * on blur, and clearing the field yields `null`.
 */
export function NumberField({
  label,
  hideLabel = false,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  placeholder,
  showStepper = false,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={(next) => onChange?.(fromAria(next))}
      aria-label={hideLabel ? label : undefined}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldRoot}
    >
      {hideLabel ? null : <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={group}>
        <Input placeholder={placeholder} className={input} />
        {showStepper ? (
          <>
            <Button slot="decrement" className={stepper}>
              <Minus aria-hidden="true" className={stepperIcon} />
            </Button>
            <Button slot="increment" className={stepper}>
              <Plus aria-hidden="true" className={stepperIcon} />
            </Button>
          </>
        ) : null}
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaNumberField>
  );
}

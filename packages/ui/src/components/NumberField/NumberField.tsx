import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { NumberField as AriaNumberField, Button, Group, Input } from 'react-aria-components';
import { fieldRoot } from '../TextField/Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';
import { group, input, stepper, stepperIcon } from './NumberField.css';

export interface NumberFieldProps {
  /** The field's name for people, e.g. "Discount (%)". It is the accessible name. */
  label: string;
  /** Keep the label for screen readers only, where the layout already says what the field is. */
  hideLabel?: boolean;
  /** The number, or `null` when the field is empty (an empty field is a valid state, e.g. no discount yet). */
  value?: number | null;
  /** The starting number when the field keeps its own value (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the new number, or `null` when the field was emptied. */
  onChange?: (value: number | null) => void;
  /** The lowest number allowed; typed values below it are raised to it. */
  minValue?: number;
  /** The highest number allowed; typed values above it are lowered to it. */
  maxValue?: number;
  /** Arrow keys and the steppers move by this much; typed values snap to it, e.g. 0.01 for money. */
  step?: number;
  /** Intl.NumberFormat options, e.g. `{ maximumFractionDigits: 2 }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** A hint inside the empty field; never a replacement for the label. */
  placeholder?: string;
  /** Help under the field, e.g. the allowed range. */
  description?: ReactNode;
  /** The field's problem in words; the field is marked invalid while it is set. */
  errorMessage?: string;
  /** Marks the label with "*" and the input as required. */
  isRequired?: boolean;
  /** Not editable and not focusable, e.g. while a form saves. */
  isDisabled?: boolean;
  /** Readable and focusable but not editable. */
  isReadOnly?: boolean;
  /** The input's name in a submitted form. */
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

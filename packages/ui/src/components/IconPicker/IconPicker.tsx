import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { fieldRoot } from '../TextField/Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';
import { grid, option, optionIcon, optionLabel } from './IconPicker.css';

export interface IconPickerOption {
  /** The value stored when this icon is chosen, e.g. "BookOpen". */
  value: string;
  /** The icon's name for people, shown under it and read by screen readers. */
  label: string;
  /** The icon itself (a lucide-react element). */
  icon: ReactNode;
}

export interface IconPickerProps {
  /** The field's name for people, e.g. "Icon". */
  label: string;
  /** The icons offered, in order. */
  options: readonly IconPickerOption[];
  /** The chosen icon's value (controlled); null or "" when none is chosen yet. */
  value?: string | null;
  /** Called with the value of the icon chosen. */
  onChange?: (value: string) => void;
  /** Help under the field. */
  description?: ReactNode;
  /** An inline error under the icons. */
  errorMessage?: string;
  /** Marks the label with "*" and the group as required. */
  isRequired?: boolean;
  /** Not changeable, e.g. while a form saves. */
  isDisabled?: boolean;
}

/**
 * One icon out of a set, each shown as itself with its name under it: a radio group (arrow keys
 * move the choice, Tab leaves the group) on react-aria's RadioGroup, so the choice is read as
 * "BookOpen, radio button, 2 of 14".
 */
export function IconPicker({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
}: IconPickerProps) {
  return (
    <RadioGroup
      className={fieldRoot}
      value={value || null}
      onChange={onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      orientation="horizontal"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={grid}>
        {options.map((item) => (
          <Radio key={item.value} value={item.value} className={option}>
            <span aria-hidden="true" className={optionIcon}>
              {item.icon}
            </span>
            <span className={optionLabel}>{item.label}</span>
          </Radio>
        ))}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroup>
  );
}

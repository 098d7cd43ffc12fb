import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { fieldRoot, inputBox } from '../TextField/Field.css';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';
import {
  checkIcon,
  chevron,
  listBox,
  option,
  optionIcon,
  optionLabel,
  popover,
  trigger,
  value as valueClass,
} from './Select.css';

export interface SelectOption<Value extends string = string> {
  /** The value handed to `onChange`, e.g. "active" or "all" for an "All Status" option. */
  value: Value;
  /** What the admin reads, e.g. "All Status". */
  label: string;
  /** A small decorative mark before the label (a colour swatch, an icon), in the list and the closed picker; the label still says it all. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

/**
 * `Value` is the union of the option values, inferred from `options` alone (`NoInfer` elsewhere),
 * so a value outside the options does not typecheck and `onChange` hands a screen its own union
 * (e.g. a status filter) rather than a string it must cast.
 */
export interface SelectProps<Value extends string = string> {
  /** The field's name for people, e.g. "Status". Always required: it is the accessible name. */
  label: string;
  /** Keep the label for screen readers only (filter bars, page-size pickers). */
  hideLabel?: boolean;
  /** The choices in order. An "All ..." choice is an ordinary option, usually first. */
  options: ReadonlyArray<SelectOption<Value>>;
  /** The selected value (controlled). */
  value?: NoInfer<Value> | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: NoInfer<Value> | null;
  onChange?: (value: NoInfer<Value>) => void;
  placeholder?: string;
  description?: ReactNode;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  size?: 'standard' | 'small';
  /**
   * What the closed picker shows for the chosen option, when the option's own label would not say
   * what is being picked: a filter shows "Status: Active" rather than "Active". The option's
   * label unless given.
   */
  valueLabel?: (option: SelectOption<NoInfer<Value>>) => string;
}

/**
 * A single-choice picker on react-aria's Select: opens with Enter, Space or the arrow keys, moves
 * with the arrows and type-ahead, chooses with Enter, and closes with Escape.
 */
export function Select<Value extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select…',
  description,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  size,
  valueLabel,
}: SelectProps<Value>) {
  return (
    <AriaSelect
      className={fieldRoot}
      aria-label={hideLabel ? label : undefined}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => {
        // The keys are the option values; looking the option up keeps the value's type.
        const chosen = options.find((item) => item.value === key);
        if (chosen) onChange?.(chosen.value);
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
    >
      {hideLabel ? null : <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Button className={`${inputBox({ size })} ${trigger}`}>
        <SelectValue className={valueClass}>
          {({ selectedItems, selectedText, isPlaceholder }) => {
            const chosen = selectedItems[0] as SelectOption<Value> | null | undefined;
            if (isPlaceholder || !chosen) return placeholder;
            const text = valueLabel ? valueLabel(chosen) : selectedText;
            return chosen.icon ? (
              <span className={optionLabel}>
                <span aria-hidden="true" className={optionIcon}>
                  {chosen.icon}
                </span>
                {text}
              </span>
            ) : (
              text
            );
          }}
        </SelectValue>
        <ChevronDown aria-hidden="true" className={chevron} />
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={popover} offset={4}>
        <ListBox className={listBox} items={options.map((item) => ({ id: item.value, ...item }))}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={option}>
              {({ isSelected }) => (
                <>
                  <span className={optionLabel}>
                    {item.icon ? (
                      <span aria-hidden="true" className={optionIcon}>
                        {item.icon}
                      </span>
                    ) : null}
                    {item.label}
                  </span>
                  {isSelected ? <Check aria-hidden="true" className={checkIcon} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

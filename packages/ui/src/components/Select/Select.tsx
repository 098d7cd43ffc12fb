import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { mergeProps, useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { lazyPart } from '../../lazyPart';
import { PressButton } from '../Button/PressButton';
import { fieldLabel, fieldRoot, inputBox } from '../TextField/Field.css';
import { NativeFieldTexts, RequiredMark, useNativeFieldIds } from '../TextField/NativeFieldParts';
import { chevron, optionIcon, optionLabel, trigger, value as valueClass } from './Select.css';
import { useTypeAhead } from './useTypeAhead';

// The list (react-aria's popover, listbox and focus containment) loads when the pointer or focus
// reaches the picker, or on the first press: a filter bar carries none of it until then.
export const SelectPopover = lazyPart(() => import('./SelectPopover').then((module) => module.SelectPopover));

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
 * A single-choice picker with react-aria's behaviour: it opens with a press, Enter, Space or the
 * arrow keys, the list moves with the arrows and type-ahead, Enter chooses and Escape closes;
 * typing on the closed picker chooses the next option starting with the letters typed.
 * The closed picker is a button naming the field and its value; the list's code (SelectPopover)
 * loads on the way to the first opening.
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
  isDisabled = false,
  isRequired,
  name,
  size,
  valueLabel,
}: SelectProps<Value>) {
  const ids = useNativeFieldIds(description, errorMessage);
  const valueId = `${ids.id}-value`;
  const listId = `${ids.id}-list`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [uncontrolled, setUncontrolled] = useState<Value | null>(defaultValue ?? null);
  const selected = value !== undefined ? value : uncontrolled;
  const chosen = options.find((item) => item.value === selected) ?? null;
  const choose = (next: Value) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== selected) onChange?.(next);
  };
  const state = useMenuTriggerState({});
  const { menuTriggerProps } = useMenuTrigger({ type: 'listbox', isDisabled }, state, triggerRef);
  const typeAhead = useTypeAhead(options, selected, choose);

  const text = chosen ? (valueLabel ? valueLabel(chosen) : chosen.label) : placeholder;
  return (
    <div className={fieldRoot} data-disabled={isDisabled || undefined}>
      {hideLabel ? null : (
        // Tied to the picker, whose name it gives; a press on it moves focus to the picker without
        // opening it, as react-aria's Select label does (a label's default would press the button).
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: a label's press, as on any label.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the picker itself.
        <label
          id={ids.labelId}
          htmlFor={menuTriggerProps.id}
          className={fieldLabel}
          onClick={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          {label}
          <RequiredMark isRequired={isRequired} />
        </label>
      )}
      <PressButton
        {...mergeProps(menuTriggerProps, {
          onKeyDown: (event: KeyboardEvent) => {
            if (!state.isOpen) typeAhead(event);
          },
        })}
        id={menuTriggerProps.id}
        ref={triggerRef}
        isDisabled={isDisabled}
        aria-label={hideLabel ? label : undefined}
        aria-labelledby={hideLabel ? `${menuTriggerProps.id} ${valueId}` : `${ids.labelId} ${valueId}`}
        aria-describedby={ids.describedBy}
        aria-controls={state.isOpen ? listId : undefined}
        className={`${inputBox({ size })} ${trigger}`}
        data-invalid={errorMessage ? true : undefined}
        data-open={state.isOpen || undefined}
        onHoverStart={SelectPopover.preload}
        onFocus={SelectPopover.preload}
      >
        <span id={valueId} className={valueClass} data-placeholder={chosen ? undefined : true}>
          {chosen?.icon ? (
            <span className={optionLabel}>
              <span aria-hidden="true" className={optionIcon}>
                {chosen.icon}
              </span>
              {text}
            </span>
          ) : (
            text
          )}
        </span>
        <ChevronDown aria-hidden="true" className={chevron} />
      </PressButton>
      {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
      <NativeFieldTexts ids={ids} description={description} errorMessage={errorMessage} />
      {state.isOpen ? (
        <SelectPopover
          state={state}
          triggerRef={triggerRef}
          id={listId}
          labelledBy={hideLabel ? (menuTriggerProps.id ?? listId) : ids.labelId}
          focusStrategy={state.focusStrategy ?? true}
          options={options}
          selected={selected}
          onChoose={(next) => choose(next as Value)}
        />
      ) : null}
    </div>
  );
}

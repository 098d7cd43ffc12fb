import { Check, Minus } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { visuallyHidden } from '../VisuallyHidden';
import { box, checkbox, descriptionText, labelText, mark, withDescription } from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label. Without one, pass `aria-label` (e.g. "Select row" in a table). */
  children?: ReactNode;
  /** A muted line under the label saying what checking it means, read as the checkbox's description. */
  description?: ReactNode;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Whether it is checked (controlled). */
  isSelected?: boolean;
  /** Whether it starts checked (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state when the admin checks or unchecks it. */
  onChange?: (isSelected: boolean) => void;
  /** Neither checked nor unchecked: a "select all" over a partial selection. Shown as a dash. */
  isIndeterminate?: boolean;
  /** It cannot be changed, and says so. */
  isDisabled?: boolean;
  /** Marked invalid (a red box), for a required choice not made. */
  isInvalid?: boolean;
  /** The input's name in a form. */
  name?: string;
}

/**
 * A checkbox: a real `<input type="checkbox">` (Space toggles it, forms and screen readers know
 * it, the indeterminate state included) under a drawn box, with react-aria's hover and
 * focus-ring states as the other controls have them.
 */
export function Checkbox({
  children,
  description,
  'aria-label': ariaLabel,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled = false,
  isInvalid = false,
  name,
}: CheckboxProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const checked = isSelected ?? uncontrolled;
  const inputRef = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property of the element, not an attribute React can set.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const textId = useId();
  const descriptionId = `${textId}-description`;
  return (
    <label
      {...hoverProps}
      className={description ? `${checkbox} ${withDescription}` : checkbox}
      data-selected={checked || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <input
        {...mergeProps(focusProps, {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (isSelected === undefined) setUncontrolled(event.target.checked);
            onChange?.(event.target.checked);
          },
        })}
        ref={inputRef}
        type="checkbox"
        className={visuallyHidden}
        checked={checked}
        disabled={isDisabled}
        aria-label={ariaLabel}
        // The label wraps the description too: the name is the label's own text only.
        aria-labelledby={description && !ariaLabel ? textId : undefined}
        aria-describedby={description ? descriptionId : undefined}
        aria-invalid={isInvalid || undefined}
        name={name}
      />
      <span aria-hidden="true" className={box}>
        {isIndeterminate ? <Minus className={mark} /> : checked ? <Check className={mark} /> : null}
      </span>
      {description ? (
        <span className={labelText}>
          <span id={textId}>{children}</span>
          <span id={descriptionId} className={descriptionText}>
            {description}
          </span>
        </span>
      ) : (
        children
      )}
    </label>
  );
}

import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { box, checkbox, mark } from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label. Without one, pass `aria-label` (e.g. "Select row" in a table). */
  children?: ReactNode;
}

/** A checkbox on react-aria's Checkbox: a real input, Space toggles it, supports the indeterminate state. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span aria-hidden="true" className={box}>
            {isIndeterminate ? <Minus className={mark} /> : isSelected ? <Check className={mark} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

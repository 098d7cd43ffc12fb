import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useObjectRef } from 'react-aria';
import { PressButton, type PressButtonProps } from '../Button/PressButton';
import { useLazyTooltip } from '../Tooltip/useLazyTooltip';
import { type IconButtonVariants, icon, iconButton, spinning } from './IconButton.css';

export interface IconButtonProps
  extends Omit<PressButtonProps, 'className' | 'children' | 'aria-label' | 'domProps'>,
    IconButtonVariants {
  /** The icon (lucide-react element). It is decoration: the accessible name is `label`. */
  icon: ReactNode;
  /** The accessible name, e.g. "Edit user" or "Close". Required: an icon alone names nothing. */
  label: string;
  /** Also show `label` as a tooltip on hover and keyboard focus. */
  showTooltip?: boolean;
  /**
   * A request started by this button is running: a spinner replaces the icon, the button is
   * busy for assistive technology and ignores presses, and it keeps focus (as Button does).
   */
  isPending?: boolean;
}

/** A button that shows only an icon, named for assistive technology by its required `label`. */
export function IconButton({
  icon: iconElement,
  label,
  showTooltip = false,
  isPending = false,
  variant,
  tone,
  size,
  type = 'button',
  ref,
  ...props
}: IconButtonProps) {
  const buttonRef = useObjectRef(ref);
  // react-aria's tooltip behaviour on the button; the bubble's code loads when one first opens.
  const { triggerProps, bubble } = useLazyTooltip(
    { text: label, delay: 500, isDisabled: !showTooltip },
    buttonRef,
  );
  return (
    <>
      <PressButton
        {...props}
        // The tooltip's hover and focus handlers join the button's own.
        domProps={showTooltip ? triggerProps : undefined}
        isPending={isPending}
        ref={buttonRef}
        type={type}
        aria-label={label}
        className={iconButton({ variant, tone, size })}
      >
        <span aria-hidden="true" className={icon}>
          {isPending ? <LoaderCircle className={spinning} /> : iconElement}
        </span>
      </PressButton>
      {bubble}
    </>
  );
}

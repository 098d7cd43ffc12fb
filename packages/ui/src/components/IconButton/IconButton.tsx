import { LoaderCircle } from 'lucide-react';
import { type ReactNode, type Ref, useRef } from 'react';
import { mergeProps, mergeRefs } from 'react-aria';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { pendingAttributes, withoutPressHandlers } from '../Button/pending';
import { useLazyTooltip } from '../Tooltip/useLazyTooltip';
import { type IconButtonVariants, icon, iconButton, spinning } from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'>,
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
  ref?: Ref<HTMLButtonElement>;
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  // react-aria's tooltip behaviour on the button; the bubble's code loads when one first opens.
  const { triggerProps, bubble } = useLazyTooltip(
    { text: label, delay: 500, isDisabled: !showTooltip },
    buttonRef,
  );
  return (
    <>
      <AriaButton
        {...(isPending ? withoutPressHandlers(props) : props)}
        ref={mergeRefs(ref, buttonRef)}
        type={type}
        aria-label={label}
        className={iconButton({ variant, tone, size })}
        render={(domProps) => (
          <button
            {...(showTooltip ? mergeProps(domProps, triggerProps) : domProps)}
            {...pendingAttributes(isPending, domProps)}
          />
        )}
      >
        <span aria-hidden="true" className={icon}>
          {isPending ? <LoaderCircle className={spinning} /> : iconElement}
        </span>
      </AriaButton>
      {bubble}
    </>
  );
}

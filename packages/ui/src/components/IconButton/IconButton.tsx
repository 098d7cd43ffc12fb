import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { pendingAttributes, withoutPressHandlers } from '../Button/pending';
import { type IconButtonVariants, icon, iconButton, spinning, tooltip } from './IconButton.css';

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
  const button = (
    <AriaButton
      {...(isPending ? withoutPressHandlers(props) : props)}
      ref={ref}
      type={type}
      aria-label={label}
      className={iconButton({ variant, tone, size })}
      render={(domProps) => <button {...domProps} {...pendingAttributes(isPending, domProps)} />}
    >
      <span aria-hidden="true" className={icon}>
        {isPending ? <LoaderCircle className={spinning} /> : iconElement}
      </span>
    </AriaButton>
  );
  if (!showTooltip) return button;
  return (
    <TooltipTrigger delay={500}>
      {button}
      <Tooltip className={tooltip} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

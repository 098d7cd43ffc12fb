import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { type IconButtonVariants, icon, iconButton, tooltip } from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'>,
    IconButtonVariants {
  /** The icon (lucide-react element). It is decoration: the accessible name is `label`. */
  icon: ReactNode;
  /** The accessible name, e.g. "Edit user" or "Close". Required: an icon alone names nothing. */
  label: string;
  /** Also show `label` as a tooltip on hover and keyboard focus. */
  showTooltip?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows only an icon, named for assistive technology by its required `label`. */
export function IconButton({
  icon: iconElement,
  label,
  showTooltip = false,
  variant,
  tone,
  size,
  type = 'button',
  ref,
  ...props
}: IconButtonProps) {
  const button = (
    <AriaButton
      {...props}
      ref={ref}
      type={type}
      aria-label={label}
      className={iconButton({ variant, tone, size })}
    >
      <span aria-hidden="true" className={icon}>
        {iconElement}
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

import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonVariants, button, buttonIcon, pendingIcon } from './Button.css';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>,
    ButtonVariants {
  children: ReactNode;
  /** An icon (lucide-react element) shown before the label. */
  icon?: ReactNode;
  /**
   * The label while `isPending` is true, e.g. "Creating..." or "Saving...". The spec's busy labels
   * replace the button text while a request runs (platform spec §2.8).
   */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A press target built on react-aria's Button: keyboard, pointer and touch behave alike, and a
 * pending button keeps focus, ignores presses and is announced busy.
 */
export function Button({
  children,
  icon,
  pendingLabel,
  isPending = false,
  variant,
  tone,
  size,
  fullWidth,
  type = 'button',
  ref,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      type={type}
      isPending={isPending}
      className={button({ variant, tone, size, fullWidth })}
      // react-aria's Button drops aria-busy; a pending button is busy for assistive technology.
      render={(domProps) => <button {...domProps} aria-busy={isPending || undefined} />}
    >
      {isPending ? (
        <LoaderCircle aria-hidden="true" className={pendingIcon} />
      ) : icon ? (
        <span aria-hidden="true" className={buttonIcon}>
          {icon}
        </span>
      ) : null}
      <span>{isPending && pendingLabel ? pendingLabel : children}</span>
    </AriaButton>
  );
}

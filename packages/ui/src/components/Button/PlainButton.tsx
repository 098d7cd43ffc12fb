import { LoaderCircle } from 'lucide-react';
import type { MouseEventHandler, ReactNode } from 'react';
import { visuallyHidden } from '../VisuallyHidden';
import { type ButtonVariants, button, buttonIcon, pendingIcon } from './Button.css';

export interface PlainButtonProps extends ButtonVariants {
  /** The label: a verb saying what happens, e.g. "Sign in". */
  children: ReactNode;
  /** `submit` for a form's main action; `button` unless given. */
  type?: 'button' | 'submit';
  /** Called on a press (pointer, Enter or Space), except while pending. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** An icon (lucide-react element) shown before the label. */
  icon?: ReactNode;
  /** Busy: the label becomes `pendingLabel`, a spinner turns, presses do nothing. */
  isPending?: boolean;
  /** The label while `isPending` is true, e.g. "Signing in...". */
  pendingLabel?: string;
  /** `solid` (default) for the main action, `soft` for secondary ones, `ghost` for the quietest. */
  variant?: ButtonVariants['variant'];
  /** `brand` (default), `critical` for destructive actions, `neutral` for everything else. */
  tone?: ButtonVariants['tone'];
  /** `small` in toolbars; standard unless given. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of its container, e.g. on the sign-in form. */
  fullWidth?: ButtonVariants['fullWidth'];
}

/**
 * Button's look and pending state on a native <button>, for the pages that load before the app's
 * interactive code (sign-in, the route error page): react-aria's press handling is 15 kB those
 * pages would carry for one button. Anywhere else, and inside react-aria's triggers, use Button.
 */
export function PlainButton({
  children,
  type = 'button',
  onClick,
  icon,
  isPending,
  pendingLabel,
  variant,
  tone,
  size,
  fullWidth,
}: PlainButtonProps) {
  const pending = isPending === true;
  const label = pending && pendingLabel ? pendingLabel : children;
  return (
    <>
      <button
        // A pending submit button must not submit its form again (Enter in a text field included).
        type={pending ? 'button' : type}
        className={button({ variant, tone, size, fullWidth })}
        onClick={pending ? undefined : onClick}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        data-pending={pending || undefined}
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className={pendingIcon} />
        ) : icon ? (
          <span aria-hidden="true" className={buttonIcon}>
            {icon}
          </span>
        ) : null}
        <span>{label}</span>
      </button>
      {isPending === undefined ? null : (
        <span role="status" className={visuallyHidden}>
          {pending ? label : null}
        </span>
      )}
    </>
  );
}

import type { MouseEventHandler } from 'react';
import { button } from './Button.css';
import { ButtonContent, type ButtonLookProps, PendingStatus } from './ButtonParts';

export interface PlainButtonProps extends ButtonLookProps {
  /** `submit` for a form's main action; `button` unless given. */
  type?: 'button' | 'submit';
  /** Called on a press (pointer, Enter or Space), except while pending. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Busy: the label becomes `pendingLabel`, a spinner turns, presses do nothing. */
  isPending?: boolean;
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
        <ButtonContent pending={pending} icon={icon} label={label} />
      </button>
      <PendingStatus isPending={isPending} label={label} />
    </>
  );
}

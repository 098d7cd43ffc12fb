import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../VisuallyHidden';
import { type ButtonVariants, buttonIcon, pendingIcon } from './Button.css';

/** What Button and PlainButton share: their label, icon, busy label and look. */
export interface ButtonLookProps extends ButtonVariants {
  /** The label: a verb saying what happens, e.g. "Save changes". */
  children: ReactNode;
  /** An icon (lucide-react element) shown before the label. */
  icon?: ReactNode;
  /**
   * The label while `isPending` is true, e.g. "Creating..." or "Saving...". The spec's busy labels
   * replace the button text while a request runs (platform spec §2.8).
   */
  pendingLabel?: string;
  /** `solid` (default) for the main action, `soft` for secondary ones, `ghost` for the quietest. */
  variant?: ButtonVariants['variant'];
  /** `brand` (default), `critical` for destructive actions, `neutral` for everything else. */
  tone?: ButtonVariants['tone'];
  /** `small` in toolbars and table rows; standard unless given. */
  size?: ButtonVariants['size'];
  /** Stretch to the width of its container, e.g. on the sign-in form. */
  fullWidth?: ButtonVariants['fullWidth'];
}

export interface ButtonContentProps {
  /** Busy: a turning spinner in place of the icon. */
  pending: boolean;
  /** The icon shown when not busy. */
  icon?: ReactNode;
  /** The text: the label, or the busy label while pending. */
  label: ReactNode;
}

/** Inside a button: the spinner while pending, else the icon, then the label. */
export function ButtonContent({ pending, icon, label }: ButtonContentProps) {
  return (
    <>
      {pending ? (
        <LoaderCircle aria-hidden="true" className={pendingIcon} />
      ) : icon ? (
        <span aria-hidden="true" className={buttonIcon}>
          {icon}
        </span>
      ) : null}
      <span>{label}</span>
    </>
  );
}

export interface PendingStatusProps {
  /** The caller's `isPending`: undefined for a button that is never busy, which needs no region. */
  isPending: boolean | undefined;
  /** Said while pending, e.g. "Saving...". */
  label: ReactNode;
}

/**
 * A polite live region beside a button that can be pending, holding text rather than a reference,
 * so it leaves the page with its button. It must be in the page before its text changes for
 * screen readers to speak it, so it is there whenever the caller passes `isPending`, even false.
 */
export function PendingStatus({ isPending, label }: PendingStatusProps) {
  if (isPending === undefined) return null;
  return (
    <span role="status" className={visuallyHidden}>
      {isPending ? label : null}
    </span>
  );
}

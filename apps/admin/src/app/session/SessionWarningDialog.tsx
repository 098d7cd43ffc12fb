import { Button, Dialog, VisuallyHidden } from '@aac/ui';
import { useEffect, useState } from 'react';
import * as styles from './SessionDialogs.css';
import { announcedCountdown, formatCountdown } from './sessionClock';

export interface SessionWarningDialogProps {
  /** When the session expires (this device's clock, milliseconds). */
  expiresAt: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** The seconds left, ticking once a second. */
function useTimeLeft(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt - now;
}

/**
 * A minute before an idle expiry: stay signed in (renews the session) or sign out. An
 * alertdialog, because it interrupts; the countdown is visible every second and announced
 * politely in a few steps, so a screen reader is told without being flooded.
 */
export function SessionWarningDialog({ expiresAt, onStay, onSignOut }: SessionWarningDialogProps) {
  const left = useTimeLeft(expiresAt);
  return (
    <Dialog
      title="Your session is about to expire"
      role="alertdialog"
      isOpen
      isDismissable={false}
      hideCloseButton
      size="small"
      footer={
        <>
          <Button variant="soft" tone="neutral" onPress={onSignOut}>
            Sign out
          </Button>
          <Button onPress={onStay} autoFocus>
            Stay signed in
          </Button>
        </>
      }
    >
      <p className={styles.text}>
        You have not been active for a while. For your security you will be signed out in{' '}
        <strong className={styles.countdown}>{formatCountdown(left)}</strong>.
      </p>
      <VisuallyHidden>
        <span role="status">{announcedCountdown(left)}</span>
      </VisuallyHidden>
    </Dialog>
  );
}

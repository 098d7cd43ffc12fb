import { Banner, Button, Dialog } from '@aac/ui';
import { useEffect, useRef } from 'react';
import { SignInFields, useSignIn } from '../auth/SignInForm';
import * as styles from './SessionDialogs.css';

export interface SessionSignInDialogProps {
  /** The signed-in admin's email, filled in (another account may sign in instead). */
  email: string;
  /** Signs in; a thrown error is shown in the dialog (the server's message, attempts left included). */
  onSignIn: (credentials: { email: string; password: string }) => Promise<void>;
  onSignOut: () => void;
}

/**
 * The session expired: sign in again over the page, which stays underneath as it was (an open
 * form keeps its typing). It cannot be dismissed: the page behind it has no session.
 */
export function SessionSignInDialog({ email: initialEmail, onSignIn, onSignOut }: SessionSignInDialogProps) {
  const signIn = useSignIn(onSignIn, initialEmail);
  const { failure, isSubmitting } = signIn;
  const passwordRef = useRef<HTMLInputElement>(null);

  // The email is known: start where the admin has to type.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  return (
    <Dialog title="Your session expired" isOpen isDismissable={false} hideCloseButton size="small">
      <form className={styles.form} onSubmit={signIn.submit} noValidate aria-label="Sign in again">
        <p className={styles.text}>
          Sign in again to continue. This page stays as it is, with anything you typed.
        </p>
        {failure ? <Banner tone="critical">{failure}</Banner> : null}
        <SignInFields signIn={signIn} passwordRef={passwordRef} />
        <div className={styles.actions}>
          <Button variant="soft" tone="neutral" onPress={onSignOut} isDisabled={isSubmitting}>
            Sign out
          </Button>
          <Button type="submit" isPending={isSubmitting} pendingLabel="Signing in...">
            Sign in
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { errorMessage } from '@aac/api-client';
import { Banner, Button, Dialog, TextField } from '@aac/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { validateSignIn } from '../auth/SignInForm';
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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The email is known: start where the admin has to type.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateSignIn(email, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      await onSignIn({ email: email.trim(), password });
    } catch (error) {
      setPassword('');
      setFailure(errorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <Dialog title="Your session expired" isOpen isDismissable={false} hideCloseButton size="small">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in again">
        <p className={styles.text}>
          Sign in again to continue. This page stays as it is, with anything you typed.
        </p>
        {failure ? <Banner tone="critical">{failure}</Banner> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          errorMessage={fieldErrors.email}
          isRequired
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={fieldErrors.password}
          isRequired
          inputRef={passwordRef}
        />
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

import { errorDetails, errorMessage } from '@aac/api-client';
import { passwordProblem, SETTINGS_DEFAULTS } from '@aac/domain';
import { Banner, PlainButton, TextField } from '@aac/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './SignInForm.css';

interface Errors {
  newPassword?: string;
  confirmation?: string;
}

/** Inline checks before anything is sent: the domain's rules at the lowest minimum, and the match. */
export function validateNewPassword(newPassword: string, confirmation: string): Errors {
  const errors: Errors = {};
  const problem = passwordProblem(newPassword, SETTINGS_DEFAULTS.security.passwordMinLength);
  if (problem) errors.newPassword = problem;
  if (confirmation !== newPassword) errors.confirmation = 'The passwords do not match.';
  return errors;
}

export interface SetNewPasswordFormProps {
  /** Signs in again with the one-time password and the new one; a thrown error is shown. */
  onSetPassword(newPassword: string): Promise<void>;
}

/**
 * The sign-in page's second step after a super admin reset the password: no token is issued
 * until the admin chooses their own (server rules: 400 naming /new_password, shown under it).
 */
export function SetNewPasswordForm({ onSetPassword }: SetNewPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(newPassword, confirmation);
    setErrors(found);
    setFailure(null);
    if (found.newPassword || found.confirmation) return;
    setSubmitting(true);
    try {
      await onSetPassword(newPassword);
    } catch (error) {
      const field = errorDetails(error).find((detail) => detail.path === '/new_password');
      if (field) setErrors({ newPassword: field.message });
      else setFailure(errorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="set-password-title">
        <div className={styles.brand} aria-hidden="true">
          AAC
        </div>
        <h1 id="set-password-title" className={styles.title}>
          Set a new password
        </h1>
        <p className={styles.subtitle}>
          Your password was reset. Choose a new password to sign in; the one you were given stops working.
        </p>
        {failure ? <Banner tone="critical">{failure}</Banner> : null}
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          errorMessage={errors.newPassword}
          description="At least 8 characters; not a common password, your name or your email."
          isRequired
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          errorMessage={errors.confirmation}
          isRequired
        />
        <PlainButton type="submit" isPending={isSubmitting} pendingLabel="Signing in..." fullWidth>
          Set password and sign in
        </PlainButton>
      </form>
    </main>
  );
}

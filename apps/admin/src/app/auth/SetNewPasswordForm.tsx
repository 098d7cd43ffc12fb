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

/**
 * The state of choosing a new password after a reset: the two fields, their inline checks, the
 * server's refusal (beside /new_password, else above the form) and the busy state. Shared by the
 * sign-in page and the dialog that signs in again over the page.
 */
export function useNewPassword(onSetPassword: (newPassword: string) => Promise<void>) {
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
      // Usually the form is gone by now; a second step in the same place comes back to it ready.
      setSubmitting(false);
    } catch (error) {
      const field = errorDetails(error).find((detail) => detail.path === '/new_password');
      if (field) setErrors({ newPassword: field.message });
      else setFailure(errorMessage(error));
      setSubmitting(false);
    }
  }

  return {
    newPassword,
    setNewPassword,
    confirmation,
    setConfirmation,
    errors,
    failure,
    isSubmitting,
    submit,
  };
}

type NewPassword = ReturnType<typeof useNewPassword>;

/** The new password and its confirmation, with their inline errors. */
export function NewPasswordFields({ step }: { step: NewPassword }) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={step.newPassword}
        onChange={step.setNewPassword}
        errorMessage={step.errors.newPassword}
        description="At least 8 characters; not a common password, your name or your email."
        isRequired
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={step.confirmation}
        onChange={step.setConfirmation}
        errorMessage={step.errors.confirmation}
        isRequired
      />
    </>
  );
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
  const step = useNewPassword(onSetPassword);
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={step.submit} noValidate aria-labelledby="set-password-title">
        <div className={styles.brand} aria-hidden="true">
          AAC
        </div>
        <h1 id="set-password-title" className={styles.title}>
          Set a new password
        </h1>
        <p className={styles.subtitle}>
          Your password was reset. Choose a new password to sign in; the one you were given stops working.
        </p>
        {step.failure ? <Banner tone="critical">{step.failure}</Banner> : null}
        <NewPasswordFields step={step} />
        <PlainButton type="submit" isPending={step.isSubmitting} pendingLabel="Signing in..." fullWidth>
          Set password and sign in
        </PlainButton>
      </form>
    </main>
  );
}

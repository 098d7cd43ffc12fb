import { Banner, PlainButton } from '@aac/ui';
import * as styles from './SignInForm.css';
import { type SecondStepAnswer, SecondStepFields, useSecondStep } from './twoFactor/SecondStep';

export interface TwoFactorCodeFormProps {
  /** Sends the code or recovery code with the sign-in's ticket; resolves once signed in. */
  onSubmit(answer: SecondStepAnswer): Promise<void>;
  /** The ticket expired: back to the password, saying why. */
  onTicketExpired(message: string): void;
}

/**
 * The sign-in page's second step for an admin with two-factor authentication on: the code of
 * their authenticator app, or one of their recovery codes.
 */
export function TwoFactorCodeForm({ onSubmit, onTicketExpired }: TwoFactorCodeFormProps) {
  const step = useSecondStep({ onSubmit, onTicketExpired });
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={step.submit} noValidate aria-labelledby="two-factor-title">
        <div className={styles.brand} aria-hidden="true">
          AAC
        </div>
        <h1 id="two-factor-title" className={styles.title}>
          Two-factor authentication
        </h1>
        <p className={styles.subtitle}>
          {step.isRecovery
            ? 'Enter one of your recovery codes to sign in without your authenticator app.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
        {step.failure ? <Banner tone="critical">{step.failure}</Banner> : null}
        <SecondStepFields step={step} />
        <PlainButton type="submit" isPending={step.isSubmitting} pendingLabel="Signing in..." fullWidth>
          Sign in
        </PlainButton>
        {step.isRecovery ? (
          <p className={styles.hint}>
            Lost your phone and your recovery codes? Ask a super admin to turn off two-factor authentication
            for your account.
          </p>
        ) : null}
      </form>
    </main>
  );
}

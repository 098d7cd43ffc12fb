import { Banner, Button, Dialog } from '@aac/ui';
import { useEffect, useRef, useState } from 'react';
import { SignInFields, useSignIn } from '../auth/SignInForm';
import { type SecondStepAnswer, SecondStepFields, useSecondStep } from '../auth/twoFactor/SecondStep';
import * as styles from './SessionDialogs.css';

/** The password was right and the admin has two-factor on: the code step's ticket. */
export interface SecondFactorTicket {
  ticket: string;
}

export interface SessionSignInDialogProps {
  /** The signed-in admin's email, filled in (another account may sign in instead). */
  email: string;
  /**
   * Signs in; a thrown error is shown in the dialog (the server's message, attempts left included).
   * Resolves with a ticket when a code of the admin's authenticator app is needed next.
   */
  onSignIn: (credentials: { email: string; password: string }) => Promise<SecondFactorTicket | undefined>;
  /** Finishes the sign-in with the ticket and a code or recovery code; throws the server's refusal. */
  onSecondStep: (ticket: string, answer: SecondStepAnswer) => Promise<void>;
  onSignOut: () => void;
}

/**
 * The session expired: sign in again over the page, which stays underneath as it was (an open
 * form keeps its typing). It cannot be dismissed: the page behind it has no session. An admin
 * with two-factor on gives the code of their authenticator app (or a recovery code) next, here too.
 */
export function SessionSignInDialog({
  email: initialEmail,
  onSignIn,
  onSecondStep,
  onSignOut,
}: SessionSignInDialogProps) {
  const [ticket, setTicket] = useState<string | null>(null);
  const signIn = useSignIn(async (credentials) => {
    const next = await onSignIn(credentials);
    if (next) setTicket(next.ticket);
  }, initialEmail);
  const { failure, isSubmitting } = signIn;
  const passwordRef = useRef<HTMLInputElement>(null);

  // The email is known: start where the admin has to type, also back from an expired code step.
  useEffect(() => {
    if (ticket === null) passwordRef.current?.focus();
  }, [ticket]);

  return (
    <Dialog title="Your session expired" isOpen isDismissable={false} hideCloseButton size="small">
      {ticket ? (
        <CodeStep
          // A new ticket starts a new step: nothing typed for an earlier one carries over.
          key={ticket}
          onSubmit={(answer) => onSecondStep(ticket, answer)}
          onTicketExpired={(message) => {
            signIn.setPassword('');
            signIn.setFailure(message);
            setTicket(null);
          }}
          onSignOut={onSignOut}
        />
      ) : (
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
      )}
    </Dialog>
  );
}

function CodeStep({
  onSubmit,
  onTicketExpired,
  onSignOut,
}: {
  onSubmit: (answer: SecondStepAnswer) => Promise<void>;
  onTicketExpired: (message: string) => void;
  onSignOut: () => void;
}) {
  const step = useSecondStep({ onSubmit, onTicketExpired });
  return (
    <form className={styles.form} onSubmit={step.submit} noValidate aria-label="Sign in again">
      <p className={styles.text}>
        {step.isRecovery
          ? 'Enter one of your recovery codes to sign in without your authenticator app.'
          : 'Enter the 6-digit code from your authenticator app to continue.'}
      </p>
      {step.failure ? <Banner tone="critical">{step.failure}</Banner> : null}
      <SecondStepFields step={step} />
      <div className={styles.actions}>
        <Button variant="soft" tone="neutral" onPress={onSignOut} isDisabled={step.isSubmitting}>
          Sign out
        </Button>
        <Button type="submit" isPending={step.isSubmitting} pendingLabel="Signing in...">
          Sign in
        </Button>
      </div>
    </form>
  );
}

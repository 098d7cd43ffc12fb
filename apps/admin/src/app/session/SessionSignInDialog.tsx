import { Banner, Button, Dialog } from '@aac/ui';
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { NewPasswordFields, useNewPassword } from '../auth/SetNewPasswordForm';
import { SignInFields, useSignIn } from '../auth/SignInForm';
import { type SecondStepAnswer, SecondStepFields, useSecondStep } from '../auth/twoFactor/SecondStep';
import * as styles from './SessionDialogs.css';
import { SESSION_END_NOTICES, type SessionEnd } from './sessionEnd';

type Credentials = { email: string; password: string };

/**
 * What a right password opens next: the code of the admin's authenticator app (the code step's
 * ticket), or, after another admin reset the password, a new password of their own.
 */
export type NextSignInStep = { ticket: string } | { newPasswordAfter: Credentials };

export interface SessionSignInDialogProps {
  /** The signed-in admin's email, filled in (another account may sign in instead). */
  email: string;
  /** Why the session ended, said above the sign-in (the title, a sentence, what to do next). */
  end: SessionEnd;
  /**
   * Signs in; a thrown error is shown in the dialog (the server's message, attempts left included).
   * Resolves with the next step when the password alone does not sign in.
   */
  onSignIn: (credentials: Credentials) => Promise<NextSignInStep | undefined>;
  /** Signs in with the one-time password of a reset and a new password; may need the code next. */
  onSetNewPassword: (credentials: Credentials, newPassword: string) => Promise<NextSignInStep | undefined>;
  /** Finishes the sign-in with the ticket and a code or recovery code; throws the server's refusal. */
  onSecondStep: (ticket: string, answer: SecondStepAnswer) => Promise<void>;
  /** Gives up: signs out and goes to the sign-in page. */
  onSignOut: () => void;
}

const KEPT = 'This page stays as it is, with anything you typed.';

/**
 * The session ended (it expired, reached its time limit, was signed out in another tab, the
 * password was changed or reset, the second factor reset): the dialog says which, and the admin
 * signs in again over the page, which stays underneath as it was (an open form keeps its typing).
 * It cannot be dismissed: the page behind it has no session. An admin with two-factor on gives
 * the code of their authenticator app (or a recovery code) next; after a reset, a new password.
 */
export function SessionSignInDialog({
  email: initialEmail,
  end,
  onSignIn,
  onSetNewPassword,
  onSecondStep,
  onSignOut,
}: SessionSignInDialogProps) {
  const [ticket, setTicket] = useState<string | null>(null);
  const [resetCredentials, setResetCredentials] = useState<Credentials | null>(null);
  const follow = (next: NextSignInStep | undefined) => {
    if (!next) return;
    if ('ticket' in next) {
      setResetCredentials(null);
      setTicket(next.ticket);
    } else setResetCredentials(next.newPasswordAfter);
  };
  const signIn = useSignIn(async (credentials) => follow(await onSignIn(credentials)), initialEmail);
  const { failure, isSubmitting } = signIn;
  const passwordRef = useRef<HTMLInputElement>(null);

  // The email is known: start where the admin has to type, also back from an expired code step.
  useEffect(() => {
    if (ticket === null && resetCredentials === null) passwordRef.current?.focus();
  }, [ticket, resetCredentials]);

  const notice = SESSION_END_NOTICES[end];
  let step: ReactNode;
  if (ticket) {
    step = (
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
    );
  } else if (resetCredentials) {
    step = (
      <NewPasswordStep
        onSubmit={async (newPassword) => follow(await onSetNewPassword(resetCredentials, newPassword))}
        onSignOut={onSignOut}
      />
    );
  } else {
    step = (
      <StepForm
        label="Sign in again"
        // One text node: the sentence is drawn (and kerned) as one.
        text={
          end === 'token_expired'
            ? `Sign in again to continue. ${KEPT}`
            : `${notice.reason} ${notice.next ?? 'Sign in again to continue.'} ${KEPT}`
        }
        failure={failure}
        isSubmitting={isSubmitting}
        submitLabel="Sign in"
        onSubmit={signIn.submit}
        onSignOut={onSignOut}
      >
        <SignInFields signIn={signIn} passwordRef={passwordRef} />
      </StepForm>
    );
  }

  return (
    <Dialog title={notice.title} isOpen isDismissable={false} hideCloseButton size="small">
      {step}
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
    <StepForm
      label="Sign in again"
      text={
        step.isRecovery
          ? 'Enter one of your recovery codes to sign in without your authenticator app.'
          : 'Enter the 6-digit code from your authenticator app to continue.'
      }
      failure={step.failure}
      isSubmitting={step.isSubmitting}
      submitLabel="Sign in"
      onSubmit={step.submit}
      onSignOut={onSignOut}
    >
      <SecondStepFields step={step} />
    </StepForm>
  );
}

/** After a reset: the one-time password was right; the admin chooses their own before going on. */
function NewPasswordStep({
  onSubmit,
  onSignOut,
}: {
  onSubmit: (newPassword: string) => Promise<void>;
  onSignOut: () => void;
}) {
  const step = useNewPassword(onSubmit);
  const formRef = useRef<HTMLFormElement>(null);
  // Start where the admin has to type: the new password.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  return (
    <StepForm
      formRef={formRef}
      label="Set a new password"
      text={`Choose a new password to continue; the one you were given stops working. ${KEPT}`}
      failure={step.failure}
      isSubmitting={step.isSubmitting}
      submitLabel="Set password and sign in"
      onSubmit={step.submit}
      onSignOut={onSignOut}
    >
      <NewPasswordFields step={step} />
    </StepForm>
  );
}

interface StepFormProps {
  /** The form's accessible name. */
  label: string;
  /** What the step asks, above the fields. */
  text: string;
  /** The last attempt's refusal, shown above the fields. */
  failure?: string | null;
  isSubmitting: boolean;
  /** The submit button's words. */
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onSignOut: () => void;
  formRef?: Ref<HTMLFormElement>;
  /** The step's fields. */
  children: ReactNode;
}

/** One step of the in-place sign-in: what it asks, the refusal, its fields, Sign out and submit. */
function StepForm({
  label,
  text,
  failure,
  isSubmitting,
  submitLabel,
  onSubmit,
  onSignOut,
  formRef,
  children,
}: StepFormProps) {
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-session-sign-in
      aria-label={label}
    >
      <p className={styles.text}>{text}</p>
      {failure ? <Banner tone="critical">{failure}</Banner> : null}
      {children}
      <div className={styles.actions}>
        <Button variant="soft" tone="neutral" onPress={onSignOut} isDisabled={isSubmitting}>
          Sign out
        </Button>
        <Button type="submit" isPending={isSubmitting} pendingLabel="Signing in...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

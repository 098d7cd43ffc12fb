import { type components, unwrap, useApiClient } from '@aac/api-client';
import { Banner, Checkbox, PlainButton, Spinner } from '@aac/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as styles from './SignInForm.css';
import * as enrolmentStyles from './TwoFactorEnrolment.css';
import { AuthenticatorKey } from './twoFactor/AuthenticatorKey';
import { codeProblem, OneTimeCodeField } from './twoFactor/OneTimeCodeField';
import { RecoveryCodesList } from './twoFactor/RecoveryCodesList';
import { secondStepRefusal } from './twoFactor/SecondStep';

type AdminSignedIn = components['schemas']['AdminSignedIn'];
type TwoFactorSetup = components['schemas']['TwoFactorSetup'];
type Enrolled = AdminSignedIn & components['schemas']['RecoveryCodes'];
type Client = ReturnType<typeof useApiClient>;

export const SAVED_CODES_PROBLEM = 'Tick the box once you have saved your recovery codes.';

// Each setup call makes a new key and the last one counts: a render that starts the same setup
// twice (React's strict mode runs effects twice) waits for the one request already on its way.
const setupRequests = new Map<string, Promise<TwoFactorSetup>>();

function requestSetup(client: Client, ticket: string): Promise<TwoFactorSetup> {
  let request = setupRequests.get(ticket);
  if (!request) {
    request = client
      .POST('/admin/auth/login/two-factor/setup', { body: { ticket } })
      .then(unwrap)
      .finally(() => setupRequests.delete(ticket));
    setupRequests.set(ticket, request);
  }
  return request;
}

export interface TwoFactorEnrolmentProps {
  /** The enrolment ticket of the password step. */
  ticket: string;
  /** Enrolled, and the recovery codes saved: store the session and go on. */
  onSignedIn(session: AdminSignedIn): Promise<void>;
  /** The ticket expired: back to the password, saying why. */
  onTicketExpired(message: string): void;
}

/**
 * The sign-in page's second step when the organisation requires two-factor authentication and
 * the admin has none yet: a new key to scan, its first code to confirm it, then the recovery
 * codes, shown this once, before the admin goes on into the app.
 */
export function TwoFactorEnrolment({ ticket, onSignedIn, onTicketExpired }: TwoFactorEnrolmentProps) {
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  return enrolled ? (
    <SaveRecoveryCodes codes={enrolled.recovery_codes} onContinue={() => onSignedIn(enrolled)} />
  ) : (
    <ConfirmNewKey ticket={ticket} onEnrolled={setEnrolled} onTicketExpired={onTicketExpired} />
  );
}

function ConfirmNewKey({
  ticket,
  onEnrolled,
  onTicketExpired,
}: {
  ticket: string;
  onEnrolled(enrolled: Enrolled): void;
  onTicketExpired(message: string): void;
}) {
  const client = useApiClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [setupFailure, setSetupFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // The latest callback, so the setup effect runs once per ticket and attempt.
  const ticketExpired = useRef(onTicketExpired);
  ticketExpired.current = onTicketExpired;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what "Try again" changes.
  useEffect(() => {
    let current = true;
    setSetupFailure(null);
    requestSetup(client, ticket).then(
      (answer) => {
        if (current) setSetup(answer);
      },
      (error: unknown) => {
        if (!current) return;
        const refusal = secondStepRefusal(error);
        if (refusal.ticketExpired) ticketExpired.current(refusal.ticketExpired);
        else setSetupFailure(refusal.failure ?? refusal.field ?? null);
      },
    );
    return () => {
      current = false;
    };
  }, [client, ticket, attempt]);

  // The code field is the step's one field; the explanation and the QR code above it stay in view.
  useEffect(() => {
    if (setup) codeRef.current?.focus({ preventScroll: true });
  }, [setup]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const problem = codeProblem(code);
    setFieldError(problem);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const enrolled = unwrap(
        await client.POST('/admin/auth/login/two-factor/activate', {
          body: { ticket, code: code.replace(/\s/g, '') },
        }),
      );
      onEnrolled(enrolled);
    } catch (error) {
      setSubmitting(false);
      const refusal = secondStepRefusal(error);
      if (refusal.ticketExpired) onTicketExpired(refusal.ticketExpired);
      else if (refusal.field) {
        setFieldError(refusal.field);
        codeRef.current?.focus();
      } else setFailure(refusal.failure ?? null);
    }
  }

  return (
    <main className={styles.page}>
      <form
        className={`${styles.card} ${enrolmentStyles.wideCard}`}
        onSubmit={submit}
        noValidate
        aria-labelledby="enrol-title"
      >
        <div className={styles.brand} aria-hidden="true">
          AAC
        </div>
        <h1 id="enrol-title" className={styles.title}>
          Set up two-factor authentication
        </h1>
        <p className={styles.subtitle}>
          Your organisation requires two-factor authentication. Scan this QR code with an authenticator app
          (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.
        </p>
        {setupFailure ? (
          <>
            <Banner tone="critical">{setupFailure}</Banner>
            <div>
              <PlainButton variant="soft" tone="neutral" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </PlainButton>
            </div>
          </>
        ) : setup ? (
          <>
            {failure ? <Banner tone="critical">{failure}</Banner> : null}
            <AuthenticatorKey setup={setup} />
            <OneTimeCodeField value={code} onChange={setCode} errorMessage={fieldError} inputRef={codeRef} />
            <PlainButton type="submit" isPending={isSubmitting} pendingLabel="Checking..." fullWidth>
              Turn on and continue
            </PlainButton>
          </>
        ) : (
          <Spinner label="Preparing your key..." showLabel />
        )}
      </form>
    </main>
  );
}

/** The recovery codes, shown once: the admin goes on after saying they saved them. */
function SaveRecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue(): Promise<void> }) {
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isContinuing, setContinuing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The codes come before the step's one control: reading starts at the heading, not past them.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saved) {
      setProblem(SAVED_CODES_PROBLEM);
      return;
    }
    setContinuing(true);
    setFailure(null);
    try {
      await onContinue();
    } catch (error) {
      setContinuing(false);
      setFailure(secondStepRefusal(error).failure ?? null);
    }
  }

  return (
    <main className={styles.page}>
      <form
        className={`${styles.card} ${enrolmentStyles.wideCard}`}
        onSubmit={submit}
        noValidate
        aria-labelledby="recovery-codes-title"
      >
        <div className={styles.brand} aria-hidden="true">
          AAC
        </div>
        <h1
          id="recovery-codes-title"
          className={`${styles.title} ${enrolmentStyles.focusedTitle}`}
          tabIndex={-1}
          ref={titleRef}
        >
          Save your recovery codes
        </h1>
        <p className={styles.subtitle}>
          Two-factor authentication is on. If you lose your phone, each of these codes signs you in once
          instead of a code from your authenticator app. They are shown only now: copy or download them and
          keep them somewhere safe.
        </p>
        {failure ? <Banner tone="critical">{failure}</Banner> : null}
        <RecoveryCodesList codes={codes} />
        <div className={enrolmentStyles.confirm}>
          <Checkbox
            isSelected={saved}
            onChange={(isSelected) => {
              setSaved(isSelected);
              if (isSelected) setProblem(null);
            }}
            isInvalid={problem !== null}
          >
            I have saved these codes
          </Checkbox>
          {problem ? (
            <p className={enrolmentStyles.problem} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <PlainButton type="submit" isPending={isContinuing} pendingLabel="Signing in..." fullWidth>
          Continue
        </PlainButton>
      </form>
    </main>
  );
}

import { ApiError, errorDetails, errorMessage } from '@aac/api-client';
import { PlainButton, TextField } from '@aac/ui';
import { type FormEvent, useRef, useState } from 'react';
import { codeProblem, OneTimeCodeField } from './OneTimeCodeField';
import * as styles from './SecondStep.css';

/** What the second step of a sign-in sends with its ticket: a code, or a recovery code. */
export type SecondStepAnswer = { code: string } | { recovery_code: string };

export const RECOVERY_CODE_PROBLEM = 'Enter one of your recovery codes.';

/**
 * Where a refusal of a second step belongs: an expired ticket goes back to the password step; a
 * wrong, reused or expired code names its field (with the attempts left) and shows under it;
 * anything else (a pause, 429; a server failure) is shown above the form.
 */
export function secondStepRefusal(error: unknown): {
  ticketExpired?: string;
  field?: string;
  failure?: string;
} {
  if (error instanceof ApiError && error.code === 'ticket_expired') return { ticketExpired: error.message };
  const refused = errorDetails(error).find(
    (detail) => detail.path === '/code' || detail.path === '/recovery_code',
  );
  if (refused) return { field: refused.message };
  return { failure: errorMessage(error) };
}

/**
 * The state of a sign-in's second step (POST /admin/auth/login/two-factor), shared by the
 * sign-in page and the dialog that signs in again after a session expired: the code or a
 * recovery code, checked before sending; a refused one shown under its field with what was
 * typed kept; an expired ticket handed back to the password step; anything else (a pause, 429)
 * above the form.
 */
export function useSecondStep({
  onSubmit,
  onTicketExpired,
}: {
  /** Sends the answer; resolves once signed in, throws the server's refusal. */
  onSubmit: (answer: SecondStepAnswer) => Promise<void>;
  /** The ticket is over: the admin enters the password again, told why by `message`. */
  onTicketExpired: (message: string) => void;
}) {
  const [isRecovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  function switchTo(recovery: boolean) {
    setRecovery(recovery);
    setFieldError(undefined);
    setFailure(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const problem = isRecovery
      ? recoveryCode.trim()
        ? undefined
        : RECOVERY_CODE_PROBLEM
      : codeProblem(code);
    setFieldError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(isRecovery ? { recovery_code: recoveryCode.trim() } : { code: code.replace(/\s/g, '') });
      setSubmitting(false);
    } catch (error) {
      setSubmitting(false);
      const refusal = secondStepRefusal(error);
      if (refusal.ticketExpired) onTicketExpired(refusal.ticketExpired);
      else if (refusal.field) {
        setFieldError(refusal.field);
        fieldRef.current?.focus();
      } else setFailure(refusal.failure ?? null);
    }
  }

  return {
    isRecovery,
    switchTo,
    code,
    setCode,
    recoveryCode,
    setRecoveryCode,
    fieldError,
    failure,
    isSubmitting,
    submit,
    fieldRef,
  };
}

export type SecondStep = ReturnType<typeof useSecondStep>;

/**
 * The field of the second step, the code of the authenticator app or a recovery code, and the
 * switch between them. Each field mounts focused, so switching moves focus into the new one.
 */
export function SecondStepFields({ step }: { step: SecondStep }) {
  return (
    <div className={styles.fields}>
      {step.isRecovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          name="recovery-code"
          autoComplete="off"
          maxLength={64}
          value={step.recoveryCode}
          onChange={step.setRecoveryCode}
          errorMessage={step.fieldError}
          description="One of the codes you saved when you turned on two-factor authentication, like 7hq2k-m9xdp. Each works once."
          isRequired
          autoFocus
          inputRef={step.fieldRef}
        />
      ) : (
        <OneTimeCodeField
          key="code"
          value={step.code}
          onChange={step.setCode}
          errorMessage={step.fieldError}
          autoFocus
          inputRef={step.fieldRef}
        />
      )}
      <div>
        <PlainButton variant="ghost" size="small" onClick={() => step.switchTo(!step.isRecovery)}>
          {step.isRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </PlainButton>
      </div>
    </div>
  );
}

import { errorDetails, errorMessage, invalidateResource, useApi } from '@aac/api-client';
import { notificationRecipient, type Settings } from '@aac/domain';
import { Banner, Button, Card, FormGrid, TextField } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DELIVERIES_PATH } from './EmailDeliveries';
import { cautionNote, sendReason, sendRow, stack } from './settings.css';
import { testRecipientError } from './settings.form';

const NOT_SENT = 'The test email was not sent';

/** What came of the last attempt, in words: sent (a status), or why not (an alert). */
type Outcome = { tone: 'success' | 'critical'; message: string };

export interface TestEmailCardProps {
  /** The General tab as saved: the server sends to its admin email when Send to is left empty. */
  general: Pick<Settings['general'], 'adminEmail'>;
  /** The Email tab has edits not saved yet, which the test does not use. */
  hasUnsavedChanges: boolean;
  /** Only an admin who may change the settings may send (settings.write). */
  canWrite: boolean;
}

/**
 * Send test email (sendTestEmail): one email through the saved mail server, to the address typed
 * or the admin email, and the outcome in the server's plain words beside it: sent (a status), or
 * why not (an alert), the app's usual reason when the request itself fails. The address is checked
 * before anything is sent, and kept.
 */
export function TestEmailCard({ general, hasUnsavedChanges, canWrite }: TestEmailCardProps) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const send = $api.useMutation('post', '/admin/settings/email/test');
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each attempt's outcome is a new message, announced again even when its words are the same.
  const [attempt, setAttempt] = useState(0);
  // Two presses before the button shows it is busy still send one email.
  const isSending = useRef(false);
  const reasonId = useId();
  const fallback = notificationRecipient(general);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || isSending.current) return;
    const problem = testRecipientError(to);
    setToError(problem);
    setOutcome(null);
    if (problem) return;
    const typed = to.trim();
    isSending.current = true;
    try {
      const result = await send.mutateAsync({ body: typed ? { to: typed } : {} });
      setOutcome({ tone: result.sent ? 'success' : 'critical', message: result.message });
    } catch (error) {
      // Nobody to send to (no address typed, no admin email) is said beside the field.
      const fieldProblem = errorDetails(error).find((detail) => detail.path === '/to');
      if (fieldProblem) setToError(fieldProblem.message);
      else setOutcome({ tone: 'critical', message: errorMessage(error) });
    } finally {
      isSending.current = false;
      setAttempt((count) => count + 1);
      // The attempt is in the outbox whatever came of it: the list below shows it.
      void invalidateResource(queryClient, DELIVERIES_PATH);
    }
  };

  return (
    <Card
      title="Test email"
      description="Sends one email with the saved settings of this tab, to check that the mail server takes it."
    >
      <form className={stack} aria-label="Send test email" noValidate onSubmit={submit}>
        {hasUnsavedChanges ? (
          <p className={cautionNote}>Unsaved changes are not used: save first to test them.</p>
        ) : null}
        <FormGrid>
          <TextField
            label="Send to"
            type="email"
            value={to}
            onChange={(value) => {
              setTo(value);
              // Once refused, the message goes as soon as the address is right.
              if (toError) setToError(testRecipientError(value));
            }}
            errorMessage={toError}
            description={
              fallback
                ? `Leave empty to send to ${fallback}, the admin email on the General tab.`
                : 'No admin email is set on the General tab: type an address.'
            }
            maxLength={255}
            autoComplete="email"
            isDisabled={!canWrite}
          />
        </FormGrid>
        <div className={sendRow}>
          <Button
            type="submit"
            icon={<Send size={16} />}
            isDisabled={!canWrite}
            isPending={send.isPending}
            pendingLabel="Sending..."
            aria-describedby={canWrite ? undefined : reasonId}
          >
            Send test email
          </Button>
          {canWrite ? null : (
            <p id={reasonId} className={sendReason}>
              Sending a test email needs permission to change the settings.
            </p>
          )}
        </div>
      </form>
      {outcome ? (
        <Banner key={attempt} tone={outcome.tone} title={outcome.tone === 'critical' ? NOT_SENT : undefined}>
          {outcome.message}
        </Banner>
      ) : null}
    </Card>
  );
}

import { type components, errorMessage, useApi } from '@aac/api-client';
import { formatLongDate } from '@aac/domain';
import { Banner, Button, Dialog, FormDialog, Spinner, TextField, useToast } from '@aac/ui';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { AuthenticatorKey } from '../auth/twoFactor/AuthenticatorKey';
import { codeProblem, OneTimeCodeField } from '../auth/twoFactor/OneTimeCodeField';
import { RecoveryCodesList } from '../auth/twoFactor/RecoveryCodesList';
import * as styles from './TwoFactorDialog.css';

type TwoFactorStatus = components['schemas']['TwoFactorStatus'];
type TwoFactorSetup = components['schemas']['TwoFactorSetup'];

export const TWO_FACTOR_TITLE = 'Two-factor authentication';
export const TWO_FACTOR_ON = 'Two-factor authentication is on.';
export const TWO_FACTOR_OFF = 'Two-factor authentication is off.';
export const TWO_FACTOR_EXPLAINED =
  'Protect your account with a code from an authenticator app in addition to your password.';
export const TWO_FACTOR_REQUIRED =
  'Required for every admin by Settings › Security, so it cannot be turned off.';
export const PASSWORD_PROBLEM = 'Enter your password.';

/** "Two-factor authentication is on since March 1, 2024." */
export function onSince(enabledAt: string | null): string {
  return enabledAt ? `Two-factor authentication is on since ${formatLongDate(enabledAt)}.` : TWO_FACTOR_ON;
}

/** "9 recovery codes left", "1 recovery code left", "No recovery codes left". */
export function codesLeft(count: number): string {
  if (count === 0) return 'No recovery codes left';
  return `${count} recovery ${count === 1 ? 'code' : 'codes'} left`;
}

/** The step the dialog shows: the overview, one of its forms, or new recovery codes shown once. */
type Step =
  | { kind: 'overview' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'replace' }
  | { kind: 'disable' }
  | { kind: 'codes'; codes: string[]; isNew: boolean };

/** A code as the server takes it: the spaces people copy along (apps show "123 456") dropped. */
const digits = (code: string) => code.replace(/\s/g, '');

/**
 * The signed-in admin's own second factor, from the header's account menu: whether it is on,
 * and the way to turn it on (password, then the new key to scan and its first code, then the
 * recovery codes shown once), to replace the recovery codes, and to turn it off (password and a
 * code) unless the security setting requireTwoFactor makes it compulsory. Each step's input is
 * checked before sending; the server's refusals (a wrong password or code) land under their
 * field with what was typed kept.
 */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { $api } = useApi();
  const status = $api.useQuery('get', '/admin/auth/two-factor');
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const toOverview = () => setStep({ kind: 'overview' });

  switch (step.kind) {
    case 'password':
      return <PasswordStep onCancel={toOverview} onSetup={(setup) => setStep({ kind: 'scan', setup })} />;
    case 'scan':
      return (
        <ScanStep
          setup={step.setup}
          onCancel={toOverview}
          onActivated={(codes) => {
            void status.refetch();
            setStep({ kind: 'codes', codes, isNew: true });
          }}
        />
      );
    case 'replace':
      return (
        <ReplaceCodesStep
          onCancel={toOverview}
          onReplaced={(codes) => {
            void status.refetch();
            setStep({ kind: 'codes', codes, isNew: false });
          }}
        />
      );
    case 'disable':
      return (
        <DisableStep
          onCancel={toOverview}
          onDisabled={() => {
            void status.refetch();
            onClose();
          }}
        />
      );
    case 'codes':
      return <CodesStep codes={step.codes} isNew={step.isNew} onDone={onClose} />;
    default:
      return (
        <Dialog
          isOpen
          title={TWO_FACTOR_TITLE}
          onOpenChange={(open) => (open ? undefined : onClose())}
          footer={
            <Button variant="solid" tone="neutral" onPress={onClose}>
              Close
            </Button>
          }
        >
          {status.data ? (
            <Overview status={status.data} onStep={(kind) => setStep({ kind })} />
          ) : status.error ? (
            <div className={styles.stack}>
              <Banner tone="critical" title="Your two-factor authentication could not be loaded">
                {errorMessage(status.error)}
              </Banner>
              <div className={styles.actions}>
                <Button variant="soft" tone="neutral" onPress={() => void status.refetch()}>
                  Try again
                </Button>
              </div>
            </div>
          ) : (
            <Spinner label="Loading your two-factor authentication..." showLabel />
          )}
        </Dialog>
      );
  }
}

function Overview({
  status,
  onStep,
}: {
  status: TwoFactorStatus;
  onStep: (kind: 'password' | 'replace' | 'disable') => void;
}) {
  if (!status.enabled) {
    return (
      <div className={styles.stack}>
        <p className={styles.state}>
          <span className={styles.stateIconOff} aria-hidden="true">
            <ShieldOff size={18} />
          </span>
          {TWO_FACTOR_OFF}
        </p>
        <p className={styles.text}>{TWO_FACTOR_EXPLAINED}</p>
        {status.required ? (
          <p className={styles.muted}>Required for every admin by Settings › Security.</p>
        ) : null}
        <div className={styles.actions}>
          <Button onPress={() => onStep('password')}>Set up two-factor authentication</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <p className={styles.state}>
        <span className={styles.stateIconOn} aria-hidden="true">
          <ShieldCheck size={18} />
        </span>
        {onSince(status.enabled_at)}
      </p>
      <p className={styles.text}>
        {codesLeft(status.recovery_codes_left)}. Each recovery code signs you in once when your authenticator
        app is not at hand.
      </p>
      {status.required ? <p className={styles.muted}>{TWO_FACTOR_REQUIRED}</p> : null}
      <div className={styles.actions}>
        <Button variant="soft" tone="neutral" onPress={() => onStep('replace')}>
          Replace recovery codes
        </Button>
        {status.required ? null : (
          <Button variant="soft" tone="critical" onPress={() => onStep('disable')}>
            Turn off
          </Button>
        )}
      </div>
    </div>
  );
}

/** Setting up starts with the password: a new key is not given to whoever found the tab open. */
function PasswordStep({
  onCancel,
  onSetup,
}: {
  onCancel: () => void;
  onSetup: (setup: TwoFactorSetup) => void;
}) {
  const { $api } = useApi();
  const start = $api.useMutation('post', '/admin/auth/two-factor/setup');
  const form = useDialogForm({
    initialValues: { password: '' },
    validate: (values) => ({ password: values.password ? undefined : PASSWORD_PROBLEM }),
    submit: (values) => start.mutateAsync({ body: { password: values.password } }),
    onSaved: onSetup,
    failureTitle: 'Two-factor authentication was not set up',
  });
  return (
    <FormDialog
      title="Set up two-factor authentication"
      submitLabel="Continue"
      pendingLabel="Checking..."
      onClose={onCancel}
      {...form.dialog}
      // Leaving the step loses nothing worth a question: the password is typed again in a moment.
      isDirty={false}
    >
      <p className={styles.text}>Enter your password to confirm it is you.</p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        isRequired
        {...form.field('password')}
      />
    </FormDialog>
  );
}

/** The new key to scan, confirmed by its first code: only then is two-factor authentication on. */
function ScanStep({
  setup,
  onCancel,
  onActivated,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onActivated: (codes: string[]) => void;
}) {
  const { $api } = useApi();
  const toast = useToast();
  const activate = $api.useMutation('post', '/admin/auth/two-factor/activate');
  const form = useDialogForm({
    initialValues: { code: '' },
    validate: (values) => ({ code: codeProblem(values.code) }),
    submit: (values) => activate.mutateAsync({ body: { code: digits(values.code) } }),
    onSaved: (result) => {
      toast.success(TWO_FACTOR_ON);
      onActivated(result.recovery_codes);
    },
    failureTitle: 'Two-factor authentication was not turned on',
  });
  return (
    <FormDialog
      title="Set up two-factor authentication"
      submitLabel="Turn on"
      pendingLabel="Checking..."
      onClose={onCancel}
      {...form.dialog}
    >
      <p className={styles.text}>
        Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
        6-digit code it shows.
      </p>
      <AuthenticatorKey setup={setup} />
      <OneTimeCodeField autoFocus {...form.field('code')} />
    </FormDialog>
  );
}

/** New recovery codes for a code of the app: every earlier one stops working. */
function ReplaceCodesStep({
  onCancel,
  onReplaced,
}: {
  onCancel: () => void;
  onReplaced: (codes: string[]) => void;
}) {
  const { $api } = useApi();
  const replace = $api.useMutation('post', '/admin/auth/two-factor/recovery-codes');
  const form = useDialogForm({
    initialValues: { code: '' },
    validate: (values) => ({ code: codeProblem(values.code) }),
    submit: (values) => replace.mutateAsync({ body: { code: digits(values.code) } }),
    onSaved: (result) => onReplaced(result.recovery_codes),
    failureTitle: 'The recovery codes were not replaced',
  });
  return (
    <FormDialog
      title="Replace recovery codes"
      submitLabel="Replace recovery codes"
      pendingLabel="Replacing..."
      onClose={onCancel}
      {...form.dialog}
    >
      <p className={styles.text}>
        You get ten new recovery codes, and every earlier one stops working, used or not. Enter a code from
        your authenticator app to confirm it is you.
      </p>
      <OneTimeCodeField autoFocus {...form.field('code')} />
    </FormDialog>
  );
}

/** Turning off takes both factors: the password and a code of the app. */
function DisableStep({ onCancel, onDisabled }: { onCancel: () => void; onDisabled: () => void }) {
  const { $api } = useApi();
  const toast = useToast();
  const disable = $api.useMutation('post', '/admin/auth/two-factor/disable');
  const form = useDialogForm({
    initialValues: { password: '', code: '' },
    validate: (values) => ({
      password: values.password ? undefined : PASSWORD_PROBLEM,
      code: codeProblem(values.code),
    }),
    submit: (values) =>
      disable.mutateAsync({ body: { password: values.password, code: digits(values.code) } }),
    onSaved: () => {
      toast.success(TWO_FACTOR_OFF);
      onDisabled();
    },
    failureTitle: 'Two-factor authentication was not turned off',
  });
  return (
    <FormDialog
      title="Turn off two-factor authentication"
      submitLabel="Turn off"
      pendingLabel="Turning off..."
      onClose={onCancel}
      {...form.dialog}
    >
      <p className={styles.text}>
        You then sign in with your password alone, and your recovery codes stop working.
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        isRequired
        {...form.field('password')}
      />
      <OneTimeCodeField {...form.field('code')} />
    </FormDialog>
  );
}

/** New recovery codes, shown this once: the dialog says so before they can be lost. */
function CodesStep({ codes, isNew, onDone }: { codes: string[]; isNew: boolean; onDone: () => void }) {
  return (
    <Dialog
      isOpen
      title="Save your recovery codes"
      onOpenChange={(open) => (open ? undefined : onDone())}
      footer={<Button onPress={onDone}>Done</Button>}
    >
      <div className={styles.stack}>
        <p className={styles.text}>
          {isNew ? `${TWO_FACTOR_ON} ` : 'Your earlier recovery codes no longer work. '}
          If you lose your phone, each of these codes signs you in once instead of a code from your
          authenticator app. They are shown only now: copy or download them and keep them somewhere safe.
        </p>
        <RecoveryCodesList codes={codes} />
      </div>
    </Dialog>
  );
}

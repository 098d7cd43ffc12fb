import { NOTIFICATION_LABELS, notificationRecipient, type SettingsGroup, TIMEZONES } from '@aac/domain';
import { Button, Card, FormGrid, Select, Switch, TextArea, TextField } from '@aac/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { PaymentProviderLine, type PaymentProviderStatus } from '../../kit/PaymentProviderLine';
import { cautionNote, note, secretStack, stack } from './settings.css';
import {
  NUMBER_LABELS,
  type PublicSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
} from './settings.form';

const TIMEZONE_OPTIONS = TIMEZONES.map((zone): { value: string; label: string } => ({
  value: zone,
  label: zone,
}));

export interface SettingsTabPanelProps {
  group: SettingsGroup;
  form: SettingsForm;
  /** The settings as stored: whether a secret is set, and who the notifications go to. */
  saved: PublicSettings;
  errors: SettingsErrors;
  /** Which payment provider is in use, as the server says it (shown on Integrations). */
  provider?: PaymentProviderStatus;
  set<Name extends SettingsField>(name: Name, value: SettingsForm[Name]): void;
}

type TextName = { [Name in SettingsField]: SettingsForm[Name] extends string ? Name : never }[SettingsField];
type SwitchName = {
  [Name in SettingsField]: SettingsForm[Name] extends boolean ? Name : never;
}[SettingsField];

/** One tab of the settings form: the fields of its group (platform spec §3). */
export function SettingsTabPanel({ group, form, saved, errors, provider, set }: SettingsTabPanelProps) {
  const text = (name: TextName) => ({
    value: form[name],
    onChange: (value: string) => set(name, value),
    errorMessage: errors[name],
  });
  const toggle = (name: SwitchName, label: string) => (
    <Switch isSelected={form[name]} onChange={(value) => set(name, value)}>
      {label}
    </Switch>
  );
  const number = (name: keyof typeof NUMBER_LABELS, description: string) => (
    <TextField label={NUMBER_LABELS[name]} description={description} {...text(name)} autoComplete="off" />
  );

  switch (group) {
    case 'general':
      return (
        <Card title="General" description="How the service names itself and where it lives.">
          <div className={stack}>
            <FormGrid>
              <TextField label="Site name" {...text('siteName')} maxLength={200} autoComplete="off" />
              <Select label="Timezone" options={TIMEZONE_OPTIONS} {...text('timezone')} />
            </FormGrid>
            <TextArea label="Site description" {...text('siteDescription')} maxLength={1000} rows={3} />
            <FormGrid>
              <TextField
                label="Site URL"
                type="url"
                description="The full address, starting with https://"
                {...text('siteUrl')}
                maxLength={2048}
                autoComplete="url"
              />
              <TextField
                label="Admin email"
                type="email"
                {...text('adminEmail')}
                maxLength={255}
                autoComplete="email"
              />
            </FormGrid>
          </div>
        </Card>
      );
    case 'security':
      return (
        <Card title="Security" description="Changes apply from each admin's next sign-in.">
          <div className={stack}>
            <FormGrid>
              {number('sessionTimeout', 'Minutes without activity before signing out (5 to 10080).')}
              {number(
                'sessionMaxHours',
                'Hours after signing in when an admin must sign in again, however active (1 to 168).',
              )}
            </FormGrid>
            <FormGrid>
              {number('maxLoginAttempts', 'Failed sign-ins before a 15-minute pause (1 to 100).')}
              {number('passwordMinLength', 'For new admin passwords (8 to 128 characters).')}
            </FormGrid>
            <FormGrid>
              {number('auditRetentionDays', 'Days the audit log keeps each change and sign-in (30 to 3650).')}
            </FormGrid>
            {toggle('requireTwoFactor', 'Require two-factor authentication')}
          </div>
        </Card>
      );
    case 'email':
      return (
        <Card title="Email" description="The server that sends the service's email.">
          <div className={stack}>
            <FormGrid>
              <TextField label="SMTP host" {...text('smtpHost')} maxLength={255} autoComplete="off" />
              {number('smtpPort', 'Usually 587 (STARTTLS) or 465 (TLS).')}
            </FormGrid>
            <FormGrid>
              <TextField label="SMTP user" {...text('smtpUser')} maxLength={255} autoComplete="off" />
              <SecretField
                label="SMTP password"
                noun="an SMTP password"
                isSet={saved.email.smtpPasswordSet}
                value={form.smtpPassword}
                onChange={(value) => set('smtpPassword', value)}
              />
            </FormGrid>
            <FormGrid>
              <TextField
                label="From email"
                type="email"
                {...text('fromEmail')}
                maxLength={255}
                autoComplete="off"
              />
              <TextField label="From name" {...text('fromName')} maxLength={200} autoComplete="off" />
            </FormGrid>
          </div>
        </Card>
      );
    case 'notifications': {
      // The server sends them to the saved admin email, not to one typed and not saved yet.
      const recipient = notificationRecipient(saved.general);
      return (
        <Card title="Notifications" description="What the admins are told about by email.">
          <div className={stack}>
            {recipient ? (
              <p className={note}>{`Sent by email to ${recipient}, the admin email on the General tab.`}</p>
            ) : (
              <p className={cautionNote}>
                No admin email is set on the General tab, so these notifications are not sent.
              </p>
            )}
            {toggle('emailNotifications', NOTIFICATION_LABELS.emailNotifications)}
            {toggle('pushNotifications', NOTIFICATION_LABELS.pushNotifications)}
            {toggle('smsNotifications', NOTIFICATION_LABELS.smsNotifications)}
          </div>
        </Card>
      );
    }
    case 'integrations':
      return (
        <Card title="Integrations" description="Payments through Stripe and the analytics service.">
          <div className={stack}>
            <PaymentProviderLine provider={provider} />
            {toggle('stripeEnabled', 'Stripe payments')}
            <FormGrid>
              <TextField
                label="Stripe publishable key"
                {...text('stripePublishableKey')}
                maxLength={255}
                autoComplete="off"
              />
              <SecretField
                label="Stripe secret key"
                noun="a Stripe secret key"
                isSet={saved.integrations.stripeSecretKeySet}
                value={form.stripeSecretKey}
                onChange={(value) => set('stripeSecretKey', value)}
              />
              <SecretField
                label="Stripe webhook signing secret"
                noun="a webhook signing secret"
                isSet={saved.integrations.stripeWebhookSecretSet}
                value={form.stripeWebhookSecret}
                onChange={(value) => set('stripeWebhookSecret', value)}
              />
            </FormGrid>
            <p className={note}>
              Stripe's events (payments, refunds, subscription changes) arrive at /api/webhooks/stripe, signed
              with this secret.
            </p>
            {toggle('analyticsEnabled', 'Analytics')}
            <FormGrid>
              <TextField label="Analytics ID" {...text('analyticsId')} maxLength={100} autoComplete="off" />
            </FormGrid>
          </div>
        </Card>
      );
  }
}

interface SecretFieldProps {
  label: string;
  /** How a sentence names it: "an SMTP password". */
  noun: string;
  isSet: boolean;
  value: string;
  onChange(value: string): void;
}

/**
 * A write-only secret: the server never sends it back, so the form says whether one is stored
 * and offers to replace it; left empty, the stored one stays.
 */
function SecretField({ label, noun, isSet, value, onChange }: SecretFieldProps) {
  const [isReplacing, setReplacing] = useState(!isSet || value !== '');
  if (!isReplacing) {
    return (
      <div className={secretStack}>
        <TextField
          label={label}
          value=""
          isReadOnly
          placeholder="Stored (hidden)"
          description={`${noun[0]?.toUpperCase()}${noun.slice(1)} is stored. It is never shown.`}
        />
        <div>
          <Button
            variant="soft"
            tone="neutral"
            size="small"
            icon={<KeyRound size={16} />}
            onPress={() => setReplacing(true)}
          >
            {`Replace ${label}`}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <TextField
      label={isSet ? `New ${label}` : label}
      type="password"
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      maxLength={500}
      description={isSet ? 'Leave empty to keep the stored one.' : 'Not set yet.'}
    />
  );
}

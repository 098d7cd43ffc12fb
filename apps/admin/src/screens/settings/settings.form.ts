/**
 * The Admin Settings form (platform spec §2.1, §3, §5): the server's settings as editable text
 * and switches, the inline checks, and the update to send. Secrets are write-only: the form
 * starts them empty, and an empty secret is not sent (the server keeps the stored one).
 */
import type { components } from '@aac/api-client';
import { isWebUrl, type NumericSetting, numericSettingError, type SettingsGroup } from '@aac/domain';
import { email } from '../../kit/form/validators';

export type PublicSettings = components['schemas']['Settings'];
export type SettingsUpdate = components['schemas']['SettingsUpdate']['settings'];
export type SettingsVersions = components['schemas']['SettingsVersions'];
export type EmailDelivery = components['schemas']['EmailDelivery'];

export interface SettingsForm {
  siteName: string;
  siteDescription: string;
  siteUrl: string;
  adminEmail: string;
  timezone: string;
  sessionTimeout: string;
  maxLoginAttempts: string;
  requireTwoFactor: boolean;
  passwordMinLength: string;
  sessionMaxHours: string;
  auditRetentionDays: string;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  /** A new SMTP password, or "" to keep the stored one. */
  smtpPassword: string;
  fromEmail: string;
  fromName: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  stripeEnabled: boolean;
  stripePublishableKey: string;
  /** A new Stripe secret key, or "" to keep the stored one. */
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  analyticsEnabled: boolean;
  analyticsId: string;
}

export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Which tab each field sits on, so a save with a problem can open the tab that has it. */
export const FIELD_GROUP: Readonly<Record<SettingsField, SettingsGroup>> = {
  siteName: 'general',
  siteDescription: 'general',
  siteUrl: 'general',
  adminEmail: 'general',
  timezone: 'general',
  sessionTimeout: 'security',
  maxLoginAttempts: 'security',
  requireTwoFactor: 'security',
  passwordMinLength: 'security',
  sessionMaxHours: 'security',
  auditRetentionDays: 'security',
  smtpHost: 'email',
  smtpPort: 'email',
  smtpUser: 'email',
  smtpPassword: 'email',
  fromEmail: 'email',
  fromName: 'email',
  emailNotifications: 'notifications',
  pushNotifications: 'notifications',
  smsNotifications: 'notifications',
  stripeEnabled: 'integrations',
  stripePublishableKey: 'integrations',
  stripeSecretKey: 'integrations',
  stripeWebhookSecret: 'integrations',
  analyticsEnabled: 'integrations',
  analyticsId: 'integrations',
};

/** The field labels, shared by the form and its messages. */
export const NUMBER_LABELS: Readonly<Record<NumericSetting, string>> = {
  sessionTimeout: 'Session timeout (minutes)',
  maxLoginAttempts: 'Max login attempts',
  passwordMinLength: 'Minimum password length',
  sessionMaxHours: 'Longest session (hours)',
  auditRetentionDays: 'Keep the audit log (days)',
  smtpPort: 'SMTP port',
};

export function settingsForm(settings: PublicSettings): SettingsForm {
  const { general, security, email: mail, notifications, integrations } = settings;
  return {
    ...general,
    sessionTimeout: String(security.sessionTimeout),
    maxLoginAttempts: String(security.maxLoginAttempts),
    requireTwoFactor: security.requireTwoFactor,
    passwordMinLength: String(security.passwordMinLength),
    sessionMaxHours: String(security.sessionMaxHours),
    auditRetentionDays: String(security.auditRetentionDays),
    smtpHost: mail.smtpHost,
    smtpPort: String(mail.smtpPort),
    smtpUser: mail.smtpUser,
    smtpPassword: '',
    fromEmail: mail.fromEmail,
    fromName: mail.fromName,
    ...notifications,
    stripeEnabled: integrations.stripeEnabled,
    stripePublishableKey: integrations.stripePublishableKey,
    stripeSecretKey: '',
    stripeWebhookSecret: '',
    analyticsEnabled: integrations.analyticsEnabled,
    analyticsId: integrations.analyticsId,
  };
}

const optionalEmail = (label: string, value: string) =>
  value.trim() === '' ? undefined : email(label, value);

/** platform spec §5: integers for the numeric fields; the site url and the addresses typed. */
export function settingsErrors(form: SettingsForm): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const name of Object.keys(NUMBER_LABELS) as NumericSetting[]) {
    const message = numericSettingError(name, NUMBER_LABELS[name], form[name]);
    if (message) errors[name] = message;
  }
  if (form.siteUrl.trim() !== '' && !isWebUrl(form.siteUrl)) {
    errors.siteUrl = 'Enter a URL starting with http:// or https://';
  }
  const adminEmail = optionalEmail('Admin email', form.adminEmail);
  if (adminEmail) errors.adminEmail = adminEmail;
  const fromEmail = optionalEmail('From email', form.fromEmail);
  if (fromEmail) errors.fromEmail = fromEmail;
  return errors;
}

/** The inline check of the test email's "Send to": empty (the admin email then) or an address. */
export function testRecipientError(value: string): string | undefined {
  return optionalEmail('Send to', value);
}

/** Whether the form differs from `saved` in a field of one tab, e.g. edits on the Email tab not saved yet. */
export function hasChangesIn(group: SettingsGroup, form: SettingsForm, saved: SettingsForm): boolean {
  return (Object.keys(FIELD_GROUP) as SettingsField[]).some(
    (name) => FIELD_GROUP[name] === group && form[name] !== saved[name],
  );
}

/**
 * The update of a checked form: only the fields changed from `saved` (the settings as loaded or
 * last saved), in their groups, numbers as integers, a blank secret left out. A save that sends
 * only what the admin changed never writes back another admin's newer value of another field.
 */
export function settingsUpdate(form: SettingsForm, saved: SettingsForm): SettingsUpdate {
  const whole = wholeUpdate(form);
  const update: Record<string, Record<string, unknown>> = {};
  for (const [group, fields] of Object.entries(whole)) {
    for (const [name, value] of Object.entries(fields)) {
      if (form[name as SettingsField] === saved[name as SettingsField]) continue;
      update[group] = { ...update[group], [name]: value };
    }
  }
  return update as SettingsUpdate;
}

/** The versions of the groups an update sends: the save is checked against those groups only. */
export function versionsOf(update: SettingsUpdate, versions: SettingsVersions | undefined): SettingsVersions {
  return Object.fromEntries(
    Object.keys(update).flatMap((group) => {
      const version = versions?.[group as SettingsGroup];
      return version === undefined ? [] : [[group, version]];
    }),
  );
}

function wholeUpdate(form: SettingsForm) {
  return {
    general: {
      siteName: form.siteName.trim(),
      siteDescription: form.siteDescription.trim(),
      siteUrl: form.siteUrl.trim(),
      adminEmail: form.adminEmail.trim(),
      timezone: form.timezone as PublicSettings['general']['timezone'],
    },
    security: {
      sessionTimeout: Number(form.sessionTimeout.trim()),
      maxLoginAttempts: Number(form.maxLoginAttempts.trim()),
      requireTwoFactor: form.requireTwoFactor,
      passwordMinLength: Number(form.passwordMinLength.trim()),
      sessionMaxHours: Number(form.sessionMaxHours.trim()),
      auditRetentionDays: Number(form.auditRetentionDays.trim()),
    },
    email: {
      smtpHost: form.smtpHost.trim(),
      smtpPort: Number(form.smtpPort.trim()),
      smtpUser: form.smtpUser.trim(),
      ...(form.smtpPassword === '' ? {} : { smtpPassword: form.smtpPassword }),
      fromEmail: form.fromEmail.trim(),
      fromName: form.fromName.trim(),
    },
    notifications: {
      emailNotifications: form.emailNotifications,
      pushNotifications: form.pushNotifications,
      smsNotifications: form.smsNotifications,
    },
    integrations: {
      stripeEnabled: form.stripeEnabled,
      stripePublishableKey: form.stripePublishableKey.trim(),
      ...(form.stripeSecretKey === '' ? {} : { stripeSecretKey: form.stripeSecretKey }),
      ...(form.stripeWebhookSecret === '' ? {} : { stripeWebhookSecret: form.stripeWebhookSecret }),
      analyticsEnabled: form.analyticsEnabled,
      analyticsId: form.analyticsId.trim(),
    },
  };
}

/** The field a server detail names ("/settings/email/smtpPort" → smtpPort), if it is one of the form's. */
export function fieldOfDetail(path: string): SettingsField | undefined {
  const name = path.split('/').at(-1) ?? '';
  return Object.hasOwn(FIELD_GROUP, name) ? (name as SettingsField) : undefined;
}

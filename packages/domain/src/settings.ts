/** System settings (platform spec §2.1, §3, §5, §9). */
import { parseIntegerInput } from './numbers';

/** platform spec §3: timezone options (default UTC). */
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

export interface Settings {
  general: {
    siteName: string;
    siteDescription: string;
    siteUrl: string;
    adminEmail: string;
    timezone: string;
  };
  security: {
    sessionTimeout: number;
    maxLoginAttempts: number;
    requireTwoFactor: boolean;
    passwordMinLength: number;
    /** Hours after sign-in when the session ends however active the admin is (renewal stops). */
    sessionMaxHours: number;
    /** Days the audit trail keeps an entry before it may be pruned. */
    auditRetentionDays: number;
  };
  email: {
    smtpHost: string;
    smtpPort: number;
    smtpUser: string;
    smtpPassword: string;
    fromEmail: string;
    fromName: string;
  };
  notifications: { emailNotifications: boolean; pushNotifications: boolean; smsNotifications: boolean };
  integrations: {
    stripeEnabled: boolean;
    stripePublishableKey: string;
    stripeSecretKey: string;
    stripeWebhookSecret: string;
    analyticsEnabled: boolean;
    analyticsId: string;
  };
}

export type SettingsGroup = keyof Settings;

/**
 * platform spec §3 and §9: timezone UTC, session timeout 30 minutes, max login attempts 5,
 * two-factor off, minimum password length 8, SMTP port 587, all notifications on. Fields
 * without a stated default start empty (or off for the integration switches).
 */
export const SETTINGS_DEFAULTS: Readonly<Settings> = {
  general: { siteName: '', siteDescription: '', siteUrl: '', adminEmail: '', timezone: 'UTC' },
  security: {
    sessionTimeout: 30,
    maxLoginAttempts: 5,
    requireTwoFactor: false,
    passwordMinLength: 8,
    sessionMaxHours: 12,
    auditRetentionDays: 365,
  },
  email: { smtpHost: '', smtpPort: 587, smtpUser: '', smtpPassword: '', fromEmail: '', fromName: '' },
  notifications: { emailNotifications: true, pushNotifications: true, smsNotifications: true },
  integrations: {
    stripeEnabled: false,
    stripePublishableKey: '',
    stripeSecretKey: '',
    stripeWebhookSecret: '',
    analyticsEnabled: false,
    analyticsId: '',
  },
};

/** platform spec §2.1: the settings tabs in order. */
export const SETTINGS_TABS: ReadonlyArray<{ group: SettingsGroup; label: string }> = [
  { group: 'general', label: 'General' },
  { group: 'security', label: 'Security' },
  { group: 'email', label: 'Email' },
  { group: 'notifications', label: 'Notifications' },
  { group: 'integrations', label: 'Integrations' },
];

/** platform spec §3: how the three notification switches are labelled. */
export const NOTIFICATION_LABELS: Readonly<Record<keyof Settings['notifications'], string>> = {
  emailNotifications: 'New User Registration',
  pushNotifications: 'Payment Received',
  smsNotifications: 'System Alerts',
};

/** The kinds of email the server sends (the contract's EmailDelivery `kind`): a test, or a notification. */
export const EMAIL_KINDS = ['test', 'newUserRegistration', 'paymentReceived', 'systemAlert'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * What each kind of email is called in the list of deliveries: a test email, or the notification
 * that sent it, named as its switch on the Notifications tab (platform spec §3); one alert is
 * singular.
 */
export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, string>> = {
  test: 'Test',
  newUserRegistration: NOTIFICATION_LABELS.emailNotifications,
  paymentReceived: NOTIFICATION_LABELS.pushNotifications,
  systemAlert: 'System Alert',
};

/**
 * Who the notification emails go to: the General tab's admin email, or nobody while it is blank
 * (the server then sends none).
 */
export function notificationRecipient(general: Pick<Settings['general'], 'adminEmail'>): string | null {
  return general.adminEmail.trim() || null;
}

/**
 * Where a test email goes, as the server decides it (sendTestEmail): the address typed, else the
 * General tab's saved admin email; null when there is neither (the server refuses to send).
 */
export function testEmailRecipient(
  typed: string,
  general: Pick<Settings['general'], 'adminEmail'>,
): string | null {
  return typed.trim() || notificationRecipient(general);
}

/** platform spec §5: numeric settings are parsed as integers; blanks and non-numbers keep `fallback`. */
export function parseIntegerSetting(value: unknown, fallback: number): number {
  return parseIntegerInput(value, fallback);
}

/**
 * The whole-number settings and their bounds (the contract's): a session lasts 5 minutes to a
 * week without activity and 1 hour to a week in all, sign-in allows 1 to 100 attempts,
 * passwords need 8 to 128 characters (ASVS 2.1.1: never fewer than 8), the audit trail is kept
 * 30 days to 10 years, and an SMTP port is 1 to 65535.
 */
export const SETTINGS_NUMBER_BOUNDS = {
  sessionTimeout: { min: 5, max: 10080 },
  sessionMaxHours: { min: 1, max: 168 },
  maxLoginAttempts: { min: 1, max: 100 },
  passwordMinLength: { min: 8, max: 128 },
  auditRetentionDays: { min: 30, max: 3650 },
  smtpPort: { min: 1, max: 65535 },
} as const;
export type NumericSetting = keyof typeof SETTINGS_NUMBER_BOUNDS;

/** platform spec §5: a numeric setting must be a whole number within its bounds. */
export function numericSettingError(name: NumericSetting, label: string, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return `${label} is required`;
  if (!/^-?\d+$/.test(text)) return `${label} must be a whole number`;
  const number = Number(text);
  const { min, max } = SETTINGS_NUMBER_BOUNDS[name];
  if (number < min || number > max) return `${label} must be between ${min} and ${max}`;
  return undefined;
}

/**
 * core spec §7: GET and PUT /admin/settings answer the settings in `{ settings }`, "or the body
 * itself". Either shape gives the settings; anything else gives null.
 */
export function settingsInAnswer<S extends object>(answer: unknown): S | null {
  if (!answer || typeof answer !== 'object') return null;
  const wrapped = (answer as { settings?: unknown }).settings;
  if (wrapped && typeof wrapped === 'object') return wrapped as S;
  return 'general' in answer && 'security' in answer ? (answer as S) : null;
}

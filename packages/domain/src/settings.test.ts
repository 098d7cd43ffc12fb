import { describe, expect, it } from 'vitest';
import {
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  NOTIFICATION_LABELS,
  notificationRecipient,
  numericSettingError,
  parseIntegerSetting,
  SETTINGS_DEFAULTS,
  SETTINGS_NUMBER_BOUNDS,
  SETTINGS_TABS,
  settingsInAnswer,
  TIMEZONES,
  testEmailRecipient,
} from './settings';

describe('settings defaults (platform spec §3, §9)', () => {
  it('uses the stated defaults', () => {
    expect(SETTINGS_DEFAULTS.general.timezone).toBe('UTC');
    expect(SETTINGS_DEFAULTS.security).toEqual({
      sessionTimeout: 30,
      maxLoginAttempts: 5,
      requireTwoFactor: false,
      passwordMinLength: 8,
      sessionMaxHours: 12,
      auditRetentionDays: 365,
    });
    expect(SETTINGS_DEFAULTS.email.smtpPort).toBe(587);
    expect(SETTINGS_DEFAULTS.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: true,
    });
  });

  it('offers five timezones and five tabs', () => {
    expect(TIMEZONES).toEqual([
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
    ]);
    expect(SETTINGS_TABS.map((tab) => tab.label)).toEqual([
      'General',
      'Security',
      'Email',
      'Notifications',
      'Integrations',
    ]);
    expect(NOTIFICATION_LABELS).toEqual({
      emailNotifications: 'New User Registration',
      pushNotifications: 'Payment Received',
      smsNotifications: 'System Alerts',
    });
  });

  it('parses numeric settings as integers (platform spec §5)', () => {
    expect(parseIntegerSetting('45', 30)).toBe(45);
    expect(parseIntegerSetting('45.9', 30)).toBe(45);
    expect(parseIntegerSetting('', 30)).toBe(30);
    expect(parseIntegerSetting('abc', 587)).toBe(587);
  });
});

describe('numericSettingError', () => {
  it('accepts whole numbers within the bounds and says what is wrong otherwise', () => {
    expect(numericSettingError('smtpPort', 'SMTP port', '587')).toBeUndefined();
    expect(numericSettingError('smtpPort', 'SMTP port', ' 65535 ')).toBeUndefined();
    expect(numericSettingError('smtpPort', 'SMTP port', '')).toBe('SMTP port is required');
    expect(numericSettingError('smtpPort', 'SMTP port', '58.7')).toBe('SMTP port must be a whole number');
    expect(numericSettingError('smtpPort', 'SMTP port', 'abc')).toBe('SMTP port must be a whole number');
    expect(numericSettingError('smtpPort', 'SMTP port', '70000')).toBe(
      'SMTP port must be between 1 and 65535',
    );
    expect(numericSettingError('sessionTimeout', 'Session timeout', '4')).toBe(
      'Session timeout must be between 5 and 10080',
    );
    // ASVS 2.1.1: a password minimum below 8 is not offered.
    expect(SETTINGS_NUMBER_BOUNDS.passwordMinLength).toEqual({ min: 8, max: 128 });
    expect(numericSettingError('passwordMinLength', 'Minimum password length', '6')).toBe(
      'Minimum password length must be between 8 and 128',
    );
    expect(numericSettingError('sessionMaxHours', 'Longest session (hours)', '200')).toBe(
      'Longest session (hours) must be between 1 and 168',
    );
    expect(numericSettingError('auditRetentionDays', 'Keep the audit log (days)', '7')).toBe(
      'Keep the audit log (days) must be between 30 and 3650',
    );
  });
});

describe('email kinds and recipients', () => {
  it('names each kind of email as the Notifications tab names its switch, one alert singular', () => {
    expect(EMAIL_KINDS.map((kind) => EMAIL_KIND_LABELS[kind])).toEqual([
      'Test',
      'New User Registration',
      'Payment Received',
      'System Alert',
    ]);
    expect(EMAIL_KIND_LABELS.newUserRegistration).toBe(NOTIFICATION_LABELS.emailNotifications);
    expect(EMAIL_KIND_LABELS.paymentReceived).toBe(NOTIFICATION_LABELS.pushNotifications);
  });

  it('sends notifications to the admin email, and to nobody while it is blank', () => {
    expect(notificationRecipient({ adminEmail: ' admin@example.com ' })).toBe('admin@example.com');
    expect(notificationRecipient({ adminEmail: '' })).toBeNull();
    expect(notificationRecipient({ adminEmail: '   ' })).toBeNull();
  });

  it('sends a test email to the address typed, else to the admin email, else nowhere', () => {
    const general = { adminEmail: 'admin@example.com' };
    expect(testEmailRecipient(' ops@example.com ', general)).toBe('ops@example.com');
    expect(testEmailRecipient('', general)).toBe('admin@example.com');
    expect(testEmailRecipient('  ', general)).toBe('admin@example.com');
    expect(testEmailRecipient('', { adminEmail: '' })).toBeNull();
  });
});

describe('settingsInAnswer (core spec §7: "settings, or the body itself")', () => {
  it('reads the settings from the wrapper or from the body itself, and nothing else', () => {
    expect(settingsInAnswer({ settings: SETTINGS_DEFAULTS, versions: {} })).toBe(SETTINGS_DEFAULTS);
    expect(settingsInAnswer(SETTINGS_DEFAULTS)).toBe(SETTINGS_DEFAULTS);
    expect(settingsInAnswer({ success: true, message: 'Saved' })).toBeNull();
    expect(settingsInAnswer(undefined)).toBeNull();
    expect(settingsInAnswer('settings')).toBeNull();
  });
});

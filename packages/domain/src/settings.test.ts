import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_LABELS,
  parseIntegerSetting,
  SETTINGS_DEFAULTS,
  SETTINGS_TABS,
  TIMEZONES,
} from './settings';

describe('settings defaults (platform spec §3, §9)', () => {
  it('uses the stated defaults', () => {
    expect(SETTINGS_DEFAULTS.general.timezone).toBe('UTC');
    expect(SETTINGS_DEFAULTS.security).toEqual({
      sessionTimeout: 30,
      maxLoginAttempts: 5,
      requireTwoFactor: false,
      passwordMinLength: 8,
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

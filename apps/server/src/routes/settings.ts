import { SETTINGS_DEFAULTS, type Settings, TIMEZONES, type Timezone } from '@aac/domain';
import { inTransaction } from '../db/transaction.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { readAllSettings, writeSettings } from '../settings/settings-store.ts';

/**
 * System settings area (platform spec §2.1, §3, §7): the five groups, read and saved through the
 * settings store, which sign-in and admin passwords read too (sessionTimeout is the lifetime of
 * new tokens, maxLoginAttempts the lock-out, passwordMinLength the admin password minimum).
 *
 * The secrets email.smtpPassword and integrations.stripeSecretKey are write-only (contract
 * "Settings secrets"): they never leave the server; GET says only whether one is stored.
 */

/** platform §3 timezone options; anything else stored (by hand) reads as the default, UTC. */
function knownTimezone(value: string): Timezone {
  return (TIMEZONES as readonly string[]).includes(value)
    ? (value as Timezone)
    : (SETTINGS_DEFAULTS.general.timezone as Timezone);
}

/** The settings as the contract's Settings schema shows them: secrets replaced by *Set flags. */
export function publicSettings(settings: Settings) {
  const { smtpPassword, ...email } = settings.email;
  const { stripeSecretKey, ...integrations } = settings.integrations;
  return {
    general: { ...settings.general, timezone: knownTimezone(settings.general.timezone) },
    security: settings.security,
    email: { ...email, smtpPasswordSet: smtpPassword !== '' },
    notifications: settings.notifications,
    integrations: { ...integrations, stripeSecretKeySet: stripeSecretKey !== '' },
  };
}

/** A secret that is omitted or "" keeps the stored one (contract "Settings secrets"). */
function withoutBlankSecret<T extends Record<string, unknown>>(group: T | undefined, secret: keyof T) {
  if (!group) return undefined;
  const { [secret]: value, ...rest } = group;
  return value === undefined || value === '' ? rest : group;
}

export const settingsHandlers = {
  async getSettings(request) {
    return { settings: publicSettings(await readAllSettings(request.server.db)) };
  },

  async updateSettings(request) {
    const { db } = request.server;
    const sent = request.body.settings;
    // The contract already checked every numeric field is an integer within its bounds
    // (platform §5: numeric settings are integers), so the values are stored as they come.
    const changes = {
      ...sent,
      email: withoutBlankSecret(sent.email, 'smtpPassword'),
      integrations: withoutBlankSecret(sent.integrations, 'stripeSecretKey'),
    } as { [G in keyof Settings]?: Partial<Settings[G]> };
    const settings = await inTransaction(db, async (trx) => {
      await writeSettings(trx, changes);
      return readAllSettings(trx);
    });
    return {
      success: true as const,
      message: 'Settings saved successfully!',
      settings: publicSettings(settings),
    };
  },
} satisfies AreaHandlers;

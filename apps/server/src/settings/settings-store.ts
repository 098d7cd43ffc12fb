import { SETTINGS_DEFAULTS } from '@aac/domain';
import type { Kysely } from 'kysely';
import type { Database, SettingsGroup } from '../db/schema.ts';

export type SecuritySettings = {
  sessionTimeout: number;
  maxLoginAttempts: number;
  requireTwoFactor: boolean;
  passwordMinLength: number;
};

/** One settings group merged over its defaults (platform spec §3, from @aac/domain) (a missing row or key falls back to the default). */
export async function readSettingsGroup<G extends SettingsGroup>(
  db: Kysely<Database>,
  group: G,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('settings')
    .select('values')
    .where('group_name', '=', group)
    .executeTakeFirst();
  return { ...SETTINGS_DEFAULTS[group], ...(row?.values ?? {}) };
}

export async function readSecuritySettings(db: Kysely<Database>): Promise<SecuritySettings> {
  const values = await readSettingsGroup(db, 'security');
  const positive = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  return {
    sessionTimeout: positive(values.sessionTimeout, SETTINGS_DEFAULTS.security.sessionTimeout),
    maxLoginAttempts: positive(values.maxLoginAttempts, SETTINGS_DEFAULTS.security.maxLoginAttempts),
    requireTwoFactor: values.requireTwoFactor === true,
    passwordMinLength: positive(values.passwordMinLength, SETTINGS_DEFAULTS.security.passwordMinLength),
  };
}

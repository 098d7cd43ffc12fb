import { SETTINGS_DEFAULTS, type Settings } from '@aac/domain';
import type { Kysely } from 'kysely';
import type { Database, Db, SettingsGroup } from '../db/schema.ts';

export type SecuritySettings = {
  sessionTimeout: number;
  maxLoginAttempts: number;
  requireTwoFactor: boolean;
  passwordMinLength: number;
  sessionMaxHours: number;
  auditRetentionDays: number;
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
    sessionMaxHours: positive(values.sessionMaxHours, SETTINGS_DEFAULTS.security.sessionMaxHours),
    auditRetentionDays: positive(values.auditRetentionDays, SETTINGS_DEFAULTS.security.auditRetentionDays),
  };
}

/** Every group merged over its defaults, as stored (secrets included; never send this as it is). */
export async function readAllSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['group_name', 'values']).execute();
  const stored = new Map(rows.map((row) => [row.group_name, row.values]));
  const merge = <G extends SettingsGroup>(group: G): Settings[G] => {
    const defaults = SETTINGS_DEFAULTS[group] as unknown as Record<string, unknown>;
    const values = stored.get(group) ?? {};
    // Only the known fields, each with the type of its default: a stray or mistyped stored value
    // falls back to the default instead of reaching the API.
    const merged: Record<string, unknown> = {};
    for (const [field, fallback] of Object.entries(defaults)) {
      const value = values[field];
      merged[field] = typeof value === typeof fallback ? value : fallback;
    }
    return merged as Settings[G];
  };
  return {
    general: merge('general'),
    security: merge('security'),
    email: merge('email'),
    notifications: merge('notifications'),
    integrations: merge('integrations'),
  };
}

/**
 * Stores the fields sent for each group over what is stored (platform §7: PUT settings changes
 * the fields it is sent). Everything that reads settings (sign-in's sessionTimeout and
 * maxLoginAttempts, admin passwords' passwordMinLength) reads this table, so a change applies
 * from the next request on.
 */
export async function writeSettings(
  db: Db,
  changes: { [G in SettingsGroup]?: Partial<Settings[G]> },
): Promise<void> {
  for (const group of Object.keys(changes) as SettingsGroup[]) {
    const fields = changes[group];
    if (!fields || Object.keys(fields).length === 0) continue;
    const row = await db
      .selectFrom('settings')
      .select('values')
      .where('group_name', '=', group)
      .forUpdate()
      .executeTakeFirst();
    const values = JSON.stringify({ ...SETTINGS_DEFAULTS[group], ...(row?.values ?? {}), ...fields });
    await db
      .insertInto('settings')
      .values({ group_name: group, values, updated_at: new Date() })
      .onConflict((oc) => oc.column('group_name').doUpdateSet({ values, updated_at: new Date() }))
      .execute();
  }
}

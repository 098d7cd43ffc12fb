import { SETTINGS_DEFAULTS, type Settings, TIMEZONES, type Timezone } from '@aac/domain';
import type { Kysely } from 'kysely';
import { changedSince, PreconditionFailed } from '../audit/preconditions.ts';
import type { Database, SettingsGroup } from '../db/schema.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { recentDeliveries } from '../mail/queue.ts';
import { testEmailResult } from '../mail/test-email.ts';
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
  const { stripeSecretKey, stripeWebhookSecret, ...integrations } = settings.integrations;
  return {
    general: { ...settings.general, timezone: knownTimezone(settings.general.timezone) },
    security: settings.security,
    email: { ...email, smtpPasswordSet: smtpPassword !== '' },
    notifications: settings.notifications,
    integrations: {
      ...integrations,
      stripeSecretKeySet: stripeSecretKey !== '',
      stripeWebhookSecretSet: stripeWebhookSecret !== '',
    },
  };
}

/** Secrets that are omitted or "" keep the stored ones (contract "Settings secrets"). */
function withoutBlankSecrets<T extends Record<string, unknown>>(
  group: T | undefined,
  secrets: Array<keyof T>,
) {
  if (!group) return undefined;
  return Object.fromEntries(
    Object.entries(group).filter(([field, value]) => !(secrets.includes(field) && value === '')),
  ) as Partial<T>;
}

const GROUPS: SettingsGroup[] = ['general', 'security', 'email', 'notifications', 'integrations'];

/** Each group's version; a group never saved is at its first. */
async function settingsVersions(db: Kysely<Database>) {
  const rows = await db.selectFrom('settings').select(['group_name', 'version']).execute();
  const stored = new Map(rows.map((row) => [row.group_name, row.version]));
  return Object.fromEntries(GROUPS.map((group) => [group, stored.get(group) ?? 1])) as Record<
    SettingsGroup,
    number
  >;
}

/**
 * Refuses the save when a group it changes was saved by someone else after the version the admin
 * read (412, nothing saved). Groups the admin did not change are not sent and not compared, so
 * two admins on different tabs never collide.
 */
async function checkGroupVersions(
  db: Kysely<Database>,
  sent: { [G in SettingsGroup]?: unknown },
  versions: Partial<Record<SettingsGroup, number>> | undefined,
) {
  if (!versions) return;
  for (const group of GROUPS) {
    const wanted = versions[group];
    if (sent[group] === undefined || wanted === undefined) continue;
    const row = await db
      .selectFrom('settings')
      .select(['group_name', 'version', 'updated_at'])
      .where('group_name', '=', group)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.version === wanted) continue;
    const since = await changedSince(db, 'settings', group, wanted, row);
    const who = since.changedBy?.name ?? since.changedBy?.email ?? 'Someone else';
    throw new PreconditionFailed(
      `${who} saved the ${group} settings after you opened them (version ${wanted}; they are now version ${row.version}). Nothing was saved.`,
      since,
    );
  }
}

export const settingsHandlers = {
  async getSettings(request) {
    const { db } = request.server;
    return {
      settings: publicSettings(await readAllSettings(db)),
      versions: await settingsVersions(db),
      paymentProvider: await request.server.payments.status(),
    };
  },

  async updateSettings(request) {
    const { db } = request.server;
    const sent = request.body.settings;
    // The contract already checked every numeric field is an integer within its bounds
    // (platform §5: numeric settings are integers), so the values are stored as they come.
    const changes = {
      ...sent,
      email: withoutBlankSecrets(sent.email, ['smtpPassword']),
      integrations: withoutBlankSecrets(sent.integrations, ['stripeSecretKey', 'stripeWebhookSecret']),
    } as { [G in keyof Settings]?: Partial<Settings[G]> };
    // The whole save is one transaction already (every admin write is, see register-operations).
    await checkGroupVersions(db, sent, request.body.versions);
    await writeSettings(db, changes);
    return {
      success: true as const,
      message: 'Settings saved successfully!',
      settings: publicSettings(await readAllSettings(db)),
      versions: await settingsVersions(db),
    };
  },

  // The email itself went out in the route's preHandler (src/mail/test-email.ts), outside the
  // transaction this write runs in; the audit entry of the request is written here.
  async sendTestEmail(request) {
    return testEmailResult(request);
  },

  async listEmailDeliveries(request) {
    return { deliveries: await recentDeliveries(request.server.db) };
  },
} satisfies AreaHandlers;

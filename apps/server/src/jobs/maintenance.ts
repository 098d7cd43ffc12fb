import { SETTINGS_DEFAULTS } from '@aac/domain';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { inAuditedTransaction } from '../audit/context.ts';
import { recordEvent } from '../audit/events.ts';
import type { Database } from '../db/schema.ts';

/** How long sign-in attempts are kept: longer than any lock-out or throttle window reads them. */
export const LOGIN_ATTEMPTS_KEPT_DAYS = 30;
/** The audit trail's retention when the security settings name none (the setting's default). */
export const DEFAULT_AUDIT_RETENTION_DAYS = SETTINGS_DEFAULTS.security.auditRetentionDays;
const EVERY_MS = 6 * 60 * 60 * 1000;

export interface Pruned {
  auditEntries: number;
  loginAttempts: number;
  revokedTokens: number;
}

/**
 * Drops what has outlived its use: audit entries past the retention of the security settings
 * (the append-only trigger lets exactly those go), sign-in attempts older than 30 days and
 * sign-outs of tokens that have expired anyway. The run is itself an entry of the trail, by
 * "system". Safe on every instance at once: each statement deletes what is due, once.
 */
export async function pruneExpired(db: Kysely<Database>): Promise<Pruned> {
  return inAuditedTransaction(db, { actorType: 'system', action: 'pruneExpired' }, async (trx) => {
    const retention = await sql<{ days: number }>`
      select coalesce(("values" ->> 'auditRetentionDays')::integer, ${DEFAULT_AUDIT_RETENTION_DAYS}) as days
        from settings where group_name = 'security'`.execute(trx);
    const days = retention.rows[0]?.days ?? DEFAULT_AUDIT_RETENTION_DAYS;
    const audit = await trx
      .deleteFrom('audit_log')
      .where('at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .executeTakeFirst();
    const attempts = await trx
      .deleteFrom('login_attempts')
      .where('attempted_at', '<', sql<Date>`now() - make_interval(days => ${LOGIN_ATTEMPTS_KEPT_DAYS})`)
      .executeTakeFirst();
    const tokens = await trx
      .deleteFrom('revoked_tokens')
      .where('expires_at', '<', new Date())
      .executeTakeFirst();
    const pruned = {
      auditEntries: Number(audit.numDeletedRows),
      loginAttempts: Number(attempts.numDeletedRows),
      revokedTokens: Number(tokens.numDeletedRows),
    };
    if (pruned.auditEntries + pruned.loginAttempts + pruned.revokedTokens > 0) {
      await recordEvent(
        trx,
        { actorType: 'system', action: 'pruneExpired' },
        {
          label: `Removed ${pruned.auditEntries} audit entries older than ${days} days, ${pruned.loginAttempts} sign-in attempts and ${pruned.revokedTokens} expired sign-outs`,
        },
      );
    }
    return pruned;
  });
}

const firstRuns = new WeakMap<FastifyInstance, Promise<void>>();

/** The run made when the server came up (resolved at once when none was scheduled). */
export function firstPruning(app: FastifyInstance): Promise<void> {
  return firstRuns.get(app) ?? Promise.resolve();
}

/** Prunes once the server is up, then every 6 hours while it runs; stops with the server. */
export function schedulePruning(app: FastifyInstance): void {
  const run = (): Promise<void> =>
    pruneExpired(app.rootDb).then(
      (pruned) => app.log.info({ pruned }, 'pruned expired records'),
      (error: unknown) => app.log.warn({ err: error }, 'pruning failed; it runs again later'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    firstRuns.set(app, run());
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

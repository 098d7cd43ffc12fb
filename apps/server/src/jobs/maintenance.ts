import { SETTINGS_DEFAULTS } from '@aac/domain';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { inAuditedTransaction } from '../audit/context.ts';
import { recordEvent } from '../audit/events.ts';
import type { Database } from '../db/schema.ts';

/** How long sign-in attempts are kept: longer than any lock-out or throttle window reads them. */
export const LOGIN_ATTEMPTS_KEPT_DAYS = 30;
/**
 * How long an uploaded image nothing refers to is kept: an image is uploaded before the post or
 * item that shows it is saved, so one of a form still being written must outlive the writing.
 */
export const UNREFERENCED_UPLOAD_KEPT_HOURS = 24;
/** The audit trail's retention when the security settings name none (the setting's default). */
export const DEFAULT_AUDIT_RETENTION_DAYS = SETTINGS_DEFAULTS.security.auditRetentionDays;
const EVERY_MS = 6 * 60 * 60 * 1000;

export interface Pruned {
  auditEntries: number;
  loginAttempts: number;
  revokedTokens: number;
  uploads: number;
}

/**
 * Drops what has outlived its use: audit entries past the retention of the security settings
 * (the append-only trigger lets exactly those go), sign-in attempts older than 30 days and
 * sign-outs of tokens that have expired anyway, and uploaded images that no record refers to a
 * day after their upload. The run is itself an entry of the trail, by "system". Safe on every
 * instance at once: each statement deletes what is due, once.
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
    const uploads = await deleteUnreferencedUploads(trx);
    const pruned = {
      auditEntries: Number(audit.numDeletedRows),
      loginAttempts: Number(attempts.numDeletedRows),
      revokedTokens: Number(tokens.numDeletedRows),
      uploads,
    };
    if (pruned.auditEntries + pruned.loginAttempts + pruned.revokedTokens + pruned.uploads > 0) {
      await recordEvent(
        trx,
        { actorType: 'system', action: 'pruneExpired' },
        {
          label: `Removed ${pruned.auditEntries} audit entries older than ${days} days, ${pruned.loginAttempts} sign-in attempts, ${pruned.revokedTokens} expired sign-outs and ${pruned.uploads} unused images`,
        },
      );
    }
    return pruned;
  });
}

/**
 * Deletes the uploaded images older than UNREFERENCED_UPLOAD_KEPT_HOURS whose url
 * (`/uploads/<sha256>.<ext>`, relative or absolute) appears in no record that can show one: blog
 * posts (featured image, content), support items (thumbnail, article, links), social links,
 * settings and children's photos (an image imported from disk also by its old name, upload_names).
 * Posts, items, links and settings are read whole as text, so a url in any of their fields keeps
 * its image; the children, the one large table, only by photo.
 */
async function deleteUnreferencedUploads(trx: Kysely<Database>): Promise<number> {
  const result = await sql`
    with texts as (
      select post::text as body from blog_posts post
      union all select item::text from support_items item
      union all select link::text from social_links link
      union all select "values"::text from settings
      union all select photo_url from children where photo_url like '%/uploads/%'
    ),
    referenced as (
      select distinct (regexp_matches(body, '/uploads/([0-9a-f]{64})\\.', 'g'))[1] as sha256 from texts
      -- An image imported from an instance's disk is referred to by its old name too.
      union select names.sha256 from upload_names names
       where exists (select 1 from texts where strpos(texts.body, '/uploads/' || names.name) > 0)
    )
    delete from uploads
     where created_at < now() - make_interval(hours => ${UNREFERENCED_UPLOAD_KEPT_HOURS})
       and sha256 not in (select sha256 from referenced)`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
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

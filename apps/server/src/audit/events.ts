import type { Transaction } from 'kysely';
import type { AuditFieldChange, Database, Db } from '../db/schema.ts';
import type { AuditContext } from './context.ts';

export interface AuditEvent {
  resourceType?: string | null;
  resourceId?: string | number | null;
  label?: string | null;
  changes?: Record<string, AuditFieldChange>;
}

/**
 * An entry for something that changes no audited row (a sign-in, an upload, a save that changed
 * nothing): the row triggers write every other entry.
 */
export async function recordEvent(db: Db, context: AuditContext, event: AuditEvent = {}): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_type: context.actorType,
      actor_id: context.actorId ?? null,
      actor_email: context.actorEmail ?? null,
      actor_name: context.actorName ?? null,
      actor_role: context.actorRole ?? null,
      action: context.action,
      change: null,
      resource_type: event.resourceType ?? null,
      resource_id:
        event.resourceId === undefined || event.resourceId === null ? null : String(event.resourceId),
      resource_label: event.label?.slice(0, 200) ?? null,
      changes: JSON.stringify(event.changes ?? {}),
      version: null,
      request_id: context.requestId ?? null,
      ip: context.ip ?? null,
      user_agent: context.userAgent ?? null,
      batch_id: context.batchId ?? null,
    })
    .execute();
}

/**
 * Every accepted admin write leaves a trace: when the triggers wrote nothing for the request (an
 * upload, a sync or save that changed no field), one entry says it was done.
 */
export async function ensureRequestRecorded(
  trx: Transaction<Database>,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
  const written = await trx
    .selectFrom('audit_log')
    .select('id')
    .where('request_id', '=', context.requestId ?? '')
    .limit(1)
    .executeTakeFirst();
  if (!written) await recordEvent(trx, context, event);
}

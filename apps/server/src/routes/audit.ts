import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../db/search.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import { pageRequest, paginationOf } from './shared/pagination.ts';

/**
 * The audit trail (read-only): entries are written by the database's triggers in the transaction
 * of each change, and by sign-in for its events (migration 0007). Newest first.
 */

/** The searched text; equal to the trigram index expression of migration 0007. */
const searchedText = sql<string>`(coalesce(resource_label, '') || ' ' || coalesce(actor_name, '') || ' ' || coalesce(actor_email, '') || ' ' || action)`;

function auditFilter(query: QueryParams<'listAuditLog'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'audit_log'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(query.search);
  if (pattern) conditions.push(eb(searchedText, 'ilike', pattern));
  if (query.actor !== undefined) conditions.push(eb('actor_id', '=', query.actor));
  if (query.action) conditions.push(eb('action', '=', query.action));
  if (query.resource_type) conditions.push(eb('resource_type', '=', query.resource_type));
  if (query.resource_id) conditions.push(eb('resource_id', '=', query.resource_id));
  if (query.batch) conditions.push(eb('batch_id', '=', query.batch));
  if (query.from) conditions.push(eb('at', '>=', new Date(query.from)));
  if (query.to) conditions.push(eb('at', '<', new Date(query.to)));
  return eb.and(conditions);
}

export const auditHandlers = {
  async listAuditLog(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    const filter = auditFilter(request.query);
    const { total } = await db
      .selectFrom('audit_log')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where(filter)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      entries: rows.map((row) => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: {
          type: row.actor_type,
          id: row.actor_id,
          email: row.actor_email,
          name: row.actor_name,
          role: row.actor_role,
        },
        action: row.action,
        change: row.change,
        resource_type: row.resource_type as never,
        resource_id: row.resource_id,
        resource_label: row.resource_label,
        changes: row.changes,
        version: row.version,
        request_id: row.request_id,
        ip: row.ip,
        user_agent: row.user_agent,
        batch_id: row.batch_id,
      })),
      pagination: paginationOf(page, Number(total), rows.length),
    };
  },
} satisfies AreaHandlers;

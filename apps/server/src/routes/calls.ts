import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { pageRequest } from './shared/pagination.ts';

/**
 * Scheduled calls area (platform spec §2.5, §4, §7): one page of calls (10 a page, §9) with the
 * status filter and the search, the status actions with their transition rules, and delete.
 */

/**
 * platform §4 and the contract: "Confirm Call" only when pending, "Mark as Completed" only when
 * confirmed; pending or confirmed may be cancelled; completed and cancelled are final.
 * Re-sending the current status (to change only admin_notes) is allowed.
 */
const NEXT_STATUSES: Record<string, readonly string[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function callTransitionAllowed(from: string, to: string): boolean {
  return from === to || (NEXT_STATUSES[from] ?? []).includes(to);
}

function callColumns(db: Db) {
  return db
    .selectFrom('scheduled_calls')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'preferred_date',
      'preferred_time',
      'timezone',
      'call_duration',
      'call_purpose',
      'status',
      'admin_notes',
      'version',
    ]);
}

async function findCall(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = callColumns(db).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`Scheduled call ${id} was not found.`);
  return row;
}

export const callsHandlers = {
  async listScheduledCalls(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    const { status, search } = request.query;
    let count = db.selectFrom('scheduled_calls').select((eb) => eb.fn.countAll<number>().as('total'));
    let rows = callColumns(db);
    if (status) {
      count = count.where('status', '=', status);
      rows = rows.where('status', '=', status);
    }
    // Across every page, on the trigram index of searchText.scheduledCalls.
    const pattern = containsPattern(search);
    if (pattern) {
      count = count.where(searchText.scheduledCalls, 'ilike', pattern);
      rows = rows.where(searchText.scheduledCalls, 'ilike', pattern);
    }
    const { total } = await count.executeTakeFirstOrThrow();
    // What is coming first, soonest first; then what has passed, latest first (contract). "Today"
    // is the database's current date.
    const upcoming = sql<boolean>`preferred_date >= current_date`;
    const calls = await rows
      .orderBy(sql`case when ${upcoming} then 0 else 1 end`)
      .orderBy(sql`case when ${upcoming} then preferred_date end`)
      .orderBy(sql`case when ${upcoming} then preferred_time end`)
      .orderBy('preferred_date', 'desc')
      .orderBy('preferred_time', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      calls,
      totalPages: Math.ceil(Number(total) / page.limit),
      page: page.page,
      total: Number(total),
    };
  },

  async updateScheduledCallStatus(request) {
    const { db } = request.server;
    const { id } = request.params;
    const { status, admin_notes } = request.body;
    const call = await inTransaction(db, async (trx) => {
      const current = await findCall(trx, id, { forUpdate: true });
      if (!callTransitionAllowed(current.status, status)) {
        throw conflict(
          current.status === 'completed' || current.status === 'cancelled'
            ? `This call is ${current.status}; its status can no longer change.`
            : `A ${current.status} call cannot become ${status}.`,
        );
      }
      await trx
        .updateTable('scheduled_calls')
        .set({
          status,
          // admin_notes replaces the stored notes when present (contract).
          ...(admin_notes !== undefined ? { admin_notes } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return findCall(trx, id);
    });
    return { success: true as const, message: 'Call status updated.', call };
  },

  async deleteScheduledCall(request) {
    const { db } = request.server;
    const { id } = request.params;
    const result = await db.deleteFrom('scheduled_calls').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Scheduled call ${id} was not found.`);
    return { success: true as const, message: 'Call deleted successfully.' };
  },
} satisfies AreaHandlers;

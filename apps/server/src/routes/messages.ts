import type { InferResult } from 'kysely';
import type { Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { notFound } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { pageRequest } from './shared/pagination.ts';

/**
 * Contact messages area (platform spec §2.2, §4, §7): one page of messages (10 a page, §9) with
 * the status filter and the search, any status set from the row dropdown, and delete.
 */

const MESSAGE_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
type MessageStatus = (typeof MESSAGE_STATUSES)[number];

function messageColumns(db: Db) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'subject', 'message', 'status', 'created_at', 'version']);
}

type MessageRow = InferResult<ReturnType<typeof messageColumns>>[number];

/** platform §4: an unknown status displays as new, so it is answered as new. */
function messageStatus(value: string): MessageStatus {
  return (MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as MessageStatus) : 'new';
}

function messageView(row: MessageRow) {
  return { ...row, status: messageStatus(row.status), created_at: row.created_at.toISOString() };
}

async function findMessage(db: Db, id: number) {
  const row = await messageColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Contact message ${id} was not found.`);
  return row;
}

export const messagesHandlers = {
  async listContactMessages(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    const { status, search } = request.query;
    let count = db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('total'));
    let rows = messageColumns(db);
    if (status) {
      count = count.where('status', '=', status);
      rows = rows.where('status', '=', status);
    }
    // Across every page, on the trigram index of searchText.contactMessages.
    const pattern = containsPattern(search);
    if (pattern) {
      count = count.where(searchText.contactMessages, 'ilike', pattern);
      rows = rows.where(searchText.contactMessages, 'ilike', pattern);
    }
    const { total } = await count.executeTakeFirstOrThrow();
    const messages = await rows
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      messages: messages.map(messageView),
      pagination: {
        total: Number(total),
        page: page.page,
        limit: page.limit,
        pages: Math.ceil(Number(total) / page.limit),
      },
    };
  },

  async updateContactMessageStatus(request) {
    const { db } = request.server;
    const { id } = request.params;
    // platform §4: an admin may set any status from the dropdown; no transition is refused.
    const result = await db
      .updateTable('contact_messages')
      .set({ status: request.body.status })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound(`Contact message ${id} was not found.`);
    return {
      success: true as const,
      message: 'Message status updated.',
      contact_message: messageView(await findMessage(db, id)),
    };
  },

  async deleteContactMessage(request) {
    const { db } = request.server;
    const { id } = request.params;
    const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Contact message ${id} was not found.`);
    return { success: true as const, message: 'Message deleted successfully.' };
  },
} satisfies AreaHandlers;

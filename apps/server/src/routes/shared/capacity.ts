import { collectionFullMessage } from '@aac/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

type CountedTable = 'blog_categories' | 'social_links' | 'plans' | 'roles' | 'permissions' | 'support_items';

/**
 * Refuses a create with 409 when its list already holds `limit` rows (the bounds of
 * `COLLECTION_LIMITS`). Call it inside the transaction that inserts: the advisory lock makes two
 * instances adding at the same moment take turns, so neither passes the bound by one.
 */
export async function ensureRoomFor(
  trx: Transaction<Database>,
  table: CountedTable,
  limit: number,
  noun: string,
  /** Support content is bounded per tab. */
  tab?: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`capacity:${table}:${tab ?? ''}`}))`.execute(trx);
  const { count } = await sql<{ count: string }>`
    select count(*) as count from ${sql.table(table)} ${tab === undefined ? sql`` : sql`where tab = ${tab}`}
  `
    .execute(trx)
    .then((result) => result.rows[0] ?? { count: '0' });
  if (Number(count) >= limit) throw conflict(collectionFullMessage(noun, limit));
}

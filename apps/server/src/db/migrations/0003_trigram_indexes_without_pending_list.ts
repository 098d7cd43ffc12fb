import { type Kysely, sql } from 'kysely';

/**
 * The trigram (GIN) search indexes of 0001_initial.ts without a fast-update pending list.
 *
 * With `fastupdate` on (Postgres' default) a GIN index collects new entries in an unsorted pending
 * list that only VACUUM (or the list reaching gin_pending_list_limit, 4 MB) merges into the index,
 * and every search reads that whole list. The embedded database (PGlite) has no autovacuum, so a
 * freshly seeded or small database kept nearly all of its entries there and every search read
 * them all, as slow as reading the table. Without the pending list each insert goes straight into
 * the index: slightly slower writes, which the back office makes one at a time.
 *
 * ALTER INDEX leaves the indexed expressions alone (they must stay exactly those of
 * src/db/search.ts), and gin_clean_pending_list moves what an existing database already holds in
 * the list into the index, which is what rebuilding the index would achieve.
 */
const trigramIndexes = [
  'users_search_idx',
  'enterprises_search_idx',
  'children_search_idx',
  'payments_search_idx',
  'blog_posts_search_idx',
  'newsletter_subscriptions_search_idx',
  'referrals_search_idx',
  'referral_payouts_search_idx',
  'contact_messages_search_idx',
  'scheduled_calls_search_idx',
  'admins_search_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of trigramIndexes) {
    await sql.raw(`alter index ${index} set (fastupdate = off)`).execute(db);
    await sql.raw(`select gin_clean_pending_list('${index}'::regclass)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of trigramIndexes) {
    await sql.raw(`alter index ${index} reset (fastupdate)`).execute(db);
  }
}

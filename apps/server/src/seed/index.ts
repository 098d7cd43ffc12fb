import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedAccess } from './access.ts';
import { seedAnalytics } from './analytics.ts';
import { seedBlog } from './blog.ts';
import { seedChildren } from './children.ts';
import { type SeedOptions, seedContext } from './context.ts';
import { seedEnterprises } from './enterprises.ts';
import { seedPayments } from './payments.ts';
import { seedPlans } from './plans.ts';
import {
  seedContactMessages,
  seedScheduledCalls,
  seedSettings,
  seedSocialLinks,
  seedSupportContent,
} from './platform.ts';
import { seedReferrals } from './referrals.ts';
import { seedUsers } from './users.ts';

export type { SeedOptions } from './context.ts';

/** Whether the database already holds data (the seed runs only on a fresh database). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * VACUUM ANALYZE of the whole database: planner statistics for every table, and a visibility map
 * that lets offset pages be read from an index alone. The embedded database (PGlite) runs no
 * autovacuum, so without this its planner knows nothing of the data it holds; on a PostgreSQL
 * server it only does early what autovacuum would do. (0.9 s at 100,000 users.)
 */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}

/** The trigram (GIN) search indexes of the schema, by name. */
async function trigramIndexNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ indexname: string }>`
    select indexname from pg_indexes
     where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'
     order by indexname
  `.execute(db);
  return rows.map((row) => row.indexname);
}

/**
 * The bulk load goes through the GIN pending list, merged into the index in batches: inserting
 * each new row's trigrams straight into the index, as the indexes do otherwise (migration 0003),
 * made seeding 100,000 users three times slower. Set back, and the lists merged, before the seed
 * commits, so the seeded database has the same indexes as a migrated one.
 */
async function setFastUpdate(db: Kysely<Database>, indexes: readonly string[], on: boolean): Promise<void> {
  for (const index of indexes) {
    await sql`alter index ${sql.id(index)} set (fastupdate = ${sql.raw(on ? 'on' : 'off')})`.execute(db);
  }
}

/**
 * The demo data, deterministic for a given seed: every state the screens can show. Runs in one
 * transaction, so a failure leaves the database empty rather than half seeded, then vacuums and
 * analyses it (outside the transaction, where VACUUM must run) so the first queries are planned
 * with statistics.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const trigramIndexes = await trigramIndexNames(trx);
    await setFastUpdate(trx, trigramIndexes, true);
    const context = seedContext(trx, options);
    await seedSettings(context);
    await seedAccess(context);
    const users = await seedUsers(context);
    const childIds = await seedChildren(context, users);
    await seedEnterprises(context, childIds);
    await seedPayments(context, users);
    await seedPlans(context);
    await seedBlog(context);
    await seedReferrals(context, users);
    await seedAnalytics(context, users);
    await seedContactMessages(context);
    await seedSupportContent(context);
    await seedSocialLinks(context);
    await seedScheduledCalls(context);
    await setFastUpdate(trx, trigramIndexes, false);
    for (const index of trigramIndexes) {
      await sql`select gin_clean_pending_list(${index}::regclass)`.execute(trx);
    }
  });
  await vacuumAnalyze(db);
}

import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { seedAccess } from './access.ts';
import { seedAnalytics } from './analytics.ts';
import { seedBlog } from './blog.ts';
import { seedChildren } from './children.ts';
import { type SeedOptions, seedContext } from './context.ts';
import { seedEnterprises } from './enterprises.ts';
import { seedPayments, seedPricingPlans } from './payments.ts';
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
 * The demo data, deterministic for a given seed: every state the screens can show. Runs in one
 * transaction, so a failure leaves the database empty rather than half seeded.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const context = seedContext(trx, options);
    await seedSettings(context);
    await seedAccess(context);
    const users = await seedUsers(context);
    const childIds = await seedChildren(context, users);
    await seedEnterprises(context, childIds);
    await seedPayments(context, users);
    await seedPricingPlans(context);
    await seedPlans(context);
    await seedBlog(context);
    await seedReferrals(context, users);
    await seedAnalytics(context, users);
    await seedContactMessages(context);
    await seedSupportContent(context);
    await seedSocialLinks(context);
    await seedScheduledCalls(context);
  });
}

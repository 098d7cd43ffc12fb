import type { SeedContext } from './context.ts';
import { batches } from './random.ts';
import type { SeededUser } from './users.ts';

const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;

/**
 * Hundreds of payments in every status of core spec §4 over the last two years, more of them in
 * recent months (a growing service), so the analytics revenue of every range (up to 1y) and its
 * trend against the previous period have data. The first rows cover each status in the last
 * week and the current calendar month, so "monthly revenue" and the 7-day chart are never empty.
 */
export async function seedPayments(context: SeedContext, users: readonly SeededUser[]): Promise<void> {
  const { db, random, now } = context;
  if (users.length === 0) return;
  const startOfMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const daysIntoMonth = (now.getTime() - startOfMonth) / 86_400_000;
  const rows = Array.from({ length: 900 }, (_, index) => {
    const user = random.pick(users);
    const status =
      index < 12
        ? PAYMENT_STATUSES[index % PAYMENT_STATUSES.length]
        : random.weighted([
            ['completed', 80],
            ['pending', 8],
            ['failed', 8],
            ['refunded', 4],
          ] as const);
    const created_at =
      index < 12
        ? random.pastDate(now, 0, Math.min(6, daysIntoMonth))
        : new Date(now.getTime() - 730 * random.next() ** 1.3 * 86_400_000);
    return {
      user_id: user.id,
      user_email: user.email,
      transaction_id: `txn_${(100000 + index).toString(36)}${random.int(1000, 9999)}`,
      amount: random.pick([9.99, 19.99, 29.99, 49.99, 99.99, 199.99, 299.99]),
      status: status ?? 'completed',
      created_at,
    };
  });
  for (const batch of batches(rows)) await db.insertInto('payments').values(batch).execute();
}

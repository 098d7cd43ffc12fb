import type { SeedContext } from './context.ts';
import type { SeededUser } from './users.ts';

/** Referrals and payouts in every status of core spec §4. */
export async function seedReferrals(context: SeedContext, users: readonly SeededUser[]): Promise<void> {
  const { db, random, now } = context;
  if (users.length < 2) return;
  const referrals = Array.from({ length: 240 }, (_, index) => {
    const referrer = random.pick(users);
    let referred = random.pick(users);
    if (referred.id === referrer.id)
      referred = users[(users.indexOf(referrer) + 1) % users.length] ?? referred;
    return {
      referrer_user_id: referrer.id,
      referred_user_id: referred.id,
      referrer_email: referrer.email,
      referred_email: referred.email,
      commission_amount: random.pick([5, 10, 15, 20, 25]),
      status:
        index < 3
          ? ((['pending', 'approved', 'rejected'] as const)[index] ?? 'pending')
          : random.weighted([
              ['pending', 30],
              ['approved', 55],
              ['rejected', 15],
            ] as const),
      created_at: random.pastDate(now, 0, 365),
    };
  });
  await db.insertInto('referrals').values(referrals).execute();

  const payouts = Array.from({ length: 90 }, (_, index) => {
    const user = random.pick(users);
    const status =
      index < 4
        ? ((['pending', 'approved', 'rejected', 'paid'] as const)[index] ?? 'pending')
        : random.weighted([
            ['pending', 30],
            ['approved', 20],
            ['rejected', 10],
            ['paid', 40],
          ] as const);
    const created_at = random.pastDate(now, 0, 300);
    return {
      user_id: user.id,
      user_email: user.email,
      amount: random.amount(10, 250),
      status,
      decided_at: status === 'pending' ? null : new Date(created_at.getTime() + 3 * 86_400_000),
      created_at,
    };
  });
  await db.insertInto('referral_payouts').values(payouts).execute();
}

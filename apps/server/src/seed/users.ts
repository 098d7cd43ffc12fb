import { hashPassword } from '../auth/passwords.ts';
import type { SubscriptionStatus, UsersTable } from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { batches, emailFor, FIRST_NAMES, LAST_NAMES } from './random.ts';

export const DEMO_USER_EMAIL = 'user@example.com';
export const DEMO_USER_PASSWORD = 'User123!demo';

const PAID_PLANS = ['individual', 'family', 'professional', 'enterprise'] as const;

export interface SeededUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  user_type: UsersTable['user_type'];
}

/**
 * Users of every type, active and inactive, free and paid (core spec §2.1), and a subscription
 * for every paid user in each of the three states of core spec §4. Users whose subscription was
 * cancelled have lost access, so they are back on the free plan.
 */
export async function seedUsers(context: SeedContext): Promise<SeededUser[]> {
  const { db, random, now } = context;
  const demoHash = await hashPassword(DEMO_USER_PASSWORD);

  interface Draft {
    first_name: string;
    last_name: string;
    email: string;
    user_type: UsersTable['user_type'];
    is_active: boolean;
    plan_type: string;
    password_hash: string | null;
    created_at: Date;
    subscription: { status: SubscriptionStatus; plan: string; end: Date } | undefined;
  }

  const drafts: Draft[] = [
    {
      first_name: 'Paula',
      last_name: 'Parent',
      email: DEMO_USER_EMAIL,
      user_type: 'parent',
      is_active: true,
      plan_type: 'family',
      password_hash: demoHash,
      created_at: new Date(now.getTime() - 400 * 86_400_000),
      subscription: { status: 'active', plan: 'family', end: new Date(now.getTime() + 20 * 86_400_000) },
    },
  ];

  const count = context.options.userCount;
  for (let index = 0; index < count; index++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const user_type = random.weighted<UsersTable['user_type']>([
      ['parent', 70],
      ['therapist', 15],
      ['educator', 12],
      ['admin', 3],
    ]);
    // The first rows cycle through every state so even a tiny seed shows all of them.
    const state = index < 12 ? index % 4 : random.int(0, 19);
    const paid = state < 4 ? state !== 3 : random.chance(0.45);
    let subscription: Draft['subscription'];
    let plan_type = 'free';
    if (paid) {
      const plan = random.pick(PAID_PLANS);
      const status: SubscriptionStatus =
        state < 3
          ? ((['active', 'cancel_at_period_end', 'canceled'] as const)[state] ?? 'active')
          : random.weighted<SubscriptionStatus>([
              ['active', 70],
              ['cancel_at_period_end', 15],
              ['canceled', 15],
            ]);
      const end =
        status === 'canceled'
          ? random.pastDate(now, 1, 200)
          : new Date(now.getTime() + random.int(1, 30) * 86_400_000 + random.int(0, 86_399) * 1000);
      subscription = { status, plan, end };
      plan_type = status === 'canceled' ? 'free' : plan;
    } else if (random.chance(0.3)) {
      // A free user who once paid and cancelled.
      subscription = {
        status: 'canceled',
        plan: random.pick(PAID_PLANS),
        end: random.pastDate(now, 30, 300),
      };
    }
    drafts.push({
      first_name: first,
      last_name: last,
      email: emailFor(first, last, index + 1),
      user_type,
      is_active: index < 12 ? index % 3 !== 2 : random.chance(0.85),
      plan_type,
      password_hash: null,
      created_at: random.pastDate(now, 0, 730),
      subscription,
    });
  }

  const inserted: SeededUser[] = [];
  for (const batch of batches(drafts, 1000)) {
    const rows = await db
      .insertInto('users')
      .values(batch.map(({ subscription: _subscription, ...user }) => user))
      .returning(['id', 'email', 'first_name', 'last_name', 'user_type'])
      .execute();
    inserted.push(...rows);
  }

  const subscriptions = drafts.flatMap((draft, index) => {
    const user = inserted[index];
    if (!draft.subscription || !user) return [];
    const { status, plan, end } = draft.subscription;
    return [
      {
        user_id: user.id,
        plan_type: plan,
        status,
        current_period_end: end,
        canceled_at: status === 'canceled' ? end : null,
        cancel_reason: status === 'active' ? null : 'Cancelled by administrator',
        provider_subscription_id: `sub_local_${user.id.toString(36).padStart(6, '0')}`,
        created_at: draft.created_at,
      },
    ];
  });
  for (const batch of batches(subscriptions, 1000)) {
    await db.insertInto('user_subscriptions').values(batch).execute();
  }
  return inserted;
}

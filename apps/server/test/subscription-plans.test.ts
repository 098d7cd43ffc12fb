import type { paths } from '@aac/api-client/schema';
import type { Kysely } from 'kysely';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { assertMatchesContract } from './contract-validator.ts';
import {
  adminToken,
  expectConflict,
  isRemote,
  need,
  runId,
  startServer,
  type TestServer,
} from './harness.ts';

/**
 * Subscription Plan Management (platform spec §2.9, §3, §4, §5, §7, §8, §9), through the HTTP
 * API with the typed client, against the local payment provider.
 */

let server: TestServer;
let api: Client<paths>;

beforeAll(async () => {
  server = await startServer();
  const token = await adminToken(server);
  api = createClient<paths>({
    baseUrl: `${server.baseUrl}/api`,
    headers: { authorization: `Bearer ${token}` },
  });
});
afterAll(async () => {
  // Remotely, the plans this run created go again (the seeded ones stay as they are).
  if (isRemote && api) {
    for (const plan of await listPlans()) {
      if (plan.plan_key.endsWith(runId)) {
        await api.DELETE('/admin/subscription-plans/{id}', { params: { path: { id: plan.id } } });
      }
    }
  }
  await server?.close();
});

/** A plan key of this run: as written in-process, with the run's id remotely (keys are unique). */
const key = (text: string) => (isRemote ? `${text}_${runId}` : text);

/**
 * Checks of what the reference server's local payment provider holds (its tables): in-process
 * only; remotely the provider is the backend's own business.
 */
async function inProvider(check: () => Promise<void>): Promise<void> {
  if (server.internal) await check();
}

/** Checks the answer against the contract (status declared, body matching) and returns it. */
async function checked<T extends { data?: unknown; error?: unknown; response: Response }>(
  operationId: string,
  pending: Promise<T>,
): Promise<T> {
  const result = await pending;
  assertMatchesContract(operationId, result.response.status, result.data ?? result.error);
  return result;
}

function providerDb(): Kysely<Database> {
  const db = server.internal?.database.db;
  if (!db) throw new Error('These checks read the local provider tables: run in-process.');
  return db;
}

async function price(id: string | null) {
  if (!id) throw new Error('no price id');
  return providerDb()
    .selectFrom('provider_prices')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function product(id: string | null) {
  if (!id) throw new Error('no product id');
  return providerDb()
    .selectFrom('provider_products')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const listPlans = async () => {
  const { data } = await checked('listSubscriptionPlans', api.GET('/admin/subscription-plans'));
  if (!data) throw new Error('listSubscriptionPlans failed');
  return data.plans;
};

const planByKey = async (key: string) => {
  const plan = (await listPlans()).find((candidate) => candidate.plan_key === key);
  if (!plan) throw new Error(`no plan ${key}`);
  return plan;
};

/** The key of a plan other than `except`: a key in use, whatever plans the backend has. */
const anyPlanKey = async (except?: number) => {
  const plan = (await listPlans()).find((candidate) => candidate.id !== except);
  if (!plan) throw new Error('no other plan');
  return plan.plan_key;
};

const connected = (plan: {
  stripe_product_id: string | null;
  stripe_monthly_price_id: string | null;
  stripe_yearly_price_id: string | null;
}) => Boolean(plan.stripe_product_id && plan.stripe_monthly_price_id && plan.stripe_yearly_price_id);

describe('plan list (listSubscriptionPlans)', () => {
  it('lists every plan by display order then name, connected and not connected', async () => {
    // Plans of the file's own in both states (deleted after it), whatever plans the backend holds.
    const listed = { connected: key('kit_listed_connected'), loose: key('kit_listed_loose') };
    for (const [plan_key, generate_stripe_ids, display_order] of [
      [listed.connected, true, 2],
      [listed.loose, false, 1],
    ] as const) {
      const created = await checked(
        'createSubscriptionPlan',
        api.POST('/admin/subscription-plans', {
          body: { name: `Kit listed ${display_order}`, plan_key, generate_stripe_ids, display_order },
        }),
      );
      expect(created.response.status).toBe(201);
    }
    const plans = await listPlans();
    const order = plans.map((plan) => [plan.display_order, plan.name] as const);
    expect(order).toEqual(
      [...order].sort(([a, nameA], [b, nameB]) => a - b || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0)),
    );
    const mine = new Map(plans.map((plan) => [plan.plan_key, plan]));
    const ownConnected = mine.get(listed.connected);
    expect(ownConnected && connected(ownConnected)).toBe(true);
    expect(mine.get(listed.loose)).toMatchObject({
      stripe_product_id: null,
      stripe_monthly_price_id: null,
      stripe_yearly_price_id: null,
    });
    // The demo seed's plans in each state; another backend's plans are its own.
    if (isRemote) return;
    const byKey = new Map(plans.map((plan) => [plan.plan_key, plan]));
    // platform spec §2.9: "Stripe Connected" only with all three ids, otherwise "Not Connected".
    const family = byKey.get('family');
    expect(family && connected(family)).toBe(true);
    expect(byKey.get('family_plus')).toMatchObject({
      stripe_product_id: null,
      stripe_monthly_price_id: null,
      stripe_yearly_price_id: null,
    });
    expect(byKey.get('individual_legacy')?.is_active).toBe(false);
    // Marketing lines follow the selected features of the catalogue (platform spec §3).
    expect(byKey.get('family')?.features).toContain('Shared Progress');
    expect(byKey.get('family')?.features).toContain('Vocabulary Words: Unlimited');
    expect(byKey.get('family')?.popular).toBe(true);
  });
});

describe('create (createSubscriptionPlan)', () => {
  it('applies the new-plan defaults of platform spec §9 and §3 to omitted fields', async () => {
    const result = await checked(
      'createSubscriptionPlan',
      api.POST('/admin/subscription-plans', {
        body: { name: 'Starter', plan_key: key('starter'), generate_stripe_ids: false },
      }),
    );
    expect(result.response.status).toBe(201);
    expect(result.data?.message).toBe('Plan created successfully!');
    expect(result.data?.plan).toMatchObject({
      name: 'Starter',
      plan_key: key('starter'),
      max_children: 1,
      max_team_members: 0,
      is_active: true,
      is_enterprise: false,
      popular: false,
      display_order: 999,
      gradient: 'from-blue-500 to-purple-600',
      icon: 'fa-star',
      cta_text: 'Upgrade',
      cta_style: 'outline',
      features: [],
      selectedFeatures: {},
      // generate_stripe_ids false: "Not Connected".
      stripe_product_id: null,
      stripe_monthly_price_id: null,
      stripe_yearly_price_id: null,
      // No type chosen and a key that is none: individual, as the first screen would show it.
      plan_type: 'individual',
    });
  });

  it('saves the type chosen in the form, which the first plan screen then shows, and an edit without one keeps it', async () => {
    const created = await checked(
      'createSubscriptionPlan',
      api.POST('/admin/subscription-plans', {
        body: {
          name: 'Clinic',
          plan_key: key('clinic'),
          plan_type: 'professional',
          generate_stripe_ids: false,
        },
      }),
    );
    expect(created.data?.plan.plan_type).toBe('professional');
    const id = created.data?.plan.id ?? 0;
    const onFirstScreen = (await api.GET('/admin/stripe/plans')).data?.plans.find((plan) => plan.id === id);
    expect(onFirstScreen?.plan_type).toBe('professional');
    const edited = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id } },
        body: { name: 'Clinic Plus', plan_key: key('clinic'), generate_stripe_ids: false },
      }),
    );
    expect(edited.data?.plan.plan_type).toBe('professional');
    await api.DELETE('/admin/subscription-plans/{id}', { params: { path: { id } } });
  });

  it('creates the provider product and prices when generate_stripe_ids is left at its default (true)', async () => {
    const result = await checked(
      'createSubscriptionPlan',
      api.POST('/admin/subscription-plans', {
        body: {
          name: 'Therapy Team',
          plan_key: key('therapy_team'),
          description: 'For therapy practices.',
          price_monthly: 39.99,
          yearly_discount_percentage: 25,
          max_children: 30,
          max_team_members: 8,
          features: ['Up to 30 children', 'Team of 8'],
          selectedFeatures: {
            therapist_dashboard: true,
            children_profiles: 30,
            team_members: 8,
            api_access: false,
          },
          popular: true,
          icon: 'fa-users',
        },
      }),
    );
    expect(result.response.status).toBe(201);
    const plan = result.data?.plan;
    if (!plan) throw new Error('no plan');
    // platform spec §5: 12 × 39.99 × (1 − 25/100) = 359.91, filled in because the yearly price was empty.
    expect(plan.price_yearly).toBe(359.91);
    expect(plan.selectedFeatures).toEqual({
      therapist_dashboard: true,
      children_profiles: 30,
      team_members: 8,
    });
    expect(plan.features).toEqual(['Up to 30 children', 'Team of 8']);
    expect(connected(plan)).toBe(true);
    await inProvider(async () => {
      expect(await price(plan.stripe_monthly_price_id)).toMatchObject({
        unit_amount: 3999,
        billing_interval: 'month',
      });
    });
    await inProvider(async () => {
      expect(await price(plan.stripe_yearly_price_id)).toMatchObject({
        unit_amount: 35991,
        billing_interval: 'year',
      });
    });
    await inProvider(async () => {
      expect((await product(plan.stripe_product_id)).metadata).toMatchObject({
        plan_key: key('therapy_team'),
      });
    });
  });

  it('requires plan name and plan key (platform spec §5), refuses unknown fields, and a used key with 409', async () => {
    for (const body of [
      { plan_key: 'nameless' },
      { name: 'Keyless' },
      { name: 'Bad key', plan_key: 'Bad Key!' },
    ]) {
      const result = await checked(
        'createSubscriptionPlan',
        api.POST('/admin/subscription-plans', { body: body as never }),
      );
      expect(result.response.status).toBe(400);
      expect(result.error?.error).toBe('validation_failed');
    }
    const unknownField = await checked(
      'createSubscriptionPlan',
      api.POST('/admin/subscription-plans', {
        body: { name: 'X', plan_key: 'x', stripe_product_id: 'prod_x' } as never,
      }),
    );
    expect(unknownField.response.status).toBe(400);

    const taken = await anyPlanKey();
    const duplicate = await checked(
      'createSubscriptionPlan',
      api.POST('/admin/subscription-plans', { body: { name: 'Another plan', plan_key: taken } }),
    );
    expectConflict(duplicate.response.status, duplicate.error, 'createSubscriptionPlan', 'keyTaken', {
      family: taken,
    });
  });
});

describe('generate ids (generateStripeIds)', () => {
  it('creates the three ids of a plan that is not connected, then refuses with 409 (platform spec §4)', async () => {
    const created = await checked(
      'createSubscriptionPlan',
      api.POST('/admin/subscription-plans', {
        body: {
          name: 'Not yet connected',
          plan_key: key('not_yet_connected'),
          price_monthly: 24.99,
          yearly_discount_percentage: 15,
          generate_stripe_ids: false,
        },
      }),
    );
    const plan = created.data?.plan;
    if (!plan) throw new Error('no plan');
    expect(connected(plan)).toBe(false);
    const result = await checked(
      'generateStripeIds',
      api.POST('/admin/subscription-plans/{id}/generate-stripe-ids', { params: { path: { id: plan.id } } }),
    );
    expect(result.response.status).toBe(200);
    // platform spec §8: "Stripe IDs generated successfully!"
    expect(result.data?.message).toBe('Stripe IDs generated successfully!');
    const updated = result.data?.plan;
    if (!updated) throw new Error('no plan');
    expect(connected(updated)).toBe(true);
    await inProvider(async () => {
      expect(await price(updated.stripe_monthly_price_id)).toMatchObject({ unit_amount: 2499, active: true });
    });
    // 12 × 24.99 × (1 − 15/100) = 254.90
    await inProvider(async () => {
      expect(await price(updated.stripe_yearly_price_id)).toMatchObject({ unit_amount: 25490, active: true });
    });

    const again = await checked(
      'generateStripeIds',
      api.POST('/admin/subscription-plans/{id}/generate-stripe-ids', { params: { path: { id: plan.id } } }),
    );
    // platform spec §4: "Stripe IDs already exist".
    expectConflict(again.response.status, again.error, 'generateStripeIds', '', { Family: plan.name });
    expect((await planByKey(key('not_yet_connected'))).stripe_product_id).toBe(updated.stripe_product_id);
  });

  it('answers 404 for an unknown plan', async () => {
    const result = await checked(
      'generateStripeIds',
      api.POST('/admin/subscription-plans/{id}/generate-stripe-ids', { params: { path: { id: 999_999 } } }),
    );
    expect(result.response.status).toBe(404);
  });
});

describe('update (updateSubscriptionPlan)', () => {
  it('replaces the plan: omitted fields go back to their defaults', async () => {
    const plan = await planByKey(key('starter'));
    const first = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id: plan.id } },
        body: {
          name: 'Starter',
          plan_key: key('starter'),
          popular: true,
          display_order: 3,
          cta_text: 'Start now',
          generate_stripe_ids: false,
        },
      }),
    );
    expect(first.response.status).toBe(200);
    expect(first.data?.message).toBe('Plan updated successfully!');
    expect(first.data?.plan).toMatchObject({ popular: true, display_order: 3, cta_text: 'Start now' });

    const second = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id: plan.id } },
        body: { name: 'Starter Plan', plan_key: key('starter_plan'), generate_stripe_ids: false },
      }),
    );
    expect(second.data?.plan).toMatchObject({
      name: 'Starter Plan',
      plan_key: key('starter_plan'),
      popular: false,
      display_order: 999,
      cta_text: 'Upgrade',
      stripe_product_id: null,
    });
  });

  it('connects a plan that is not connected when generate_stripe_ids is true', async () => {
    const plan = await planByKey(key('starter_plan'));
    const result = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id: plan.id } },
        body: {
          name: 'Starter Plan',
          plan_key: key('starter_plan'),
          price_monthly: 4.99,
          generate_stripe_ids: true,
        },
      }),
    );
    const updated = result.data?.plan;
    if (!updated) throw new Error('no plan');
    expect(connected(updated)).toBe(true);
    expect(updated.price_yearly).toBe(59.88);
    await inProvider(async () => {
      expect(await price(updated.stripe_monthly_price_id)).toMatchObject({ unit_amount: 499 });
    });
  });

  it('on a price change of a connected plan creates new prices and archives the old ones (platform spec §4)', async () => {
    const plan = await planByKey(key('therapy_team'));
    const result = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id: plan.id } },
        body: {
          name: 'Therapy Team',
          plan_key: key('therapy_team'),
          description: plan.description,
          price_monthly: 44.99,
          price_yearly: plan.price_yearly,
          yearly_discount_percentage: plan.yearly_discount_percentage,
          max_children: plan.max_children,
          max_team_members: plan.max_team_members,
          features: plan.features,
          selectedFeatures: plan.selectedFeatures,
          is_active: false,
        },
      }),
    );
    expect(result.response.status).toBe(200);
    const updated = result.data?.plan;
    if (!updated) throw new Error('no plan');
    expect(updated.stripe_product_id).toBe(plan.stripe_product_id);
    expect(updated.stripe_monthly_price_id).not.toBe(plan.stripe_monthly_price_id);
    // The yearly price did not change, so its price stays.
    expect(updated.stripe_yearly_price_id).toBe(plan.stripe_yearly_price_id);
    await inProvider(async () => {
      expect((await price(plan.stripe_monthly_price_id)).active).toBe(false);
    });
    await inProvider(async () => {
      expect(await price(updated.stripe_monthly_price_id)).toMatchObject({ unit_amount: 4499, active: true });
    });
    // An inactive plan's product is archived.
    await inProvider(async () => {
      expect((await product(plan.stripe_product_id)).active).toBe(false);
    });
  });

  it('refuses a plan_key another plan uses with 409, and answers 404 for an unknown plan', async () => {
    const plan = await planByKey(key('starter_plan'));
    const taken = await anyPlanKey(plan.id);
    const clash = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id: plan.id } },
        body: { name: 'Starter Plan', plan_key: taken },
      }),
    );
    expectConflict(clash.response.status, clash.error, 'updateSubscriptionPlan', '', { family: taken });
    const unknown = await checked(
      'updateSubscriptionPlan',
      api.PUT('/admin/subscription-plans/{id}', {
        params: { path: { id: 999_999 } },
        body: { name: 'Nobody', plan_key: 'nobody' },
      }),
    );
    expect(unknown.response.status).toBe(404);
  });
});

describe('delete (deleteSubscriptionPlan)', () => {
  it('refuses a plan users are subscribed to with 409', async ({ skip }) => {
    // The newest user's plan (users and subscriptions cannot be created through the contract).
    const users = await checked('listUsers', api.GET('/admin/users', { params: { query: { limit: 1 } } }));
    const free = await planByKey(need(users.data?.users[0]?.plan_type, 'user on a plan', skip));
    const result = await checked(
      'deleteSubscriptionPlan',
      api.DELETE('/admin/subscription-plans/{id}', { params: { path: { id: free.id } } }),
    );
    // Its subscribers as the Stripe plan list counts them (the same plans).
    const stripePlans = await checked('listStripePlans', api.GET('/admin/stripe/plans'));
    const subscribers = stripePlans.data?.plans.find((plan) => plan.id === free.id)?.user_count ?? 0;
    // This list's own count (optional in the contract), which the screen shows before offering a delete.
    if (server.internal || free.user_count !== undefined) expect(free.user_count).toBe(subscribers);
    expectConflict(result.response.status, result.error, 'deleteSubscriptionPlan', '', {
      '"Family"': `"${free.name}"`,
      '214 users are': subscribers === 1 ? '1 user is' : `${subscribers} users are`,
    });
  });

  it('deletes the plan and archives its product', async () => {
    const plan = await planByKey(key('starter_plan'));
    const result = await checked(
      'deleteSubscriptionPlan',
      api.DELETE('/admin/subscription-plans/{id}', { params: { path: { id: plan.id } } }),
    );
    expect(result.response.status).toBe(200);
    // platform spec §8: "Plan deleted successfully!"
    expect(result.data).toEqual({ success: true, message: 'Plan deleted successfully!' });
    expect((await listPlans()).some((candidate) => candidate.id === plan.id)).toBe(false);
    await inProvider(async () => {
      expect((await product(plan.stripe_product_id)).active).toBe(false);
    });

    const again = await checked(
      'deleteSubscriptionPlan',
      api.DELETE('/admin/subscription-plans/{id}', { params: { path: { id: plan.id } } }),
    );
    expect(again.response.status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, named, need, startServer, type TestServer, unique } from './harness.ts';

/**
 * The contract's money rule: every amount is USD with at most two decimals (`multipleOf: 0.01`,
 * what the database's numeric(12, 2) keeps). A value with more precision is refused with 400
 * `validation_failed` naming the field, never rounded silently; cent values that binary floating
 * point cannot divide by 0.01 exactly (0.07, 11999999.99) are accepted and kept to the cent.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});

afterAll(async () => {
  await server?.close();
});

interface ErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

const stripePlan = { name: 'Precise', plan_key: 'precise_plan', plan_type: 'individual' };
const subscriptionPlan = { name: 'Precise', plan_key: 'precise_plan', generate_stripe_ids: false };

/** Every money field of a request, with the rest of a body that is otherwise valid. */
const inputs: Array<[operationId: string, field: string, params: Record<string, number>, body: object]> = [
  ['updatePricingPlanPrice', 'price', { id: 1 }, {}],
  ['createStripePlan', 'price_monthly', {}, stripePlan],
  ['createStripePlan', 'price_yearly', {}, stripePlan],
  ['createStripePlan', 'yearly_discount_percentage', {}, stripePlan],
  ['updateStripePlan', 'price_monthly', { id: 1 }, stripePlan],
  ['updateStripePlan', 'price_yearly', { id: 1 }, stripePlan],
  ['createSubscriptionPlan', 'price_monthly', {}, subscriptionPlan],
  ['createSubscriptionPlan', 'price_yearly', {}, subscriptionPlan],
  ['createSubscriptionPlan', 'yearly_discount_percentage', {}, subscriptionPlan],
  ['updateSubscriptionPlan', 'price_monthly', { id: 1 }, subscriptionPlan],
  ['updateSubscriptionPlan', 'yearly_discount_percentage', { id: 1 }, subscriptionPlan],
];

describe('money has at most two decimals (multipleOf: 0.01)', () => {
  it.each(inputs)('%s refuses %s with a third decimal', async (operationId, field, params, body) => {
    for (const value of [19.999, 0.001, 9.995]) {
      const result = await call<ErrorBody>(server, operationId, {
        token,
        params,
        body: { ...body, [field]: value },
      });
      expect(result.status, `${field} ${value}`).toBe(400);
      expect(result.body.error).toBe('validation_failed');
      expect(result.body.details?.map((detail) => detail.path)).toContain(`/${field}`);
    }
  });

  it('keeps cent values exactly, also those binary floating point cannot divide by 0.01', async () => {
    const created = await call<{ plan: Record<string, number> }>(server, 'createSubscriptionPlan', {
      token,
      body: {
        name: named('Cents'),
        plan_key: unique('cents').replaceAll('-', '_'),
        generate_stripe_ids: false,
        price_monthly: 0.07,
        price_yearly: 11999999.99,
        yearly_discount_percentage: 12.34,
      },
    });
    try {
      expect(created.status).toBe(201);
      expect(created.body.plan).toMatchObject({
        price_monthly: 0.07,
        price_yearly: 11999999.99,
        yearly_discount_percentage: 12.34,
      });
    } finally {
      if (created.status === 201)
        await call(server, 'deleteSubscriptionPlan', { token, params: { id: created.body.plan.id } });
    }
  });

  it('changes a pricing plan to a cent value and answers it to the cent', async ({ skip }) => {
    const list = await call<{ plans: Array<{ id: number; price: number }> }>(server, 'listPricingPlans', {
      token,
    });
    // The contract cannot create a pricing plan card: the backend's own, put back after.
    const plan = need(list.body.plans[0], 'pricing plan card', skip);
    try {
      const changed = await call<{ plan: { price: number } }>(server, 'updatePricingPlanPrice', {
        token,
        params: { id: plan.id },
        body: { price: 0.07 },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.plan.price).toBe(0.07);
    } finally {
      await call(server, 'updatePricingPlanPrice', {
        token,
        params: { id: plan.id },
        body: { price: plan.price },
      });
    }
  });
});

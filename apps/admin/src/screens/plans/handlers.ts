/**
 * The subscription plans API for the stories: contract-typed handlers around in-memory plans that
 * answer like the reference server (generating ids once all three exist answers 409), record what
 * they received, and fail on request.
 */
import type { components } from '@aac/api-client';
import { isProviderConnected } from '@aac/domain';
import type { RequestHandler } from 'msw';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { http } from '../../testing/storyApi';
import { PLANS } from './fixtures';
import type { SubscriptionPlan } from './plans.columns';

export interface PlansApiOptions {
  plans?: readonly SubscriptionPlan[];
  /** The list fails with a 500. */
  listFailure?: boolean;
  /** Saves answer with this error. */
  saveFailure?: components['schemas']['Error'] & { status: 400 | 409 };
}

export interface PlansApi {
  handlers: RequestHandler[];
  saves: Array<{ id?: number; body: components['schemas']['SubscriptionPlanInput'] }>;
  generated: number[];
  deleted: number[];
}

export function createPlansApi(options: PlansApiOptions = {}): PlansApi {
  let plans = [...(options.plans ?? PLANS)];
  const api: PlansApi = { handlers: [], saves: [], generated: [], deleted: [] };

  api.handlers = [
    http.get('/admin/subscription-plans', ({ response }) =>
      options.listFailure ? response(500).json(LIST_FAILURE) : response(200).json({ plans }),
    ),
    http.post('/admin/subscription-plans', async ({ request, response }) => {
      const body = await request.json();
      api.saves.push({ body });
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const plan = { ...plans[0], ...body, id: Math.max(...plans.map((p) => p.id)) + 1 } as SubscriptionPlan;
      plans = [...plans, plan];
      return response(201).json({ success: true, message: 'Plan created successfully!', plan });
    }),
    http.put('/admin/subscription-plans/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      api.saves.push({ id, body });
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      plans = plans.map((plan) => (plan.id === id ? ({ ...plan, ...body } as SubscriptionPlan) : plan));
      const plan = plans.find((candidate) => candidate.id === id) as SubscriptionPlan;
      return response(200).json({ success: true, message: 'Plan updated successfully!', plan });
    }),
    http.post('/admin/subscription-plans/{id}/generate-stripe-ids', ({ params, response }) => {
      const id = Number(params.id);
      const plan = plans.find((candidate) => candidate.id === id) as SubscriptionPlan;
      if (isProviderConnected(plan))
        return response(409).json({ error: 'conflict', message: 'Stripe IDs already exist' });
      api.generated.push(id);
      const synced: SubscriptionPlan = {
        ...plan,
        stripe_product_id: `prod_story${id}`,
        stripe_monthly_price_id: `price_story${id}m`,
        stripe_yearly_price_id: `price_story${id}y`,
      };
      plans = plans.map((candidate) => (candidate.id === id ? synced : candidate));
      return response(200).json({
        success: true,
        message: 'Stripe IDs generated successfully!',
        plan: synced,
      });
    }),
    http.delete('/admin/subscription-plans/{id}', ({ params, response }) => {
      const id = Number(params.id);
      api.deleted.push(id);
      plans = plans.filter((plan) => plan.id !== id);
      return response(200).json({ success: true, message: 'Plan deleted successfully!' });
    }),
  ];
  return api;
}

/**
 * The plans APIs of both plan screens for the stories: contract-typed handlers around in-memory
 * plans that answer like the reference server (generating ids once all three exist, or deleting a
 * plan users are subscribed to, answers 409),
 * record what they received, and fail on request.
 */
import type { components } from '@aac/api-client';
import { isProviderConnected, planDeletionRefusal } from '@aac/domain';
import { delay, type RequestHandler } from 'msw';
import type { PaymentProviderStatus } from '../../kit/PaymentProviderLine';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { http } from '../../testing/storyApi';
import {
  createVersionTrail,
  OTHER_ADMIN,
  OTHER_CHANGE_AT,
  type ReceivedPrecondition,
} from '../../testing/versionTrail';
import { PLANS, STRIPE_PLANS, SYNC_REQUIRED, type SyncStatus } from './fixtures';
import type { SubscriptionPlan } from './plans.columns';
import type { StripePlan } from './stripePlans.columns';

export interface PlansApiOptions {
  plans?: readonly SubscriptionPlan[];
  /** The payment provider the list says is in use (the local one by default). */
  provider?: PaymentProviderStatus;
  /** The list fails with a 500. */
  listFailure?: boolean;
  /** Saves answer with this error. */
  saveFailure?: components['schemas']['Error'] & { status: 400 | 409 };
  /** Generating Stripe ids answers with this error (Stripe refused the product, say). */
  generateFailure?: components['schemas']['Error'] & { status: 409 };
  /** Deletes answer with this error. */
  deleteFailure?: components['schemas']['Error'] & { status: 409 };
}

export interface PlansApi {
  handlers: RequestHandler[];
  saves: Array<{ id?: number; body: components['schemas']['SubscriptionPlanInput'] }>;
  generated: number[];
  deleted: number[];
  /** Another admin saves the plan now (Grace Hopper at 14:02): its version goes up. */
  changeElsewhere(id: number, change: Partial<SubscriptionPlan>): void;
  /** Each If-Match a write received. */
  preconditions: ReceivedPrecondition[];
}

export function createPlansApi(options: PlansApiOptions = {}): PlansApi {
  let plans = [...(options.plans ?? PLANS)];
  const trail = createVersionTrail();
  const api: PlansApi = {
    handlers: [],
    saves: [],
    generated: [],
    deleted: [],
    changeElsewhere: (id, change) => {
      plans = plans.map((plan) =>
        plan.id === id ? trail.write(id, plan, { ...plan, ...change }, OTHER_ADMIN, OTHER_CHANGE_AT) : plan,
      );
    },
    preconditions: trail.preconditions,
  };
  const staleWrite = (id: number, request: Request) => {
    const found = plans.find((plan) => plan.id === id);
    return found ? trail.check(id, found, request, 'plan') : null;
  };
  const change = (id: number, next: (plan: SubscriptionPlan) => SubscriptionPlan) => {
    plans = plans.map((plan) => (plan.id === id ? trail.write(id, plan, next(plan)) : plan));
    return plans.find((plan) => plan.id === id) as SubscriptionPlan;
  };

  api.handlers = [
    http.get('/admin/subscription-plans', ({ response }) =>
      options.listFailure
        ? response(500).json(LIST_FAILURE)
        : response(200).json({ plans, provider: options.provider ?? LOCAL_PROVIDER }),
    ),
    http.post('/admin/subscription-plans', async ({ request, response }) => {
      const body = await request.json();
      api.saves.push({ body });
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const plan = {
        ...plans[0],
        ...body,
        id: Math.max(...plans.map((p) => p.id)) + 1,
        version: 1,
      } as SubscriptionPlan;
      plans = [...plans, plan];
      // Another backend's words: the app says the spec's own (platform spec §8).
      return response(201).json({ success: true, message: 'Saved', plan });
    }),
    http.put('/admin/subscription-plans/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      api.saves.push({ id, body });
      const stale = staleWrite(id, request);
      if (stale) return response(412).json(stale);
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const plan = change(id, (current) => ({ ...current, ...body }) as SubscriptionPlan);
      return response(200).json({ success: true, message: 'Saved', plan });
    }),
    http.post('/admin/subscription-plans/{id}/generate-stripe-ids', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = staleWrite(id, request);
      if (stale) return response(412).json(stale);
      const plan = plans.find((candidate) => candidate.id === id) as SubscriptionPlan;
      if (isProviderConnected(plan))
        return response(409).json({ error: 'conflict', message: 'Stripe IDs already exist' });
      if (options.generateFailure) {
        const { status, ...error } = options.generateFailure;
        return response(status).json(error);
      }
      api.generated.push(id);
      const synced = change(id, (current) => ({
        ...current,
        stripe_product_id: `prod_story${id}`,
        stripe_monthly_price_id: `price_story${id}m`,
        stripe_yearly_price_id: `price_story${id}y`,
      }));
      return response(200).json({
        success: true,
        message: 'Stripe IDs generated successfully!',
        plan: synced,
      });
    }),
    http.delete('/admin/subscription-plans/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = staleWrite(id, request);
      if (stale) return response(412).json(stale);
      if (options.deleteFailure) {
        const { status, ...error } = options.deleteFailure;
        return response(status).json(error);
      }
      const refusal = planDeletionRefusal(plans.find((plan) => plan.id === id) ?? { name: '' });
      if (refusal) return response(409).json({ error: 'conflict', message: refusal });
      api.deleted.push(id);
      plans = plans.filter((plan) => plan.id !== id);
      return response(200).json({ success: true, message: 'Plan deleted successfully!' });
    }),
  ];
  return api;
}

/**
 * The Plan Management API for the stories: contract-typed handlers around in-memory plans that
 * answer like the reference server (a price change on update answers priceUpdated; a sync gives
 * every plan its Stripe ids and puts both sides in step), record what they received, and fail or
 * hang on request.
 */
type ErrorBody = components['schemas']['Error'];

export interface StripePlansApiOptions {
  plans?: readonly StripePlan[];
  /** The payment provider the list says is in use (the local one by default). */
  provider?: PaymentProviderStatus;
  syncStatus?: SyncStatus;
  /** The plan list fails with a 500. */
  listFailure?: boolean;
  /** The plan list never answers (the loading state). */
  listHangs?: boolean;
  /** The sync never answers (the syncing state), or fails with this error. */
  sync?: 'hangs' | ErrorBody;
  /** Saves answer with this error. */
  saveFailure?: ErrorBody & { status: 400 | 409 };
  /** Deletes answer success false with this reason (Stripe refused to archive the product). */
  deleteRefused?: string;
}

export interface StripePlansApi {
  handlers: RequestHandler[];
  saves: Array<{ id?: number; body: components['schemas']['StripePlanInput'] }>;
  syncs: number;
  deleted: number[];
  /** Another admin saves the plan now (Grace Hopper at 14:02): its version goes up. */
  changeElsewhere(id: number, change: Partial<StripePlan>): void;
  /** Each If-Match a write received. */
  preconditions: ReceivedPrecondition[];
}

export function createStripePlansApi(options: StripePlansApiOptions = {}): StripePlansApi {
  let plans = [...(options.plans ?? STRIPE_PLANS)];
  let syncStatus = options.syncStatus ?? SYNC_REQUIRED;
  const trail = createVersionTrail();
  const api: StripePlansApi = {
    handlers: [],
    saves: [],
    syncs: 0,
    deleted: [],
    changeElsewhere: (id, change) => {
      plans = plans.map((plan) =>
        plan.id === id ? trail.write(id, plan, { ...plan, ...change }, OTHER_ADMIN, OTHER_CHANGE_AT) : plan,
      );
    },
    preconditions: trail.preconditions,
  };
  const staleWrite = (id: number, request: Request) => {
    const found = plans.find((plan) => plan.id === id);
    return found ? trail.check(id, found, request, 'plan') : null;
  };
  const withIds = (plan: StripePlan): StripePlan => ({
    ...plan,
    stripe_product_id: plan.stripe_product_id ?? `prod_story${plan.id}`,
    stripe_monthly_price_id: plan.stripe_monthly_price_id ?? `price_story${plan.id}m`,
    stripe_yearly_price_id: plan.stripe_yearly_price_id ?? `price_story${plan.id}y`,
  });

  api.handlers = [
    http.get('/admin/stripe/plans', async ({ response }) => {
      if (options.listHangs) await delay('infinite');
      return options.listFailure
        ? response(500).json(LIST_FAILURE)
        : response(200).json({ plans, provider: options.provider ?? LOCAL_PROVIDER });
    }),
    http.get('/admin/stripe/sync-status', ({ response }) => response(200).json({ sync_status: syncStatus })),
    http.post('/admin/stripe/sync', async ({ response }) => {
      api.syncs += 1;
      const sync = options.sync;
      if (sync === 'hangs') await delay('infinite');
      else if (sync) return response(500).json(sync);
      plans = plans.map(withIds);
      syncStatus = { needs_sync: false, total_stripe_plans: plans.length, total_db_plans: plans.length };
      return response(200).json({ success: true, message: 'Stripe sync completed successfully!' });
    }),
    http.post('/admin/stripe/plans', async ({ request, response }) => {
      const body = await request.json();
      api.saves.push({ body });
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const plan = withIds({
        ...body,
        id: Math.max(0, ...plans.map((candidate) => candidate.id)) + 1,
        version: 1,
        description: body.description ?? null,
        price_monthly: body.price_monthly ?? 0,
        price_yearly: body.price_yearly ?? 0,
        yearly_discount_percentage: body.yearly_discount_percentage ?? 0,
        max_children: body.max_children ?? 0,
        max_team_members: body.max_team_members ?? 0,
        is_enterprise: body.is_enterprise ?? false,
        selectedFeatures: body.selectedFeatures ?? {},
        is_active: true,
        user_count: 0,
        stripe_product_id: null,
        stripe_monthly_price_id: null,
        stripe_yearly_price_id: null,
      });
      plans = [...plans, plan];
      return response(201).json({ success: true, message: 'Plan created successfully in Stripe!', plan });
    }),
    http.put('/admin/stripe/plans/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      api.saves.push({ id, body });
      const stale = staleWrite(id, request);
      if (stale) return response(412).json(stale);
      if (options.saveFailure) {
        const { status, ...error } = options.saveFailure;
        return response(status).json(error);
      }
      const current = plans.find((plan) => plan.id === id) as StripePlan;
      // platform spec §4: a changed price creates new Stripe prices and archives the old ones.
      const priceUpdated =
        body.price_monthly !== current.price_monthly || body.price_yearly !== current.price_yearly;
      const plan: StripePlan = trail.write(id, current, {
        ...current,
        ...body,
        description: body.description ?? current.description,
        stripe_monthly_price_id: priceUpdated ? `price_story${id}m2` : current.stripe_monthly_price_id,
        stripe_yearly_price_id: priceUpdated ? `price_story${id}y2` : current.stripe_yearly_price_id,
      } as StripePlan);
      plans = plans.map((candidate) => (candidate.id === id ? plan : candidate));
      return response(200).json({
        success: true,
        priceUpdated,
        message: priceUpdated
          ? 'Plan updated successfully! New Stripe prices created and old ones archived.'
          : 'Plan updated successfully in Stripe!',
        plan,
      });
    }),
    http.delete('/admin/stripe/plans/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = staleWrite(id, request);
      if (stale) return response(412).json(stale);
      const refusal = planDeletionRefusal(plans.find((plan) => plan.id === id) ?? { name: '' });
      if (refusal) return response(409).json({ error: 'conflict', message: refusal });
      if (options.deleteRefused) return response(200).json({ success: false, error: options.deleteRefused });
      api.deleted.push(id);
      plans = plans.filter((plan) => plan.id !== id);
      return response(200).json({ success: true, message: 'Plan deleted successfully from Stripe!' });
    }),
  ];
  return api;
}

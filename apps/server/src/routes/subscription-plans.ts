import { inferPlanType, isProviderConnected, PROVIDER_IDS_EXIST_LABEL } from '@aac/domain';
import { inTransaction } from '../db/transaction.ts';
import { conflict } from '../http/errors.ts';
import type { AreaHandlers, RequestBody } from '../http/operation-types.ts';
import {
  archivePlanProduct,
  archiveRetiredPrices,
  assertNoSubscribers,
  assertPlanKeyFree,
  assertRoomForPlan,
  createProviderPlan,
  discardProviderPlan,
  findPlan,
  insertPlan,
  listPlans,
  NO_PROVIDER_IDS,
  normaliseSelectedFeatures,
  type PlanRow,
  type ProviderIds,
  planKeyClash,
  providerFailure,
  resolveYearlyPrice,
  storeProviderIds,
  updateProviderPlan,
} from '../providers/plan-store.ts';

/**
 * Subscription Plan Management (platform spec §2.9, §3, §4, §5, §7, §9): the second plan screen,
 * on the same plans table as the first. Saves take the full plan object (the contract's PUT
 * replaces); with generate_stripe_ids the plan is connected to the payment provider on save, and
 * generateStripeIds connects a plan later.
 */

type SubscriptionPlanInput = RequestBody<'createSubscriptionPlan'>;

/** A plan as the SubscriptionPlan schema shows it. */
export function subscriptionPlanView(plan: PlanRow) {
  return {
    id: plan.id,
    version: plan.version,
    name: plan.name,
    plan_key: plan.plan_key,
    plan_type: plan.plan_type,
    price_monthly: plan.price_monthly,
    price_yearly: plan.price_yearly,
    yearly_discount_percentage: plan.yearly_discount_percentage,
    max_children: plan.max_children,
    max_team_members: plan.max_team_members,
    features: plan.features,
    selectedFeatures: plan.selected_features,
    is_active: plan.is_active,
    is_enterprise: plan.is_enterprise,
    description: plan.description,
    stripe_product_id: plan.stripe_product_id,
    stripe_monthly_price_id: plan.stripe_monthly_price_id,
    stripe_yearly_price_id: plan.stripe_yearly_price_id,
    popular: plan.popular,
    gradient: plan.gradient,
    icon: plan.icon,
    cta_text: plan.cta_text,
    cta_style: plan.cta_style,
    display_order: plan.display_order,
    user_count: plan.user_count,
  };
}

/**
 * The full plan object as stored. Omitted fields take the new-plan defaults of platform spec §9
 * and §3 (max_children 1, max_team_members 0, is_active true, is_enterprise false, popular false,
 * display_order 999, gradient 'from-blue-500 to-purple-600', icon 'fa-star', cta_text 'Upgrade',
 * cta_style 'outline'); the contract declares them as defaults and the validator fills them in,
 * the same values are repeated here so the rule does not hang on the validator's options.
 */
function planFields(input: SubscriptionPlanInput, currentType?: string) {
  const price_monthly = input.price_monthly ?? 0;
  const yearly_discount_percentage = input.yearly_discount_percentage ?? 0;
  const is_enterprise = input.is_enterprise ?? false;
  return {
    name: input.name.trim(),
    plan_key: input.plan_key,
    plan_type: input.plan_type ?? inferPlanType(input.plan_key, is_enterprise, currentType),
    description: input.description ?? '',
    price_monthly,
    yearly_discount_percentage,
    // platform spec §5: the yearly price is filled in from the rule when it is empty or 0.
    price_yearly: resolveYearlyPrice(price_monthly, yearly_discount_percentage, input.price_yearly),
    max_children: input.max_children ?? 1,
    max_team_members: input.max_team_members ?? 0,
    features: input.features ?? [],
    selected_features: normaliseSelectedFeatures(input.selectedFeatures),
    is_active: input.is_active ?? true,
    is_enterprise,
    popular: input.popular ?? false,
    gradient: input.gradient ?? 'from-blue-500 to-purple-600',
    icon: input.icon ?? 'fa-star',
    cta_text: input.cta_text ?? 'Upgrade',
    cta_style: input.cta_style ?? 'outline',
    display_order: input.display_order ?? 999,
  };
}

function stored(fields: ReturnType<typeof planFields>) {
  return {
    ...fields,
    features: JSON.stringify(fields.features),
    selected_features: JSON.stringify(fields.selected_features),
  };
}

export const subscriptionPlansHandlers = {
  async listSubscriptionPlans(request) {
    const plans = await listPlans(request.server.db, 'display');
    return { plans: plans.map(subscriptionPlanView), provider: await request.server.payments.status() };
  },

  async createSubscriptionPlan(request) {
    const { db } = request.server;
    const fields = planFields(request.body);
    await assertPlanKeyFree(db, fields.plan_key);
    await assertRoomForPlan(db);
    let ids: ProviderIds = NO_PROVIDER_IDS;
    const provider = await request.server.payments.current();
    // platform spec §9: generate_stripe_ids is true for a new plan unless unticked.
    if (request.body.generate_stripe_ids ?? true) {
      try {
        ids = await createProviderPlan(provider, fields);
      } catch (error) {
        throw providerFailure(error);
      }
    }
    try {
      const id = await insertPlan(db, { ...stored(fields), ...ids });
      return {
        success: true as const,
        message: 'Plan created successfully!',
        plan: subscriptionPlanView(await findPlan(db, id)),
      };
    } catch (error) {
      await discardProviderPlan(provider, ids);
      throw planKeyClash(error, fields.plan_key) ?? error;
    }
  },

  async updateSubscriptionPlan(request) {
    const { db } = request.server;
    const { id } = request.params;
    const current = await findPlan(db, id);
    const fields = planFields(request.body, current.plan_type);
    await assertPlanKeyFree(db, fields.plan_key, id);
    const provider = await request.server.payments.current();
    let ids: ProviderIds;
    let retired: string[] = [];
    let connectedNow = false;
    try {
      if (isProviderConnected(current)) {
        // platform spec §4: editing prices on a synced plan creates new prices, archives the old.
        const update = await updateProviderPlan(provider, current, fields);
        ids = update.ids;
        retired = update.retiredPriceIds;
      } else if (request.body.generate_stripe_ids ?? true) {
        ids = await createProviderPlan(provider, fields);
        connectedNow = true;
      } else {
        ids = {
          stripe_product_id: current.stripe_product_id,
          stripe_monthly_price_id: current.stripe_monthly_price_id,
          stripe_yearly_price_id: current.stripe_yearly_price_id,
        };
      }
    } catch (error) {
      throw providerFailure(error);
    }
    let plan: PlanRow;
    try {
      plan = await inTransaction(db, async (trx) => {
        await trx
          .updateTable('plans')
          .set({ ...stored(fields), ...ids, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        return findPlan(trx, id);
      });
    } catch (error) {
      if (connectedNow) await discardProviderPlan(provider, ids);
      throw planKeyClash(error, fields.plan_key) ?? error;
    }
    await archiveRetiredPrices(provider, retired, request.log);
    return {
      success: true as const,
      message: 'Plan updated successfully!',
      plan: subscriptionPlanView(plan),
    };
  },

  async deleteSubscriptionPlan(request) {
    const { db } = request.server;
    const { id } = request.params;
    const plan = await findPlan(db, id);
    assertNoSubscribers(plan);
    const provider = await request.server.payments.current();
    try {
      await archivePlanProduct(provider, plan);
    } catch (error) {
      throw providerFailure(error);
    }
    await db.deleteFrom('plans').where('id', '=', id).execute();
    return { success: true as const, message: 'Plan deleted successfully!' };
  },

  async generateStripeIds(request) {
    const { db } = request.server;
    const { id } = request.params;
    const plan = await findPlan(db, id);
    // platform spec §4: the action is refused once all three ids exist.
    if (isProviderConnected(plan)) throw conflict(`${PROVIDER_IDS_EXIST_LABEL} for the plan "${plan.name}".`);
    const provider = await request.server.payments.current();
    let ids: ProviderIds;
    try {
      ids = await createProviderPlan(provider, plan);
    } catch (error) {
      throw providerFailure(error);
    }
    await storeProviderIds(db, id, ids);
    // A product left from an earlier, partial connection is replaced: archive it (best effort).
    if (plan.stripe_product_id) await archivePlanProduct(provider, plan).catch(() => undefined);
    return {
      success: true as const,
      message: 'Stripe IDs generated successfully!',
      plan: subscriptionPlanView(await findPlan(db, id)),
    };
  },
} satisfies AreaHandlers;

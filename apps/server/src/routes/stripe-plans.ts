import { inTransaction } from '../db/transaction.ts';
import { conflict } from '../http/errors.ts';
import type { AreaHandlers, RequestBody } from '../http/operation-types.ts';
import { PaymentProviderError } from '../providers/payment-provider.ts';
import {
  archivePlanProduct,
  archiveRetiredPrices,
  assertNoSubscribers,
  assertPlanKeyFree,
  assertRoomForPlan,
  createProviderPlan,
  discardProviderPlan,
  featureLines,
  findPlan,
  insertPlan,
  listPlans,
  normaliseSelectedFeatures,
  type PlanRow,
  planKeyClash,
  providerFailure,
  resolveYearlyPrice,
  updateProviderPlan,
} from '../providers/plan-store.ts';
import { readSyncStatus, syncPlans } from '../providers/plan-sync.ts';

/**
 * Plan Management synchronised with the payment provider (platform spec §2.7, §2.8, §4, §5, §7,
 * §8): the plan list with subscriber counts and provider ids, the sync status and sync, and the
 * plan form that creates, updates and deletes the plan in the provider and in the database.
 * The provider is whichever app.payments chooses (src/providers/selector.ts); the texts keep
 * the spec's "Stripe" wording (docs/design.md).
 */

type StripePlanInput = RequestBody<'createStripePlan'>;

/** A plan as the StripePlan schema shows it. */
export function stripePlanView(plan: PlanRow) {
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
    selectedFeatures: plan.selected_features,
    is_enterprise: plan.is_enterprise,
    description: plan.description,
    is_active: plan.is_active,
    user_count: plan.user_count,
    stripe_product_id: plan.stripe_product_id,
    stripe_monthly_price_id: plan.stripe_monthly_price_id,
    stripe_yearly_price_id: plan.stripe_yearly_price_id,
  };
}

/** The form's fields as stored: defaults applied, yearly price rule, features checked. */
function planFields(input: StripePlanInput) {
  const price_monthly = input.price_monthly ?? 0;
  const yearly_discount_percentage = input.yearly_discount_percentage ?? 0;
  return {
    name: input.name.trim(),
    plan_key: input.plan_key,
    plan_type: input.plan_type,
    description: input.description ?? '',
    price_monthly,
    yearly_discount_percentage,
    // platform spec §5: a yearly price of 0 is computed as 12 × monthly × (1 − discount/100).
    price_yearly: resolveYearlyPrice(price_monthly, yearly_discount_percentage, input.price_yearly),
    max_children: input.max_children ?? 0,
    max_team_members: input.max_team_members ?? 0,
    is_enterprise: input.is_enterprise ?? false,
    selected_features: normaliseSelectedFeatures(input.selectedFeatures),
  };
}

export const stripePlansHandlers = {
  async listStripePlans(request) {
    const plans = await listPlans(request.server.db, 'price');
    return { plans: plans.map(stripePlanView), provider: await request.server.payments.status() };
  },

  async getStripeSyncStatus(request) {
    const provider = await request.server.payments.current();
    try {
      return { sync_status: await readSyncStatus(request.server.db, provider) };
    } catch (error) {
      throw providerFailure(error);
    }
  },

  async syncStripePlans(request) {
    const provider = await request.server.payments.current();
    try {
      const result = await syncPlans(request.server.db, provider, request.log);
      request.log.info({ provider: provider.kind, ...result }, 'plans synchronised');
    } catch (error) {
      const failure = providerFailure(error);
      request.server.mail.alertAfter(
        request,
        'Plan sync with the payment provider failed',
        `Sync with Stripe, started by ${request.admin?.email ?? 'an admin'}, failed: ${failure.message} The plans were left as they were.`,
      );
      throw failure;
    }
    return { success: true as const, message: 'Stripe sync completed successfully!' };
  },

  async createStripePlan(request) {
    const { db } = request.server;
    const fields = planFields(request.body);
    await assertPlanKeyFree(db, fields.plan_key);
    await assertRoomForPlan(db);
    const provider = await request.server.payments.current();
    let ids: Awaited<ReturnType<typeof createProviderPlan>>;
    try {
      ids = await createProviderPlan(provider, { ...fields, is_active: true });
    } catch (error) {
      throw providerFailure(error);
    }
    try {
      const id = await insertPlan(db, {
        ...fields,
        ...ids,
        is_active: true,
        features: JSON.stringify(featureLines(fields.selected_features)),
        selected_features: JSON.stringify(fields.selected_features),
      });
      return {
        success: true as const,
        message: 'Plan created successfully in Stripe!',
        plan: stripePlanView(await findPlan(db, id)),
      };
    } catch (error) {
      await discardProviderPlan(provider, ids);
      throw planKeyClash(error, fields.plan_key) ?? error;
    }
  },

  async updateStripePlan(request) {
    const { db } = request.server;
    const { id } = request.params;
    const current = await findPlan(db, id);
    // platform spec §5: Plan Key cannot be edited on edit.
    if (request.body.plan_key !== current.plan_key) {
      throw conflict(`The plan key cannot change: this plan's key is "${current.plan_key}".`);
    }
    const fields = planFields(request.body);
    const provider = await request.server.payments.current();
    let update: Awaited<ReturnType<typeof updateProviderPlan>>;
    try {
      update = await updateProviderPlan(provider, current, { ...fields, is_active: current.is_active });
    } catch (error) {
      throw providerFailure(error);
    }
    const plan = await inTransaction(db, async (trx) => {
      await trx
        .updateTable('plans')
        .set({
          ...fields,
          ...update.ids,
          selected_features: JSON.stringify(fields.selected_features),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return findPlan(trx, id);
    });
    await archiveRetiredPrices(provider, update.retiredPriceIds, request.log);
    // platform spec §4, §8: a price change on a synced plan is signalled with priceUpdated.
    return {
      success: true as const,
      priceUpdated: update.priceUpdated,
      message: update.priceUpdated
        ? 'Plan updated successfully! New Stripe prices created and old ones archived.'
        : 'Plan updated successfully in Stripe!',
      plan: stripePlanView(plan),
    };
  },

  async deleteStripePlan(request) {
    const { db } = request.server;
    const { id } = request.params;
    const plan = await findPlan(db, id);
    assertNoSubscribers(plan);
    const provider = await request.server.payments.current();
    try {
      await archivePlanProduct(provider, plan);
    } catch (error) {
      // The contract: success false with the provider's reason, and nothing deleted.
      const reason = error instanceof PaymentProviderError ? error.message : 'The payment provider failed.';
      request.log.warn({ planId: id, err: error }, 'the provider refused to archive the product');
      return { success: false, error: reason };
    }
    await db.deleteFrom('plans').where('id', '=', id).execute();
    return { success: true, message: 'Plan deleted successfully from Stripe!' };
  },
} satisfies AreaHandlers;

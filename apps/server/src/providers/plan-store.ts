import {
  COLLECTION_LIMITS,
  catalogueFeature,
  FEATURE_VALUE_MAX,
  FEATURE_VALUE_MIN,
  featureLabel,
  formatFeatureValue,
  isProviderConnected,
  yearlyPrice,
} from '@aac/domain';
import { type InferResult, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Db, PlansTable } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, type ErrorDetail, HttpError, notFound } from '../http/errors.ts';
import { ensureRoomFor } from '../routes/shared/capacity.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  PLAN_KEY_METADATA,
  PLAN_TYPE_METADATA,
  toCents,
} from './payment-provider.ts';

/**
 * The plans table shared by both plan screens (platform spec §2.7-§2.9, §3) and the steps that
 * keep a plan and its payment-provider product in step. Used by routes/stripe-plans.ts and
 * routes/subscription-plans.ts.
 */

export type PlanRow = Selectable<PlansTable> & { user_count: number };

export interface ProviderIds {
  stripe_product_id: string | null;
  stripe_monthly_price_id: string | null;
  stripe_yearly_price_id: string | null;
}

export const NO_PROVIDER_IDS: ProviderIds = {
  stripe_product_id: null,
  stripe_monthly_price_id: null,
  stripe_yearly_price_id: null,
};

// ---------------------------------------------------------------- reading

/** Every column of a plan and its subscriber count: the users on the plan (users.plan_type). */
export function planColumns(db: Db) {
  return db
    .selectFrom('plans')
    .selectAll('plans')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('users.plan_type', '=', 'plans.plan_key')
        .as('user_count'),
    );
}

function withCount(row: InferResult<ReturnType<typeof planColumns>>[number]): PlanRow {
  return { ...row, user_count: Number(row.user_count ?? 0) };
}

export async function listPlans(db: Db, order: 'price' | 'display'): Promise<PlanRow[]> {
  let query = planColumns(db);
  query =
    order === 'price'
      ? query.orderBy('plans.price_monthly').orderBy('plans.id')
      : query.orderBy('plans.display_order').orderBy('plans.name').orderBy('plans.id');
  return (await query.execute()).map(withCount);
}

export async function findPlan(db: Db, id: number): Promise<PlanRow> {
  const row = await planColumns(db).where('plans.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Plan ${id} was not found.`);
  return withCount(row);
}

/** platform spec §5 and the contract: plan_key is unique (409 on a clash). */
/**
 * A new plan fits in the plans list (COLLECTION_LIMITS.plans). Checked before the provider is
 * called, so a full list never leaves a product behind at the provider, and again by insertPlan.
 */
export async function assertRoomForPlan(db: Kysely<Database>): Promise<void> {
  await inTransaction(db, (trx) => ensureRoomFor(trx, 'plans', COLLECTION_LIMITS.plans, 'plans'));
}

/** Stores a new plan, refused with 409 when the plans list is full. Returns its id. */
export async function insertPlan(db: Kysely<Database>, values: Insertable<PlansTable>): Promise<number> {
  return inTransaction(db, async (trx) => {
    await ensureRoomFor(trx, 'plans', COLLECTION_LIMITS.plans, 'plans');
    const { id } = await trx.insertInto('plans').values(values).returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

export async function assertPlanKeyFree(db: Db, planKey: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('plans').select('id').where('plan_key', '=', planKey);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A plan with the key "${planKey}" already exists.`);
}

/** The contract: a plan users are subscribed to cannot be deleted (409). */
export function assertNoSubscribers(plan: PlanRow): void {
  if (plan.user_count > 0) {
    const users = plan.user_count === 1 ? '1 user is' : `${plan.user_count} users are`;
    throw conflict(`The plan "${plan.name}" cannot be deleted: ${users} subscribed to it.`);
  }
}

/** A unique violation on plans.plan_key (two saves racing past assertPlanKeyFree) as the 409. */
export function planKeyClash(error: unknown, planKey: string): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' ? conflict(`A plan with the key "${planKey}" already exists.`) : undefined;
}

// ---------------------------------------------------------------- input rules

/**
 * platform spec §5: the yearly price is 12 × monthly × (1 − discount/100), filled in when the
 * yearly price is empty or 0 (the rule of @aac/domain).
 */
export function resolveYearlyPrice(monthly: number, discount: number, yearly: number | undefined): number {
  return yearly !== undefined && yearly > 0 ? yearly : yearlyPrice(monthly, discount);
}

/**
 * platform spec §3-§5: selected features are catalogue keys; a boolean feature is on or unset
 * (false is dropped), a numeric one an integer from -1 (unlimited) to 999999. The contract
 * checks the same; this keeps the rule even for a caller that bypasses the contract's schema.
 */
export function normaliseSelectedFeatures(
  selected: Record<string, boolean | number | undefined> | undefined,
): Record<string, true | number> {
  const result: Record<string, true | number> = {};
  const problems: ErrorDetail[] = [];
  for (const [key, value] of Object.entries(selected ?? {})) {
    if (value === undefined) continue;
    const feature = catalogueFeature(key);
    const path = `/selectedFeatures/${key}`;
    if (!feature) problems.push({ path, message: 'is not a feature of the catalogue' });
    else if (feature.kind === 'boolean') {
      if (typeof value !== 'boolean') problems.push({ path, message: 'must be boolean' });
      else if (value) result[key] = true;
    } else if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < FEATURE_VALUE_MIN ||
      value > FEATURE_VALUE_MAX
    ) {
      problems.push({
        path,
        message: `must be an integer from ${FEATURE_VALUE_MIN} to ${FEATURE_VALUE_MAX}`,
      });
    } else result[key] = value;
  }
  if (problems.length > 0) throw badRequest('The selected features are not valid.', problems);
  return result;
}

/**
 * Marketing feature lines from a selection ("Basic AAC Board", "Vocabulary Words: Unlimited"),
 * without the features set to 0: the list a plan made on the first screen (which has no list
 * field) and a seeded plan get.
 */
export function featureLines(selected: Record<string, true | number>): string[] {
  return Object.entries(selected)
    .filter(([, value]) => value !== 0)
    .map(([key, value]) =>
      value === true ? featureLabel(key) : `${featureLabel(key)}: ${formatFeatureValue(value)}`,
    );
}

// ---------------------------------------------------------------- provider steps

/** A provider failure as an answer: 404-like misses and refusals alike, with Stripe's words. */
export function providerFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(500, 'payment_provider_error', message);
}

interface PlanForProvider {
  name: string;
  description: string;
  plan_key: string;
  plan_type: string;
  is_active: boolean;
  price_monthly: number;
  price_yearly: number;
}

function productMetadata(plan: Pick<PlanForProvider, 'plan_key' | 'plan_type'>): Record<string, string> {
  return { [PLAN_KEY_METADATA]: plan.plan_key, [PLAN_TYPE_METADATA]: plan.plan_type };
}

/** Creates the plan's product with its monthly and yearly prices: the three provider ids. */
export async function createProviderPlan(
  provider: PaymentProvider,
  plan: PlanForProvider,
): Promise<ProviderIds> {
  const created = await provider.createPlanProduct({
    name: plan.name,
    description: plan.description,
    metadata: productMetadata(plan),
    monthlyAmount: toCents(plan.price_monthly),
    yearlyAmount: toCents(plan.price_yearly),
  });
  if (!plan.is_active) await provider.archiveProduct(created.product.id);
  return {
    stripe_product_id: created.product.id,
    stripe_monthly_price_id: created.monthly.id,
    stripe_yearly_price_id: created.yearly.id,
  };
}

/** Undoes createProviderPlan when the database refused the plan (best effort). */
export async function discardProviderPlan(provider: PaymentProvider, ids: ProviderIds): Promise<void> {
  if (ids.stripe_product_id) await provider.archiveProduct(ids.stripe_product_id).catch(() => undefined);
}

export interface ProviderPlanUpdate {
  ids: ProviderIds;
  /** True when a price changed, so new prices were created (platform spec §4). */
  priceUpdated: boolean;
  /** The replaced prices, archived once the database holds the new ids (archiveRetiredPrices). */
  retiredPriceIds: string[];
}

/**
 * Applies an edit of a connected plan to its product (platform spec §4): name, description,
 * active flag and key as product fields; a changed monthly or yearly price as a new price, the
 * old one retired (archived after the database update, so a failed update leaves it in use).
 * A plan that is not connected is left alone (sync or generate ids connect it).
 */
export async function updateProviderPlan(
  provider: PaymentProvider,
  current: PlanRow,
  next: PlanForProvider,
): Promise<ProviderPlanUpdate> {
  const ids: ProviderIds = {
    stripe_product_id: current.stripe_product_id,
    stripe_monthly_price_id: current.stripe_monthly_price_id,
    stripe_yearly_price_id: current.stripe_yearly_price_id,
  };
  if (!isProviderConnected(current) || !current.stripe_product_id) {
    return { ids, priceUpdated: false, retiredPriceIds: [] };
  }
  const productId = current.stripe_product_id;
  const changes: Parameters<PaymentProvider['updateProduct']>[1] = {};
  if (next.name !== current.name) changes.name = next.name;
  if (next.description !== current.description) changes.description = next.description;
  if (next.is_active !== current.is_active) changes.active = next.is_active;
  if (next.plan_key !== current.plan_key || next.plan_type !== current.plan_type) {
    changes.metadata = productMetadata(next);
  }
  await provider.updateProduct(productId, changes);

  const retiredPriceIds: string[] = [];
  if (toCents(next.price_monthly) !== toCents(current.price_monthly)) {
    const price = await provider.createPrice(productId, toCents(next.price_monthly), 'month');
    if (current.stripe_monthly_price_id) retiredPriceIds.push(current.stripe_monthly_price_id);
    ids.stripe_monthly_price_id = price.id;
  }
  if (toCents(next.price_yearly) !== toCents(current.price_yearly)) {
    const price = await provider.createPrice(productId, toCents(next.price_yearly), 'year');
    if (current.stripe_yearly_price_id) retiredPriceIds.push(current.stripe_yearly_price_id);
    ids.stripe_yearly_price_id = price.id;
  }
  return { ids, priceUpdated: retiredPriceIds.length > 0, retiredPriceIds };
}

/**
 * Archives replaced prices. A failure here leaves an extra active price on the product, which
 * the sync status reports and the next sync archives, so it does not fail the request.
 */
export async function archiveRetiredPrices(
  provider: PaymentProvider,
  priceIds: string[],
  log: { warn(object: object, message: string): void },
): Promise<void> {
  for (const priceId of priceIds) {
    try {
      await provider.archivePrice(priceId);
    } catch (error) {
      log.warn({ priceId, err: error }, 'could not archive a replaced price; the next sync will');
    }
  }
}

/**
 * Archives the product of a plan being deleted. A product the provider no longer has is
 * nothing to archive; any other failure is the provider's refusal.
 */
export async function archivePlanProduct(provider: PaymentProvider, plan: PlanRow): Promise<void> {
  if (!plan.stripe_product_id) return;
  try {
    await provider.archiveProduct(plan.stripe_product_id);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.reason === 'missing') return;
    throw error;
  }
}

/** Writes new provider ids on a plan. */
export async function storeProviderIds(db: Db, planId: number, ids: ProviderIds): Promise<void> {
  await db
    .updateTable('plans')
    .set({ ...ids, updated_at: sql<Date>`now()` })
    .where('id', '=', planId)
    .execute();
}

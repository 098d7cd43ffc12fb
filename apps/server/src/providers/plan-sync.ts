import { isPlanType, isProviderConnected, PLAN_PRESETS, type PlanType } from '@aac/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  type BillingInterval,
  fromCents,
  type PaymentProvider,
  PLAN_KEY_METADATA,
  PLAN_TYPE_METADATA,
  type ProviderPrice,
  type ProviderProduct,
  toCents,
} from './payment-provider.ts';
import { createProviderPlan, listPlans, type PlanRow, type ProviderIds } from './plan-store.ts';

/**
 * Plan sync with the payment provider (platform spec §2.7, §4 "Sync Required" / "In Sync").
 *
 * A plan product is a provider product a plan points to, or an active product carrying our
 * `plan_key` metadata (products without it belong to something else on the account and are left
 * alone). The two sides are in step when every plan has its three ids, its product holds the
 * plan's name, description, active flag and key, its two price ids are the product's only active
 * prices and carry the plan's amounts, and no active plan product is without a plan.
 */

export interface SyncStatus {
  needs_sync: boolean;
  total_stripe_plans: number;
  total_db_plans: number;
}

function isPlanProductFor(
  products: Map<string, ProviderProduct>,
  plan: PlanRow,
): ProviderProduct | undefined {
  return plan.stripe_product_id ? products.get(plan.stripe_product_id) : undefined;
}

function priceMatches(
  product: ProviderProduct,
  priceId: string | null,
  interval: BillingInterval,
  dollars: number,
): ProviderPrice | undefined {
  if (!priceId) return undefined;
  return product.prices.find(
    (price) => price.id === priceId && price.interval === interval && price.unitAmount === toCents(dollars),
  );
}

function productDiffers(plan: PlanRow, product: ProviderProduct): boolean {
  return (
    product.name !== plan.name ||
    product.description !== plan.description ||
    product.active !== plan.is_active ||
    product.metadata[PLAN_KEY_METADATA] !== plan.plan_key
  );
}

/** Whether one plan is out of step with the provider. */
function planOutOfStep(plan: PlanRow, product: ProviderProduct | undefined): boolean {
  if (!isProviderConnected(plan) || !product) return true;
  if (productDiffers(plan, product)) return true;
  const monthly = priceMatches(product, plan.stripe_monthly_price_id, 'month', plan.price_monthly);
  const yearly = priceMatches(product, plan.stripe_yearly_price_id, 'year', plan.price_yearly);
  return !monthly || !yearly || product.prices.length !== 2;
}

function orphanProducts(plans: PlanRow[], products: ProviderProduct[]): ProviderProduct[] {
  const referenced = new Set(plans.map((plan) => plan.stripe_product_id).filter(Boolean));
  return products.filter(
    (product) => product.active && product.metadata[PLAN_KEY_METADATA] && !referenced.has(product.id),
  );
}

/** The sync status of GET /admin/stripe/sync-status. */
export function syncStatusOf(plans: PlanRow[], products: ProviderProduct[]): SyncStatus {
  const byId = new Map(products.map((product) => [product.id, product]));
  const orphans = orphanProducts(plans, products);
  const referencedCount = new Set(
    plans.map((plan) => isPlanProductFor(byId, plan)?.id).filter((id) => id !== undefined),
  ).size;
  return {
    needs_sync: orphans.length > 0 || plans.some((plan) => planOutOfStep(plan, isPlanProductFor(byId, plan))),
    total_stripe_plans: referencedCount + orphans.length,
    total_db_plans: plans.length,
  };
}

export async function readSyncStatus(db: Kysely<Database>, provider: PaymentProvider): Promise<SyncStatus> {
  const [plans, products] = await Promise.all([listPlans(db, 'price'), provider.listProducts()]);
  return syncStatusOf(plans, products);
}

interface ImportedPlan {
  name: string;
  plan_key: string;
  plan_type: PlanType;
  description: string;
  price_monthly: number;
  price_yearly: number;
  yearly_discount_percentage: number;
  max_children: number;
  max_team_members: number;
  is_enterprise: boolean;
  ids: ProviderIds;
}

export interface SyncResult {
  created: number;
  updated: number;
  imported: number;
  archivedPrices: number;
  archivedProducts: number;
}

/**
 * POST /admin/stripe/sync: brings both sides in step. Provider first (it is outside any
 * transaction), then every database change in one transaction, then the archiving of what the
 * database no longer points to. If the database step fails, the products made on the way carry
 * their plan_key, so the next sync adopts them instead of making more.
 *
 * - A plan without a product (or whose product is gone) adopts an unreferenced active product
 *   with its key, or gets a new product and prices.
 * - A plan's product takes the plan's name, description, active flag and key.
 * - A plan's price whose id or amount is not the product's gets an existing matching active
 *   price of the product, or a new one; other active prices of the product are archived.
 * - An active product with a plan_key and no plan is imported as a plan (the provider is where
 *   it was made), unless a plan already has that key, in which case it is a duplicate and is
 *   archived.
 */
export async function syncPlans(
  db: Kysely<Database>,
  provider: PaymentProvider,
  log: { warn(object: object, message: string): void },
): Promise<SyncResult> {
  const [plans, products] = await Promise.all([listPlans(db, 'price'), provider.listProducts()]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const claimed = new Set<string>();
  for (const plan of plans) {
    const product = isPlanProductFor(byId, plan);
    if (product) claimed.add(product.id);
  }

  const idUpdates: Array<{ planId: number; ids: ProviderIds }> = [];
  const retiredPrices: string[] = [];
  const retiredProducts: string[] = [];
  let created = 0;

  for (const plan of plans) {
    let product = isPlanProductFor(byId, plan);
    if (!product) {
      product = products.find(
        (candidate) =>
          candidate.active &&
          candidate.metadata[PLAN_KEY_METADATA] === plan.plan_key &&
          !claimed.has(candidate.id),
      );
      if (product) claimed.add(product.id);
    }
    if (!product) {
      idUpdates.push({ planId: plan.id, ids: await createProviderPlan(provider, plan) });
      created += 1;
      continue;
    }

    if (productDiffers(plan, product)) {
      await provider.updateProduct(product.id, {
        name: plan.name,
        description: plan.description,
        active: plan.is_active,
        metadata: {
          ...product.metadata,
          [PLAN_KEY_METADATA]: plan.plan_key,
          [PLAN_TYPE_METADATA]: plan.plan_type,
        },
      });
    }
    const priceFor = async (interval: BillingInterval, storedId: string | null, dollars: number) => {
      const exact = priceMatches(product, storedId, interval, dollars);
      if (exact) return exact.id;
      const sameAmount = product.prices.find(
        (price) => price.interval === interval && price.unitAmount === toCents(dollars),
      );
      if (sameAmount) return sameAmount.id;
      return (await provider.createPrice(product.id, toCents(dollars), interval)).id;
    };
    const ids: ProviderIds = {
      stripe_product_id: product.id,
      stripe_monthly_price_id: await priceFor('month', plan.stripe_monthly_price_id, plan.price_monthly),
      stripe_yearly_price_id: await priceFor('year', plan.stripe_yearly_price_id, plan.price_yearly),
    };
    const kept = new Set([ids.stripe_monthly_price_id, ids.stripe_yearly_price_id]);
    for (const price of product.prices) if (!kept.has(price.id)) retiredPrices.push(price.id);
    if (
      ids.stripe_product_id !== plan.stripe_product_id ||
      ids.stripe_monthly_price_id !== plan.stripe_monthly_price_id ||
      ids.stripe_yearly_price_id !== plan.stripe_yearly_price_id
    ) {
      idUpdates.push({ planId: plan.id, ids });
    }
  }

  const planKeys = new Set(plans.map((plan) => plan.plan_key));
  const imports: ImportedPlan[] = [];
  for (const product of orphanProducts(plans, products)) {
    if (claimed.has(product.id)) continue;
    const planKey = product.metadata[PLAN_KEY_METADATA] ?? '';
    if (planKeys.has(planKey)) {
      retiredProducts.push(product.id);
      continue;
    }
    planKeys.add(planKey);
    imports.push(await importedPlan(provider, product, planKey));
  }

  await inTransaction(db, async (trx) => {
    for (const { planId, ids } of idUpdates) {
      await trx
        .updateTable('plans')
        .set({ ...ids, updated_at: new Date() })
        .where('id', '=', planId)
        .execute();
    }
    for (const plan of imports) {
      const { ids, ...fields } = plan;
      await trx
        .insertInto('plans')
        .values({ ...fields, ...ids, features: '[]', selected_features: '{}' })
        .execute();
    }
  });

  for (const priceId of retiredPrices) {
    await provider.archivePrice(priceId).catch((error: unknown) => {
      log.warn({ priceId, err: error }, 'sync could not archive a price');
    });
  }
  for (const productId of retiredProducts) {
    await provider.archiveProduct(productId).catch((error: unknown) => {
      log.warn({ productId, err: error }, 'sync could not archive a duplicate product');
    });
  }
  return {
    created,
    updated: idUpdates.length - created,
    imported: imports.length,
    archivedPrices: retiredPrices.length,
    archivedProducts: retiredProducts.length,
  };
}

/**
 * A plan made from a product that has none: its name, description and key; the plan type from
 * its metadata (else individual) with that preset's limits (platform spec §9); the prices from
 * its newest active monthly and yearly prices. A missing interval gets a price: the yearly one
 * 12 × monthly, the monthly one a twelfth of the yearly, so the plan arrives connected.
 */
async function importedPlan(
  provider: PaymentProvider,
  product: ProviderProduct,
  planKey: string,
): Promise<ImportedPlan> {
  const typeFromMetadata = product.metadata[PLAN_TYPE_METADATA] ?? '';
  const planType: PlanType = isPlanType(typeFromMetadata) ? typeFromMetadata : 'individual';
  const newest = (interval: BillingInterval) =>
    product.prices.filter((price) => price.interval === interval).at(-1);
  let monthly = newest('month');
  let yearly = newest('year');
  if (!monthly) {
    monthly = await provider.createPrice(product.id, Math.round((yearly?.unitAmount ?? 0) / 12), 'month');
  }
  if (!yearly) yearly = await provider.createPrice(product.id, monthly.unitAmount * 12, 'year');
  const priceMonthly = fromCents(monthly.unitAmount);
  const priceYearly = fromCents(yearly.unitAmount);
  const discount =
    priceMonthly > 0
      ? Math.round(Math.min(100, Math.max(0, (1 - priceYearly / (12 * priceMonthly)) * 100)) * 100) / 100
      : 0;
  const preset = PLAN_PRESETS[planType];
  return {
    name: product.name,
    plan_key: planKey,
    plan_type: planType,
    description: product.description,
    price_monthly: priceMonthly,
    price_yearly: priceYearly,
    yearly_discount_percentage: discount,
    max_children: preset.max_children,
    max_team_members: preset.max_team_members,
    is_enterprise: planType === 'enterprise',
    ids: {
      stripe_product_id: product.id,
      stripe_monthly_price_id: monthly.id,
      stripe_yearly_price_id: yearly.id,
    },
  };
}

import {
  FEATURE_CATALOGUE,
  featuresForTier,
  PLAN_PRESETS,
  PLAN_TYPES,
  type PlanType,
  yearlyPrice,
} from '@aac/domain';
import type { SeedContext } from './context.ts';

interface SeededPlan {
  name: string;
  plan_key: string;
  plan_type: PlanType;
  price_monthly: number;
  yearly_discount_percentage: number;
  price_yearly: number;
  max_children: number;
  max_team_members: number;
  selected: Record<string, true | number>;
  is_enterprise: boolean;
  is_active: boolean;
  description: string;
  popular: boolean;
  display_order: number;
  connected: boolean;
}

const MONTHLY_PRICES: Record<PlanType, number> = {
  free: 0,
  individual: 9.99,
  family: 19.99,
  professional: 49.99,
  enterprise: 199.99,
};

/**
 * Plans for the five presets of platform spec §9 with their features from the catalogue (§3),
 * plus two extra plans: a "family_plus" plan not yet connected to the payment provider, and an
 * inactive legacy plan. Connected plans have their product and prices in the local provider.
 */
export async function seedPlans(context: SeedContext): Promise<void> {
  const { db, now } = context;
  const allFeatureLabels = new Map(
    FEATURE_CATALOGUE.flatMap((category) =>
      category.features.map((feature) => [feature.key, feature.label] as const),
    ),
  );

  const plans = PLAN_TYPES.map((type, index): SeededPlan => {
    const preset = PLAN_PRESETS[type];
    const selected = featuresForTier(type);
    const discount = type === 'free' ? 0 : 20;
    return {
      name: preset.label,
      plan_key: type,
      plan_type: type,
      price_monthly: MONTHLY_PRICES[type],
      yearly_discount_percentage: discount,
      price_yearly: yearlyPrice(MONTHLY_PRICES[type], discount),
      max_children: preset.max_children,
      max_team_members: preset.max_team_members,
      selected,
      is_enterprise: type === 'enterprise',
      is_active: true,
      description: preset.description,
      popular: type === 'family',
      display_order: index + 1,
      connected: type !== 'free',
    };
  });
  const [, individual, family] = plans;
  if (!individual || !family) throw new Error('the plan presets lost a tier');
  plans.push(
    {
      ...family,
      name: 'Family Plus',
      plan_key: 'family_plus',
      price_monthly: 24.99,
      price_yearly: yearlyPrice(24.99, 15),
      yearly_discount_percentage: 15,
      max_children: 8,
      popular: false,
      description: 'The family plan for larger families, up to 8 children',
      display_order: 6,
      connected: false,
    },
    {
      ...individual,
      name: 'Individual (legacy)',
      plan_key: 'individual_legacy',
      price_monthly: 7.99,
      price_yearly: yearlyPrice(7.99, 0),
      yearly_discount_percentage: 0,
      is_active: false,
      description: 'The individual plan as sold before 2024',
      display_order: 999,
      connected: false,
    },
  );

  for (const plan of plans) {
    const { connected, selected, ...fields } = plan;
    let providerIds = {
      stripe_product_id: null,
      stripe_monthly_price_id: null,
      stripe_yearly_price_id: null,
    } as {
      stripe_product_id: string | null;
      stripe_monthly_price_id: string | null;
      stripe_yearly_price_id: string | null;
    };
    if (connected) {
      const productId = `prod_local_${plan.plan_key}`;
      await db
        .insertInto('provider_products')
        .values({
          id: productId,
          name: plan.name,
          description: plan.description,
          metadata: JSON.stringify({ plan_key: plan.plan_key }),
          created_at: now,
        })
        .execute();
      const monthly = `price_local_${plan.plan_key}_month_1`;
      const yearly = `price_local_${plan.plan_key}_year_1`;
      await db
        .insertInto('provider_prices')
        .values([
          {
            id: monthly,
            product_id: productId,
            unit_amount: Math.round(plan.price_monthly * 100),
            billing_interval: 'month',
          },
          {
            id: yearly,
            product_id: productId,
            unit_amount: Math.round(plan.price_yearly * 100),
            billing_interval: 'year',
          },
        ])
        .execute();
      providerIds = {
        stripe_product_id: productId,
        stripe_monthly_price_id: monthly,
        stripe_yearly_price_id: yearly,
      };
    }
    await db
      .insertInto('plans')
      .values({
        ...fields,
        ...providerIds,
        features: JSON.stringify(
          Object.entries(selected)
            .filter(([, value]) => value !== 0)
            .map(([key]) => allFeatureLabels.get(key) ?? key),
        ),
        selected_features: JSON.stringify(selected),
      })
      .execute();
  }
}

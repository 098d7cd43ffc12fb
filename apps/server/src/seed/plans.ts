import { featuresForTier, PLAN_PRESETS, PLAN_TYPES, type PlanType, yearlyPrice } from '@aac/domain';
import { PLAN_KEY_METADATA, PLAN_TYPE_METADATA, toCents } from '../providers/payment-provider.ts';
import { featureLines } from '../providers/plan-store.ts';
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
  gradient: string;
  icon: string;
  cta_text: string;
  cta_style: string;
  /** Whether the plan has its product and prices in the local payment provider. */
  connected: boolean;
}

/** Monthly prices of the presets (USD); the spec states none, these are ours. */
const MONTHLY_PRICES: Record<PlanType, number> = {
  free: 0,
  individual: 9.99,
  family: 19.99,
  professional: 49.99,
  enterprise: 199.99,
};

const LOOKS: Record<PlanType, Pick<SeededPlan, 'gradient' | 'icon' | 'cta_text' | 'cta_style'>> = {
  free: {
    gradient: 'from-gray-400 to-gray-600',
    icon: 'fa-seedling',
    cta_text: 'Get Started',
    cta_style: 'outline',
  },
  individual: {
    gradient: 'from-blue-500 to-purple-600',
    icon: 'fa-star',
    cta_text: 'Upgrade',
    cta_style: 'outline',
  },
  family: { gradient: 'from-pink-500 to-rose-600', icon: 'fa-home', cta_text: 'Upgrade', cta_style: 'solid' },
  professional: {
    gradient: 'from-emerald-500 to-teal-600',
    icon: 'fa-user-md',
    cta_text: 'Upgrade',
    cta_style: 'solid',
  },
  enterprise: {
    gradient: 'from-gray-700 to-gray-900',
    icon: 'fa-building',
    cta_text: 'Contact Sales',
    cta_style: 'solid',
  },
};

/**
 * The plans of both plan screens (platform spec §2.7, §2.9):
 * - the five presets of platform spec §9 (free 1/0, individual 1/0, family 5/0, professional 20/5,
 *   enterprise 999/999) with the catalogue's features per tier (§3) and a 20% yearly discount;
 *   the paid ones are connected to the local payment provider ("Stripe Connected"), free is not,
 *   so the first screen starts at "Sync Required";
 * - "Family Plus", not connected ("Not Connected", generate ids offered);
 * - an inactive legacy plan, not connected.
 * Subscriber counts come from the users' plans (seed/users.ts): every preset has users.
 */
export async function seedPlans(context: SeedContext): Promise<void> {
  const { db, now } = context;

  const plans = PLAN_TYPES.map((type, index): SeededPlan => {
    const preset = PLAN_PRESETS[type];
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
      selected: featuresForTier(type),
      is_enterprise: type === 'enterprise',
      is_active: true,
      description: preset.description,
      popular: type === 'family',
      display_order: index + 1,
      ...LOOKS[type],
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
      selected: { ...family.selected, children_profiles: 8 },
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
    let providerIds: {
      stripe_product_id: string | null;
      stripe_monthly_price_id: string | null;
      stripe_yearly_price_id: string | null;
    } = { stripe_product_id: null, stripe_monthly_price_id: null, stripe_yearly_price_id: null };
    if (connected) {
      // Fixed, Stripe-shaped ids so the demo data is the same on every start.
      const productId = `prod_local_${plan.plan_key}`;
      const monthly = `price_local_${plan.plan_key}_month_1`;
      const yearly = `price_local_${plan.plan_key}_year_1`;
      await db
        .insertInto('provider_products')
        .values({
          id: productId,
          name: plan.name,
          description: plan.description,
          active: plan.is_active,
          metadata: JSON.stringify({
            [PLAN_KEY_METADATA]: plan.plan_key,
            [PLAN_TYPE_METADATA]: plan.plan_type,
          }),
          created_at: now,
        })
        .execute();
      await db
        .insertInto('provider_prices')
        .values([
          {
            id: monthly,
            product_id: productId,
            unit_amount: toCents(plan.price_monthly),
            billing_interval: 'month',
            created_at: now,
          },
          {
            id: yearly,
            product_id: productId,
            unit_amount: toCents(plan.price_yearly),
            billing_interval: 'year',
            created_at: now,
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
        features: JSON.stringify(featureLines(selected)),
        selected_features: JSON.stringify(selected),
      })
      .execute();
  }
}

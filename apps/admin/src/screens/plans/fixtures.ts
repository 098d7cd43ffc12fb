/** Deterministic plans for the stories of both plan screens (platform spec §3). */
import type { components } from '@aac/api-client';
import { CATALOGUE_FEATURES, featuresForTier, type PlanType } from '@aac/domain';
import type { SubscriptionPlan } from './plans.columns';
import type { StripePlan } from './stripePlans.columns';

const PRESENTATION = {
  popular: false,
  gradient: 'from-blue-500 to-purple-600',
  icon: 'fa-star',
  cta_text: 'Upgrade',
  cta_style: 'outline',
} as const;

export const FREE: SubscriptionPlan = {
  ...PRESENTATION,
  id: 1,
  version: 1,
  name: 'Free',
  plan_key: 'free',
  price_monthly: 0,
  price_yearly: 0,
  yearly_discount_percentage: 0,
  max_children: 1,
  max_team_members: 0,
  features: ['One child profile'],
  selectedFeatures: featuresForTier('free'),
  is_active: true,
  is_enterprise: false,
  description: 'Try the boards with one child.',
  stripe_product_id: 'prod_Free001',
  stripe_monthly_price_id: 'price_FreeM01',
  stripe_yearly_price_id: 'price_FreeY01',
  display_order: 1,
  user_count: 1_204,
};

export const FAMILY: SubscriptionPlan = {
  ...PRESENTATION,
  id: 3,
  version: 1,
  name: 'Family',
  plan_key: 'family',
  plan_type: 'family',
  price_monthly: 19.99,
  price_yearly: 191.9,
  yearly_discount_percentage: 20,
  max_children: 5,
  max_team_members: 0,
  features: ['Up to 5 child profiles', 'Shared progress'],
  selectedFeatures: { basic_aac_board: true, vocabulary_words: -1, children_profiles: 5 },
  is_active: true,
  is_enterprise: false,
  description: 'For families with several children.',
  stripe_product_id: 'prod_Q1a2b3c4',
  stripe_monthly_price_id: 'price_1PmA',
  stripe_yearly_price_id: 'price_1PmB',
  popular: true,
  display_order: 2,
  user_count: 412,
};

/** Not synced with Stripe: no ids yet, so "Not Connected" and generate offered. */
export const UNSYNCED: SubscriptionPlan = {
  ...PRESENTATION,
  id: 4,
  version: 1,
  name: 'Clinic Starter',
  plan_key: 'clinic_starter',
  price_monthly: 49,
  price_yearly: 470.4,
  yearly_discount_percentage: 20,
  max_children: 20,
  max_team_members: 5,
  features: [],
  selectedFeatures: {},
  is_active: false,
  is_enterprise: false,
  description: null,
  stripe_product_id: 'prod_Partial9',
  stripe_monthly_price_id: null,
  stripe_yearly_price_id: null,
  display_order: 4,
  user_count: 0,
};

/** Every feature of the catalogue selected, numeric ones unlimited. */
export const EVERYTHING: SubscriptionPlan = {
  ...PRESENTATION,
  id: 5,
  version: 1,
  name: 'Enterprise',
  plan_key: 'enterprise',
  price_monthly: 99,
  price_yearly: 950.4,
  yearly_discount_percentage: 20,
  max_children: 0,
  max_team_members: 0,
  features: ['Unlimited children', 'Admin dashboard', 'Priority support'],
  selectedFeatures: Object.fromEntries(
    CATALOGUE_FEATURES.map((feature) => [feature.key, feature.kind === 'numeric' ? -1 : true]),
  ),
  is_active: true,
  is_enterprise: true,
  description: 'For schools and clinics.',
  stripe_product_id: null,
  stripe_monthly_price_id: null,
  stripe_yearly_price_id: null,
  gradient: 'from-gray-700 to-gray-900',
  icon: 'fa-building',
  cta_text: 'Contact sales',
  cta_style: 'solid',
  display_order: 5,
  user_count: 3,
};

export const PLANS: readonly SubscriptionPlan[] = [FREE, FAMILY, UNSYNCED, EVERYTHING];

// Plan Management (the provider-synchronised screen), built from the plans above.
function stripePlanOf(plan: SubscriptionPlan, plan_type: PlanType): StripePlan {
  return {
    id: plan.id,
    version: plan.version,
    name: plan.name,
    plan_key: plan.plan_key,
    plan_type,
    price_monthly: plan.price_monthly,
    price_yearly: plan.price_yearly,
    yearly_discount_percentage: plan.yearly_discount_percentage,
    max_children: plan.max_children,
    max_team_members: plan.max_team_members,
    selectedFeatures: plan.selectedFeatures,
    is_enterprise: plan.is_enterprise,
    description: plan.description,
    is_active: plan.is_active,
    user_count: plan.user_count ?? 0,
    stripe_product_id: plan.stripe_product_id,
    stripe_monthly_price_id: plan.stripe_monthly_price_id,
    stripe_yearly_price_id: plan.stripe_yearly_price_id,
  };
}

export const STRIPE_FREE = stripePlanOf(FREE, 'free');
export const STRIPE_FAMILY = stripePlanOf(FAMILY, 'family');

/** A long name and a long Stripe id: the cells cut them, whole on hover. */
export const STRIPE_PROFESSIONAL: StripePlan = {
  id: 6,
  version: 1,
  name: 'Professional for Speech Therapists and Clinics',
  plan_key: 'professional',
  plan_type: 'professional',
  price_monthly: 1_249.5,
  price_yearly: 11_995.2,
  yearly_discount_percentage: 20,
  max_children: 20,
  max_team_members: 5,
  selectedFeatures: featuresForTier('professional'),
  is_enterprise: false,
  description: 'For therapists and educators who follow many children.',
  is_active: true,
  user_count: 58,
  stripe_product_id: 'prod_ProfessionalTherapists2026',
  stripe_monthly_price_id: 'price_1QxProfessionalMonthly',
  stripe_yearly_price_id: 'price_1QxProfessionalYearly',
};

/** No prices in Stripe yet: "Not Connected", inactive, no features. */
export const STRIPE_UNSYNCED = stripePlanOf(UNSYNCED, 'professional');

/** Every feature selected, both limits 0 ("Unlimited"), no Stripe ids. */
export const STRIPE_ENTERPRISE = stripePlanOf(EVERYTHING, 'enterprise');

export const STRIPE_PLANS: readonly StripePlan[] = [
  STRIPE_FREE,
  STRIPE_FAMILY,
  STRIPE_PROFESSIONAL,
  STRIPE_UNSYNCED,
  STRIPE_ENTERPRISE,
];

export type SyncStatus = components['schemas']['SyncStatus'];

export const SYNC_REQUIRED: SyncStatus = { needs_sync: true, total_stripe_plans: 4, total_db_plans: 5 };
export const IN_SYNC: SyncStatus = { needs_sync: false, total_stripe_plans: 5, total_db_plans: 5 };

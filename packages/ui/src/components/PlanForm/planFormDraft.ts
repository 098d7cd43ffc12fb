/**
 * The PlanForm's draft: what the admin sees and edits, and how it becomes the payload of
 * platform spec §7. The rules themselves (presets, parsing, yearly price, defaults) come from
 * @aac/domain; this file only maps form state to and from them.
 */
import {
  applyPreset,
  displayOrderOrDefault,
  isPlanType,
  NEW_SUBSCRIPTION_PLAN_DEFAULTS,
  type PlanType,
  parseLimit,
  parsePrice,
  readSelectedFeatures,
  type SelectedFeatures,
  type SubscriptionPlanForm,
  selectedFeatureItems,
} from '@aac/domain';

export type PlanFormVariant = 'stripe' | 'subscription';
export type PlanFormMode = 'create' | 'edit';

/**
 * A plan as the screens hold it (platform spec §3, both plan entities): every field optional and
 * numbers possibly missing or sent as text by a backend.
 */
export interface PlanFormInitialValues {
  name?: string | null;
  plan_key?: string | null;
  plan_type?: string | null;
  description?: string | null;
  price_monthly?: number | string | null;
  yearly_discount_percentage?: number | string | null;
  price_yearly?: number | string | null;
  max_children?: number | string | null;
  max_team_members?: number | string | null;
  is_enterprise?: boolean | null;
  selectedFeatures?: unknown;
  selected_features?: unknown;
  is_active?: boolean | null;
  popular?: boolean | null;
  gradient?: string | null;
  icon?: string | null;
  cta_text?: string | null;
  cta_style?: string | null;
  display_order?: number | string | null;
  generate_stripe_ids?: boolean | null;
  stripe_product_id?: string | null;
  stripe_monthly_price_id?: string | null;
  stripe_yearly_price_id?: string | null;
}

/** platform spec §7: the body of POST/PUT /admin/stripe/plans. */
export interface StripePlanFormValues {
  name: string;
  plan_key: string;
  plan_type: PlanType;
  description: string;
  price_monthly: number;
  yearly_discount_percentage: number;
  price_yearly: number;
  max_children: number;
  max_team_members: number;
  is_enterprise: boolean;
  selectedFeatures: SelectedFeatures;
}

/** platform spec §3 and §7: the full plan object of POST/PUT /admin/subscription-plans. */
export type SubscriptionPlanFormValues = SubscriptionPlanForm & { selectedFeatures: SelectedFeatures };

/** What the form holds while the admin edits. Number fields hold `null` while empty. */
export interface PlanFormDraft {
  name: string;
  plan_key: string;
  plan_type: PlanType | '';
  description: string;
  price_monthly: number | null;
  yearly_discount_percentage: number | null;
  price_yearly: number | null;
  max_children: number | null;
  max_team_members: number | null;
  is_enterprise: boolean;
  selectedFeatures: SelectedFeatures;
  is_active: boolean;
  popular: boolean;
  gradient: string;
  icon: string;
  cta_text: string;
  cta_style: string;
  display_order: number | null;
  generate_stripe_ids: boolean;
}

export type PlanFormField = 'name' | 'plan_key' | 'plan_type';
export type PlanFormErrors = Partial<Record<PlanFormField, string>>;

function numberOrEmpty(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  return parsePrice(value);
}

/** The form's starting state: the plan being edited, or the defaults of a new plan. */
export function initialDraft(
  variant: PlanFormVariant,
  mode: PlanFormMode,
  initial: PlanFormInitialValues = {},
): PlanFormDraft {
  // platform spec §9: a new plan on the second screen starts from these defaults; the first
  // screen's form starts empty. Fields the plan being edited lacks fall back to them too.
  const defaults = NEW_SUBSCRIPTION_PLAN_DEFAULTS;
  const isSubscription = variant === 'subscription';
  const planType = initial.plan_type ?? '';
  return {
    name: initial.name ?? '',
    plan_key: initial.plan_key ?? '',
    plan_type: isPlanType(planType) ? planType : '',
    description: initial.description ?? '',
    price_monthly: numberOrEmpty(initial.price_monthly ?? (isSubscription ? defaults.price_monthly : null)),
    yearly_discount_percentage: numberOrEmpty(
      initial.yearly_discount_percentage ?? (isSubscription ? defaults.yearly_discount_percentage : null),
    ),
    price_yearly: numberOrEmpty(initial.price_yearly ?? (isSubscription ? defaults.price_yearly : null)),
    max_children: numberOrEmpty(initial.max_children ?? (isSubscription ? defaults.max_children : null)),
    max_team_members: numberOrEmpty(
      initial.max_team_members ?? (isSubscription ? defaults.max_team_members : null),
    ),
    is_enterprise: initial.is_enterprise ?? defaults.is_enterprise,
    selectedFeatures: readSelectedFeatures(initial),
    is_active: initial.is_active ?? defaults.is_active,
    popular: initial.popular ?? defaults.popular,
    gradient: initial.gradient ?? defaults.gradient,
    icon: initial.icon ?? defaults.icon,
    cta_text: initial.cta_text ?? defaults.cta_text,
    cta_style: initial.cta_style ?? defaults.cta_style,
    display_order: numberOrEmpty(initial.display_order ?? defaults.display_order),
    // platform spec §9: generate_stripe_ids is true for a new plan; an existing plan only
    // generates ids when the admin asks for it.
    generate_stripe_ids:
      initial.generate_stripe_ids ?? (mode === 'create' ? defaults.generate_stripe_ids : false),
  };
}

/**
 * platform spec §2.8: choosing a preset type sets plan_type, plan_key (not on edit, §5),
 * both limits, is_enterprise and the description.
 */
export function draftWithPreset(draft: PlanFormDraft, type: PlanType, mode: PlanFormMode): PlanFormDraft {
  const preset = applyPreset(
    {
      plan_type: draft.plan_type,
      plan_key: draft.plan_key,
      max_children: draft.max_children ?? 0,
      max_team_members: draft.max_team_members ?? 0,
      is_enterprise: draft.is_enterprise,
      description: draft.description,
    },
    type,
    { editing: mode === 'edit' },
  );
  return {
    ...draft,
    plan_type: type,
    plan_key: preset.plan_key,
    max_children: preset.max_children,
    max_team_members: preset.max_team_members,
    is_enterprise: preset.is_enterprise,
    description: preset.description,
  };
}

const REQUIRED_LABELS: Record<PlanFormField, string> = {
  name: 'Plan Name',
  plan_key: 'Plan Key',
  plan_type: 'Plan Type',
};

/**
 * platform spec §5: the first screen requires Plan Name, Plan Key and Plan Type; the second
 * form requires plan name and plan key. Blank (only spaces) counts as missing.
 */
export function validateDraft(variant: PlanFormVariant, draft: PlanFormDraft): PlanFormErrors {
  const required: PlanFormField[] =
    variant === 'stripe' ? ['name', 'plan_key', 'plan_type'] : ['name', 'plan_key'];
  const errors: PlanFormErrors = {};
  for (const field of required) {
    if (draft[field].trim() === '') errors[field] = `${REQUIRED_LABELS[field]} is required`;
  }
  return errors;
}

/** platform spec §5 and §7: the first screen's payload; a non-numeric price or limit becomes 0. */
export function toStripePlanValues(draft: PlanFormDraft, planType: PlanType): StripePlanFormValues {
  return {
    name: draft.name.trim(),
    plan_key: draft.plan_key.trim(),
    plan_type: planType,
    description: draft.description,
    price_monthly: parsePrice(draft.price_monthly),
    yearly_discount_percentage: parsePrice(draft.yearly_discount_percentage),
    price_yearly: parsePrice(draft.price_yearly),
    max_children: parseLimit(draft.max_children),
    max_team_members: parseLimit(draft.max_team_members),
    is_enterprise: draft.is_enterprise,
    selectedFeatures: draft.selectedFeatures,
  };
}

/**
 * platform spec §3, §5 and §7: the second screen's full plan object. Display order falls back to
 * 999 when blank. `features` (the plan's list) is derived from selectedFeatures in catalogue
 * order ("Basic AAC Board", "Vocabulary Words: Unlimited"), so the list a pricing page shows can
 * never disagree with the map the plan actually grants.
 */
export function toSubscriptionPlanValues(draft: PlanFormDraft): SubscriptionPlanFormValues {
  return {
    name: draft.name.trim(),
    plan_key: draft.plan_key.trim(),
    description: draft.description,
    price_monthly: parsePrice(draft.price_monthly),
    price_yearly: parsePrice(draft.price_yearly),
    yearly_discount_percentage: parsePrice(draft.yearly_discount_percentage),
    max_children: parseLimit(draft.max_children),
    max_team_members: parseLimit(draft.max_team_members),
    features: selectedFeatureItems(draft.selectedFeatures).map((item) => item.text),
    selectedFeatures: draft.selectedFeatures,
    is_active: draft.is_active,
    is_enterprise: draft.is_enterprise,
    popular: draft.popular,
    gradient: draft.gradient,
    icon: draft.icon,
    cta_text: draft.cta_text,
    cta_style: draft.cta_style,
    display_order: displayOrderOrDefault(draft.display_order),
    generate_stripe_ids: draft.generate_stripe_ids,
  };
}

/** Subscription plans: types, presets, limits, provider connection and new-plan defaults. */
import { parseIntegerInput } from './numbers';
import { formatCount, formatUsd, isWholeCents } from './pricing';

/** platform spec §3: plan types (also the feature-catalogue tiers, in this order). */
export const PLAN_TYPES = ['free', 'individual', 'family', 'professional', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

export interface PlanPreset {
  label: string;
  max_children: number;
  max_team_members: number;
  description: string;
}

/**
 * platform spec §9: plan type presets (children / team): free 1/0; individual 1/0; family 5/0;
 * professional 20/5; enterprise 999/999. The descriptions are not shown in the spec (§2.8),
 * so they are ours.
 */
export const PLAN_PRESETS: Readonly<Record<PlanType, PlanPreset>> = {
  free: {
    label: 'Free',
    max_children: 1,
    max_team_members: 0,
    description: 'Basic communication tools to get started with one child',
  },
  individual: {
    label: 'Individual',
    max_children: 1,
    max_team_members: 0,
    description: 'The full communication toolkit for one child',
  },
  family: {
    label: 'Family',
    max_children: 5,
    max_team_members: 0,
    description: 'Everything a family needs for up to 5 children',
  },
  professional: {
    label: 'Professional',
    max_children: 20,
    max_team_members: 5,
    description: 'For therapists and educators working with up to 20 children and a team of 5',
  },
  enterprise: {
    label: 'Enterprise',
    max_children: 999,
    max_team_members: 999,
    description: 'For schools and organisations with large teams',
  },
};

export interface PresetFields {
  plan_type: string;
  plan_key: string;
  max_children: number;
  max_team_members: number;
  is_enterprise: boolean;
  description: string;
}

/**
 * platform spec §2.8: choosing a preset type sets plan_type, sets plan_key equal to the type,
 * sets both limits, sets is_enterprise true only for "enterprise", and sets the description.
 * On edit the plan key stays as it is (platform spec §5: Plan Key cannot be edited on edit).
 */
export function applyPreset<F extends PresetFields>(
  form: F,
  type: PlanType,
  options?: { editing?: boolean },
): F {
  const preset = PLAN_PRESETS[type];
  return {
    ...form,
    plan_type: type,
    plan_key: options?.editing ? form.plan_key : type,
    max_children: preset.max_children,
    max_team_members: preset.max_team_members,
    is_enterprise: type === 'enterprise',
    description: preset.description,
  };
}

/**
 * The type of a plan whose backend sent none (the second screen's plans may come without one):
 * the preset its key names, otherwise the type it had, otherwise enterprise for an enterprise plan
 * and individual for the rest. The reference server stores a type saved without one by this rule.
 */
export function inferPlanType(planKey: string, isEnterprise: boolean, current?: string | null): PlanType {
  if (isPlanType(planKey)) return planKey;
  if (current && isPlanType(current)) return current;
  return isEnterprise ? 'enterprise' : 'individual';
}

/** The server's refusal of a plan key another plan already has (409), said before sending. */
export function planKeyTakenMessage(key: string): string {
  return `A plan with the key "${key}" already exists.`;
}

/**
 * A plan key no other plan has: `key` itself when free, else the first free of key_2, key_3, …
 * (the key shortened, if need be, so the suffix fits its 50 characters). "family" → "family_2".
 */
export function freePlanKey(key: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(key)) return key;
  for (let number = 2; ; number += 1) {
    const suffix = `_${number}`;
    const candidate = `${key.slice(0, PLAN_INPUT_BOUNDS.keyMaxLength - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * Why the server refuses to delete a plan users are subscribed to (409): its words, said before
 * the delete is asked for, e.g. 'The plan "Family" cannot be deleted: 412 users are subscribed to
 * it.'. Null when nobody is subscribed (the delete may go ahead).
 */
export function planDeletionRefusal(plan: { name: string; user_count?: number | null }): string | null {
  const count = plan.user_count ?? 0;
  if (count <= 0) return null;
  const users = count === 1 ? '1 user is' : `${formatCount(count)} users are`;
  return `The plan "${plan.name}" cannot be deleted: ${users} subscribed to it.`;
}

export const UNLIMITED_LABEL = 'Unlimited';

/** platform spec §2.7 and §2.9: a children or team limit of 0 reads "Unlimited". */
export function limitLabel(limit: number | null | undefined): string {
  return limit === 0 || limit === null || limit === undefined ? UNLIMITED_LABEL : String(limit);
}

export interface ProviderIds {
  stripe_product_id?: string | null;
  stripe_monthly_price_id?: string | null;
  stripe_yearly_price_id?: string | null;
}

/** platform spec §4: a plan is connected to the provider only when all three ids exist. */
export function isProviderConnected(plan: ProviderIds): boolean {
  return [plan.stripe_product_id, plan.stripe_monthly_price_id, plan.stripe_yearly_price_id].every(
    (id) => typeof id === 'string' && id.trim() !== '',
  );
}

/** platform spec §2.9: "Stripe Connected" or "Not Connected". */
export function providerConnectionLabel(plan: ProviderIds): 'Stripe Connected' | 'Not Connected' {
  return isProviderConnected(plan) ? 'Stripe Connected' : 'Not Connected';
}

/** platform spec §2.9: each provider id is shown, or "N/A". */
export function providerIdDisplay(id: string | null | undefined): string {
  return id?.trim() ? id : 'N/A';
}

/** platform spec §4: the generate-ids action is disabled once all three ids exist. */
export function canGenerateProviderIds(plan: ProviderIds): boolean {
  return !isProviderConnected(plan);
}

/** platform spec §4: the generate-ids labels. */
export const PROVIDER_IDS_EXIST_LABEL = 'Stripe IDs already exist';
export const PROVIDER_IDS_GENERATED_LABEL = 'Stripe IDs Generated';

/** platform spec §4: "Sync Required" or "In Sync", from needs_sync. */
export function syncStatusLabel(needsSync: boolean): 'Sync Required' | 'In Sync' {
  return needsSync ? 'Sync Required' : 'In Sync';
}

/**
 * platform spec §2.7 and §3: the sync status line's counts, e.g. "5 plans in Stripe, 6 in the
 * database".
 */
export function syncCountsLabel(status: { total_stripe_plans: number; total_db_plans: number }): string {
  const plans = status.total_stripe_plans === 1 ? 'plan' : 'plans';
  return `${formatCount(status.total_stripe_plans)} ${plans} in Stripe, ${formatCount(status.total_db_plans)} in the database`;
}

/** platform spec §2.7: the count of total subscribers of the plans shown, e.g. "1,245 total subscribers". */
export function totalSubscribersLabel(plans: ReadonlyArray<{ user_count: number }>): string {
  const total = plans.reduce((sum, plan) => sum + plan.user_count, 0);
  return `${formatCount(total)} total ${total === 1 ? 'subscriber' : 'subscribers'}`;
}

/** platform spec §2.9: Enterprise or Standard. */
export function planKindLabel(isEnterprise: boolean): 'Enterprise' | 'Standard' {
  return isEnterprise ? 'Enterprise' : 'Standard';
}

export type PlanKindFilter = 'standard' | 'enterprise';

/** platform spec §2.7 and §2.9: "All Types, Standard Plans, Enterprise Plans". */
export const PLAN_KIND_FILTERS: ReadonlyArray<{ value: PlanKindFilter | ''; label: string }> = [
  { value: '', label: 'All Types' },
  { value: 'standard', label: 'Standard Plans' },
  { value: 'enterprise', label: 'Enterprise Plans' },
];

export function matchesPlanKind(plan: { is_enterprise: boolean }, filter: PlanKindFilter | ''): boolean {
  if (filter === '') return true;
  return filter === 'enterprise' ? plan.is_enterprise : !plan.is_enterprise;
}

/** platform spec §2.9: the "N plans found" count. */
export function plansFoundLabel(count: number): string {
  return `${count} plans found`;
}

/** platform spec §9: display order defaults to 999. */
export const DEFAULT_DISPLAY_ORDER = 999;

/** platform spec §5: display order falls back to 999 when blank (or not a number). */
export function displayOrderOrDefault(value: unknown): number {
  return parseIntegerInput(value, DEFAULT_DISPLAY_ORDER);
}

export interface SubscriptionPlanForm {
  name: string;
  plan_key: string;
  /** The type chosen in the form's Plan Type select (beyond the spec); absent when none was chosen. */
  plan_type?: PlanType;
  description: string;
  price_monthly: number;
  price_yearly: number;
  yearly_discount_percentage: number;
  max_children: number;
  max_team_members: number;
  features: string[];
  selectedFeatures: Record<string, boolean | number>;
  is_active: boolean;
  is_enterprise: boolean;
  popular: boolean;
  gradient: string;
  icon: string;
  cta_text: string;
  cta_style: string;
  display_order: number;
  generate_stripe_ids: boolean;
}

/**
 * platform spec §9 (new plan on the second screen): max_children 1, max_team_members 0,
 * is_active true, is_enterprise false, popular false, generate_stripe_ids true,
 * display_order 999; platform spec §3: gradient, icon, cta_text and cta_style defaults.
 */
export const NEW_SUBSCRIPTION_PLAN_DEFAULTS: Readonly<SubscriptionPlanForm> = {
  name: '',
  plan_key: '',
  description: '',
  price_monthly: 0,
  price_yearly: 0,
  yearly_discount_percentage: 0,
  max_children: 1,
  max_team_members: 0,
  features: [],
  selectedFeatures: {},
  is_active: true,
  is_enterprise: false,
  popular: false,
  gradient: 'from-blue-500 to-purple-600',
  icon: 'fa-star',
  cta_text: 'Upgrade',
  cta_style: 'outline',
  display_order: DEFAULT_DISPLAY_ORDER,
  generate_stripe_ids: true,
};

/**
 * The contract's bounds of a plan form (StripePlanInput, SubscriptionPlanInput): what the server
 * takes, checked before sending so a value out of range is refused beside its field, never
 * clamped or dropped (issue 38).
 */
export const PLAN_INPUT_BOUNDS = {
  nameMaxLength: 100,
  keyMaxLength: 50,
  descriptionMaxLength: 2000,
  priceMonthlyMax: 1_000_000,
  priceYearlyMax: 12_000_000,
  limitMax: 999_999,
  displayOrderMax: 999_999,
} as const;

/** The contract's plan_key pattern. */
export const PLAN_KEY_PATTERN = /^[a-z0-9_-]+$/;
/** The plan key's format, said before anything is sent. */
export const PLAN_KEY_FORMAT = 'Lowercase letters, digits, - and _ only, such as school_plan.';

/**
 * A plan key made from the plan's name, while the admin has not typed one: "School Year 2025!"
 * → "school_year_2025". Accents lose their marks; every other run of characters the key cannot
 * hold becomes one underscore.
 */
export function planKeyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, PLAN_INPUT_BOUNDS.keyMaxLength)
    .replace(/[_-]+$/, '');
}

/** Why a plan key cannot be sent, or undefined: "Plan Key is required", the format, the length. */
export function planKeyProblem(key: string): string | undefined {
  const text = key.trim();
  if (text === '') return 'Plan Key is required';
  if (!PLAN_KEY_PATTERN.test(text))
    return `Plan Key can hold only lowercase letters, digits, - and _ (no spaces)`;
  if (text.length > PLAN_INPUT_BOUNDS.keyMaxLength)
    return `Plan Key must be at most ${PLAN_INPUT_BOUNDS.keyMaxLength} characters`;
  return undefined;
}

/**
 * A number as typed in a form: digits with an optional sign and decimals, grouping commas
 * allowed ("1,000,000"). Undefined for anything else ("abc", "1e3", "0x10"); null when blank.
 */
export function numberFromText(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}

/**
 * Why a typed amount cannot be sent, or undefined; blank is allowed (it means 0). Never clamps:
 * -5 is refused, not saved as $0.00.
 */
export function amountProblem(
  label: string,
  text: string,
  { max, unit = 'money' }: { max: number; unit?: 'money' | 'percent' },
): string | undefined {
  const value = numberFromText(text);
  if (value === null) return undefined;
  const example = unit === 'money' ? '9.99' : '20';
  if (value === undefined) return `${label} must be a number, such as ${example}`;
  const bound = unit === 'money' ? formatUsd(max) : `${max} %`;
  if (value < 0 || value > max)
    return `${label} must be between ${unit === 'money' ? formatUsd(0) : '0'} and ${bound}`;
  if (!isWholeCents(value)) return `${label} can have at most two decimals`;
  return undefined;
}

/**
 * Why a typed limit cannot be sent, or undefined; blank is allowed. A whole number from 0 to
 * `max`: -7 or 1,000,000 is refused, not turned into "Unlimited".
 */
export function wholeNumberProblem(label: string, text: string, max: number): string | undefined {
  const value = numberFromText(text);
  if (value === null) return undefined;
  if (value === undefined || !Number.isInteger(value) || value < 0 || value > max)
    return `${label} must be a whole number from 0 to ${formatCount(max)}`;
  return undefined;
}

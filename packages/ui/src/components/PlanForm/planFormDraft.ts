/**
 * The PlanForm's draft: what the admin sees and edits, and how it becomes the payload of
 * platform spec §7. The rules themselves (presets, parsing, yearly price, defaults) come from
 * @aac/domain; this file only maps form state to and from them.
 */
import {
  amountProblem,
  applyPreset,
  displayOrderOrDefault,
  freePlanKey,
  inferPlanType,
  isPlanType,
  NEW_SUBSCRIPTION_PLAN_DEFAULTS,
  numberFromText,
  PLAN_INPUT_BOUNDS,
  type PlanType,
  parseLimit,
  parsePrice,
  planKeyProblem,
  planKeyTakenMessage,
  readSelectedFeatures,
  type SelectedFeatures,
  type SubscriptionPlanForm,
  selectedFeatureItems,
  wholeNumberProblem,
  YEARLY_DISCOUNT_MAX,
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

/**
 * What the form holds while the admin edits. Number fields hold the text as typed ('' while
 * empty), so a value out of range stays on screen with its message instead of being changed.
 */
export interface PlanFormDraft {
  name: string;
  plan_key: string;
  plan_type: PlanType | '';
  description: string;
  price_monthly: string;
  yearly_discount_percentage: string;
  price_yearly: string;
  max_children: string;
  max_team_members: string;
  is_enterprise: boolean;
  selectedFeatures: SelectedFeatures;
  is_active: boolean;
  popular: boolean;
  gradient: string;
  icon: string;
  cta_text: string;
  cta_style: string;
  display_order: string;
  generate_stripe_ids: boolean;
}

/** The fields the form checks, named as in the request body (the server's details use them too). */
export type PlanFormField =
  | 'name'
  | 'plan_key'
  | 'plan_type'
  | 'description'
  | 'price_monthly'
  | 'yearly_discount_percentage'
  | 'price_yearly'
  | 'max_children'
  | 'max_team_members'
  | 'gradient'
  | 'icon'
  | 'cta_text'
  | 'cta_style'
  | 'display_order';
export type PlanFormErrors = Partial<Record<PlanFormField, string>>;

/** A stored number as the field shows it; money with its cents ("24.90"). */
function textOf(value: number | string | null | undefined, money = false): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '';
  const number = parsePrice(value);
  return money ? number.toFixed(2) : String(number);
}

/** A checked number field's value: blank is 0 (platform spec §5). */
function numberOf(text: string): number {
  return numberFromText(text) ?? 0;
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
    // A plan being edited always has a type; when its backend sent none, the one the server would
    // give it, rather than "Select a plan type" as if the plan had none.
    plan_type: isPlanType(planType)
      ? planType
      : mode === 'edit'
        ? inferPlanType(initial.plan_key ?? '', initial.is_enterprise ?? false)
        : '',
    description: initial.description ?? '',
    price_monthly: textOf(initial.price_monthly ?? (isSubscription ? defaults.price_monthly : null), true),
    yearly_discount_percentage: textOf(
      initial.yearly_discount_percentage ?? (isSubscription ? defaults.yearly_discount_percentage : null),
    ),
    price_yearly: textOf(initial.price_yearly ?? (isSubscription ? defaults.price_yearly : null), true),
    max_children: textOf(initial.max_children ?? (isSubscription ? defaults.max_children : null)),
    max_team_members: textOf(initial.max_team_members ?? (isSubscription ? defaults.max_team_members : null)),
    is_enterprise: initial.is_enterprise ?? defaults.is_enterprise,
    selectedFeatures: readSelectedFeatures(initial),
    is_active: initial.is_active ?? defaults.is_active,
    popular: initial.popular ?? defaults.popular,
    gradient: initial.gradient ?? defaults.gradient,
    icon: initial.icon ?? defaults.icon,
    cta_text: initial.cta_text ?? defaults.cta_text,
    cta_style: initial.cta_style ?? defaults.cta_style,
    display_order: textOf(initial.display_order ?? defaults.display_order),
    // platform spec §9: generate_stripe_ids is true for a new plan; an existing plan only
    // generates ids when the admin asks for it.
    generate_stripe_ids:
      initial.generate_stripe_ids ?? (mode === 'create' ? defaults.generate_stripe_ids : false),
  };
}

/**
 * platform spec §2.8: choosing a preset type sets plan_type, plan_key (not on edit, §5),
 * both limits, is_enterprise and the description. The key is the type, or, when another plan
 * already has that key (`takenKeys`), the first free one after it ("family_2"): the server
 * refuses a key in use.
 */
export function draftWithPreset(
  draft: PlanFormDraft,
  type: PlanType,
  mode: PlanFormMode,
  takenKeys: readonly string[] = [],
): PlanFormDraft {
  const preset = applyPreset(
    {
      plan_type: draft.plan_type,
      plan_key: draft.plan_key,
      max_children: parseLimit(draft.max_children),
      max_team_members: parseLimit(draft.max_team_members),
      is_enterprise: draft.is_enterprise,
      description: draft.description,
    },
    type,
    { editing: mode === 'edit' },
  );
  return {
    ...draft,
    plan_type: type,
    plan_key: mode === 'edit' ? preset.plan_key : freePlanKey(preset.plan_key, takenKeys),
    max_children: String(preset.max_children),
    max_team_members: String(preset.max_team_members),
    is_enterprise: preset.is_enterprise,
    description: preset.description,
  };
}

/** Why a new plan's key cannot be sent: its format, or another plan has it already. */
export function planKeyProblemAmong(key: string, takenKeys: readonly string[]): string | undefined {
  const problem = planKeyProblem(key);
  if (problem) return problem;
  return takenKeys.includes(key.trim()) ? planKeyTakenMessage(key.trim()) : undefined;
}

const LABELS: Record<PlanFormField, string> = {
  name: 'Plan Name',
  plan_key: 'Plan Key',
  plan_type: 'Plan Type',
  description: 'Description',
  price_monthly: 'Monthly Price',
  yearly_discount_percentage: 'Yearly Discount',
  price_yearly: 'Yearly Price',
  max_children: 'Max Children',
  max_team_members: 'Max Team Members',
  gradient: 'Gradient',
  icon: 'Icon',
  cta_text: 'CTA Text',
  cta_style: 'CTA Style',
  display_order: 'Display Order',
};

/** The contract's longest text of each text field the form sends. */
const TEXT_MAX: Partial<Record<PlanFormField, number>> = {
  name: PLAN_INPUT_BOUNDS.nameMaxLength,
  description: PLAN_INPUT_BOUNDS.descriptionMaxLength,
  gradient: 100,
  icon: 50,
  cta_text: 50,
  cta_style: 50,
};

/**
 * platform spec §5: the first screen requires Plan Name, Plan Key and Plan Type; the second
 * form requires plan name and plan key. Blank (only spaces) counts as missing. Beyond the spec
 * (issue 38), every value is checked against the contract before sending: the key's format,
 * lengths, numbers in range, and a key another plan has (`takenKeys`, in the server's words). An
 * out-of-range number is refused beside its field and kept as typed; none is clamped, rounded or
 * turned into 0 or "Unlimited".
 */
export function validateDraft(
  variant: PlanFormVariant,
  draft: PlanFormDraft,
  mode: PlanFormMode = 'create',
  takenKeys: readonly string[] = [],
): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (draft.name.trim() === '') errors.name = 'Plan Name is required';
  // The key cannot change on edit: the stored one is sent back as it is.
  const keyProblem = mode === 'edit' ? undefined : planKeyProblemAmong(draft.plan_key, takenKeys);
  if (keyProblem) errors.plan_key = keyProblem;
  if (variant === 'stripe' && draft.plan_type === '') errors.plan_type = 'Plan Type is required';
  const texts =
    variant === 'stripe' ? (['name', 'description'] as const) : (Object.keys(TEXT_MAX) as PlanFormField[]);
  for (const field of texts) {
    const max = TEXT_MAX[field] ?? Number.POSITIVE_INFINITY;
    const value = draft[field as keyof PlanFormDraft];
    if (!errors[field] && typeof value === 'string' && [...value].length > max)
      errors[field] = `${LABELS[field]} must be at most ${max.toLocaleString('en-US')} characters`;
  }
  const checks: Array<[PlanFormField, string | undefined]> = [
    [
      'price_monthly',
      amountProblem(LABELS.price_monthly, draft.price_monthly, { max: PLAN_INPUT_BOUNDS.priceMonthlyMax }),
    ],
    [
      'yearly_discount_percentage',
      amountProblem(LABELS.yearly_discount_percentage, draft.yearly_discount_percentage, {
        max: YEARLY_DISCOUNT_MAX,
        unit: 'percent',
      }),
    ],
    [
      'price_yearly',
      amountProblem(LABELS.price_yearly, draft.price_yearly, { max: PLAN_INPUT_BOUNDS.priceYearlyMax }),
    ],
    ['max_children', wholeNumberProblem(LABELS.max_children, draft.max_children, PLAN_INPUT_BOUNDS.limitMax)],
    [
      'max_team_members',
      wholeNumberProblem(LABELS.max_team_members, draft.max_team_members, PLAN_INPUT_BOUNDS.limitMax),
    ],
  ];
  if (variant === 'subscription')
    checks.push([
      'display_order',
      wholeNumberProblem(LABELS.display_order, draft.display_order, PLAN_INPUT_BOUNDS.displayOrderMax),
    ]);
  for (const [field, problem] of checks) if (problem) errors[field] = problem;
  return errors;
}

/** platform spec §5 and §7: the first screen's payload; a blank price or limit is 0 (the form refuses other non-numbers). */
export function toStripePlanValues(draft: PlanFormDraft, planType: PlanType): StripePlanFormValues {
  return {
    name: draft.name.trim(),
    plan_key: draft.plan_key.trim(),
    plan_type: planType,
    description: draft.description,
    price_monthly: numberOf(draft.price_monthly),
    yearly_discount_percentage: numberOf(draft.yearly_discount_percentage),
    price_yearly: numberOf(draft.price_yearly),
    max_children: numberOf(draft.max_children),
    max_team_members: numberOf(draft.max_team_members),
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
    // Saved with the plan, so both plan screens show the type chosen here.
    ...(draft.plan_type === '' ? {} : { plan_type: draft.plan_type }),
    description: draft.description,
    price_monthly: numberOf(draft.price_monthly),
    price_yearly: numberOf(draft.price_yearly),
    yearly_discount_percentage: numberOf(draft.yearly_discount_percentage),
    max_children: numberOf(draft.max_children),
    max_team_members: numberOf(draft.max_team_members),
    features: selectedFeatureItems(draft.selectedFeatures).map((item) => item.text),
    selectedFeatures: draft.selectedFeatures,
    is_active: draft.is_active,
    is_enterprise: draft.is_enterprise,
    popular: draft.popular,
    gradient: draft.gradient,
    icon: draft.icon,
    cta_text: draft.cta_text,
    cta_style: draft.cta_style,
    display_order: displayOrderOrDefault(numberFromText(draft.display_order) ?? ''),
    generate_stripe_ids: draft.generate_stripe_ids,
  };
}

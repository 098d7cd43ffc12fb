/** The feature catalogue of plan tiers (platform spec §3) and feature-selection rules (§4, §5). */
import { PLAN_TYPES, type PlanType } from './plans';
import { formatCount } from './pricing';
import { PLAN_FEATURES_SHOWN, takeWithMore } from './text';

/** platform spec §3: -1 means unlimited. */
export const UNLIMITED = -1;
/** platform spec §5: numeric plan feature minimum -1, maximum 999999. */
export const FEATURE_VALUE_MIN = -1;
export const FEATURE_VALUE_MAX = 999_999;

/** A plan's selected features: feature key to true (boolean feature) or a number (-1 unlimited). */
export type SelectedFeatures = Record<string, true | number>;

type TierValues<T> = Readonly<Record<PlanType, T>>;

export type CatalogueFeature =
  | { key: string; label: string; kind: 'boolean'; tiers: TierValues<boolean> }
  | { key: string; label: string; kind: 'numeric'; unit?: string; tiers: TierValues<number> };

export interface FeatureCategory {
  name: string;
  features: readonly CatalogueFeature[];
}

function tiers<T>(free: T, individual: T, family: T, professional: T, enterprise: T): TierValues<T> {
  return { free, individual, family, professional, enterprise };
}

const ALL_TIERS = tiers(true, true, true, true, true);
const NOT_FREE = tiers(false, true, true, true, true);
const FAMILY_AND_UP = tiers(false, false, true, true, true);
const PROFESSIONAL_AND_UP = tiers(false, false, false, true, true);
const ENTERPRISE_ONLY = tiers(false, false, false, false, true);

function flag(key: string, label: string, availability: TierValues<boolean>): CatalogueFeature {
  return { key, label, kind: 'boolean', tiers: availability };
}

function numeric(key: string, label: string, values: TierValues<number>, unit?: string): CatalogueFeature {
  return unit === undefined
    ? { key, label, kind: 'numeric', tiers: values }
    : { key, label, kind: 'numeric', unit, tiers: values };
}

/**
 * platform spec §3 "Feature catalogue": categories in order, each feature with its
 * availability in the order free / individual / family / professional / enterprise.
 */
export const FEATURE_CATALOGUE: readonly FeatureCategory[] = [
  {
    name: 'Core Communication',
    features: [
      flag('basic_aac_board', 'Basic AAC Board', ALL_TIERS),
      flag('advanced_aac_board', 'Advanced AAC Board', NOT_FREE),
      flag('text_to_speech', 'Text-to-Speech', ALL_TIERS),
      flag('sentence_building', 'Sentence Building', NOT_FREE),
      flag('story_creation', 'Story Creation', NOT_FREE),
    ],
  },
  {
    name: 'Vocabulary & Content',
    features: [
      numeric('vocabulary_words', 'Vocabulary Words', tiers(50, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED)),
      flag('custom_vocabulary', 'Custom Vocabulary', NOT_FREE),
      numeric('image_library', 'Image Library', tiers(100, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED)),
      flag('voice_customization', 'Voice Customization', NOT_FREE),
    ],
  },
  {
    name: 'Progress & Analytics',
    features: [
      flag('basic_progress_tracking', 'Basic Progress Tracking', ALL_TIERS),
      flag('advanced_analytics', 'Advanced Analytics', PROFESSIONAL_AND_UP),
      flag('progress_reports', 'Progress Reports', PROFESSIONAL_AND_UP),
      numeric(
        'communication_sessions',
        'Communication Sessions',
        tiers(10, 50, 100, UNLIMITED, UNLIMITED),
        'per month',
      ),
    ],
  },
  {
    name: 'Assessment & Goals',
    features: [
      flag('assessment_tools', 'Assessment Tools', NOT_FREE),
      flag('goal_setting', 'Goal Setting', NOT_FREE),
      flag('iep_goals', 'IEP Goals', PROFESSIONAL_AND_UP),
      flag('assignment_creation', 'Assignment Creation', PROFESSIONAL_AND_UP),
    ],
  },
  {
    name: 'User Management',
    features: [
      numeric('children_profiles', 'Children Profiles', tiers(1, 1, 5, 20, UNLIMITED)),
      numeric('team_members', 'Team Members', tiers(0, 0, 0, 5, UNLIMITED)),
      flag('parent_dashboard', 'Parent Dashboard', NOT_FREE),
      flag('therapist_dashboard', 'Therapist Dashboard', PROFESSIONAL_AND_UP),
      flag('admin_dashboard', 'Admin Dashboard', ENTERPRISE_ONLY),
    ],
  },
  {
    name: 'Collaboration & Sharing',
    features: [
      flag('cloud_sync', 'Cloud Sync', NOT_FREE),
      flag('collaboration_tools', 'Collaboration Tools', PROFESSIONAL_AND_UP),
      flag('client_management', 'Client Management', PROFESSIONAL_AND_UP),
      flag('shared_progress', 'Shared Progress', FAMILY_AND_UP),
    ],
  },
  {
    name: 'Advanced Features',
    features: [
      flag('offline_mode', 'Offline Mode', ALL_TIERS),
      flag('web_dashboard', 'Web Dashboard', FAMILY_AND_UP),
      flag('api_access', 'API Access', ENTERPRISE_ONLY),
      flag('custom_branding', 'Custom Branding', ENTERPRISE_ONLY),
      flag('priority_support', 'Priority Support', ENTERPRISE_ONLY),
    ],
  },
];

/** Every catalogue feature in catalogue order. */
export const CATALOGUE_FEATURES: readonly CatalogueFeature[] = FEATURE_CATALOGUE.flatMap(
  (category) => category.features,
);

const FEATURES_BY_KEY: ReadonlyMap<string, CatalogueFeature> = new Map(
  CATALOGUE_FEATURES.map((feature) => [feature.key, feature]),
);

export function catalogueFeature(key: string): CatalogueFeature | undefined {
  return FEATURES_BY_KEY.get(key);
}

/** The label of a feature key; keys outside the catalogue read as their words ("sign_language" -> "Sign Language"). */
export function featureLabel(key: string): string {
  return (
    catalogueFeature(key)?.label ??
    key
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/**
 * platform spec §3: the selected features a plan of `tier` gets from the catalogue, in
 * catalogue order: available boolean features as true, every numeric feature with its value
 * for the tier (a 0 is kept: the catalogue states it, e.g. team_members on free).
 */
export function featuresForTier(tier: PlanType): SelectedFeatures {
  const selected: SelectedFeatures = {};
  for (const feature of CATALOGUE_FEATURES) {
    if (feature.kind === 'numeric') selected[feature.key] = feature.tiers[tier];
    else if (feature.tiers[tier]) selected[feature.key] = true;
  }
  return selected;
}

/** Which tiers offer a feature (for a boolean feature) or its value per tier, in tier order. */
export function tierValues(feature: CatalogueFeature): Array<boolean | number> {
  return PLAN_TYPES.map((tier) => feature.tiers[tier]);
}

/**
 * platform spec §5: a numeric feature input: minimum -1, maximum 999999; empty or -1 means
 * unlimited (-1); other negative values or non-numbers are ignored (undefined: keep the current
 * value). Values above the maximum are ignored like values below the minimum. A fraction is cut
 * to its whole part (the values are counts).
 */
export function parseNumericFeatureInput(input: string | number): number | undefined {
  const text = String(input).trim();
  if (text === '') return UNLIMITED;
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) return undefined;
  const value = Math.trunc(parsed) || 0;
  if (value === UNLIMITED) return UNLIMITED;
  if (value < 0 || value > FEATURE_VALUE_MAX) return undefined;
  return value;
}

/** The map after a numeric feature input (unchanged, same object, when the input is ignored). */
export function withNumericFeatureInput(
  selected: SelectedFeatures,
  key: string,
  input: string | number,
): SelectedFeatures {
  const value = parseNumericFeatureInput(input);
  if (value === undefined) return selected;
  return { ...selected, [key]: value };
}

/**
 * platform spec §4: a boolean feature is on or unset; a numeric feature a number, -1 or unset.
 * Toggling adds a boolean feature as true and a numeric one as unlimited, or removes it.
 */
export function toggleFeature(selected: SelectedFeatures, key: string): SelectedFeatures {
  if (key in selected) {
    const { [key]: _removed, ...rest } = selected;
    return rest;
  }
  return { ...selected, [key]: catalogueFeature(key)?.kind === 'numeric' ? UNLIMITED : true };
}

/** platform spec §2.9: a numeric value of -1 or infinity reads "Unlimited". */
export function formatFeatureValue(value: number): string {
  if (value === UNLIMITED || value === Number.POSITIVE_INFINITY) return 'Unlimited';
  return formatCount(value);
}

/**
 * platform spec §3: selectedFeatures is also read as selected_features; some backends send it
 * as a JSON string. Entries that are neither true nor a number (false, null) are not selected.
 */
export function readSelectedFeatures(plan: {
  selectedFeatures?: unknown;
  selected_features?: unknown;
}): SelectedFeatures {
  let raw = plan.selectedFeatures ?? plan.selected_features;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const selected: SelectedFeatures = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === true) selected[key] = true;
    else if (typeof value === 'number' && !Number.isNaN(value)) selected[key] = value;
  }
  return selected;
}

export interface SelectedFeatureItem {
  key: string;
  label: string;
  value: true | number;
  /** "Basic AAC Board", "Vocabulary Words: Unlimited", "Communication Sessions: 50 per month". */
  text: string;
}

function featureText(key: string, value: true | number): string {
  const label = featureLabel(key);
  if (value === true) return label;
  const feature = catalogueFeature(key);
  const unit = feature?.kind === 'numeric' && feature.unit && value !== UNLIMITED ? ` ${feature.unit}` : '';
  return `${label}: ${formatFeatureValue(value)}${unit}`;
}

/** The selected features in catalogue order, then keys outside the catalogue in map order. */
export function selectedFeatureItems(selected: SelectedFeatures): SelectedFeatureItem[] {
  const known = CATALOGUE_FEATURES.filter((feature) => feature.key in selected).map((feature) => feature.key);
  const unknown = Object.keys(selected).filter((key) => !FEATURES_BY_KEY.has(key));
  return [...known, ...unknown].map((key) => ({
    key,
    label: featureLabel(key),
    value: selected[key],
    text: featureText(key, selected[key]),
  }));
}

export const NO_FEATURES_SELECTED = 'No features selected';

/** platform spec §2.9: the first 3 selected features then "+N more", or "No features selected". */
export function selectedFeatureList(selected: SelectedFeatures): {
  shown: SelectedFeatureItem[];
  moreCount: number;
} {
  return takeWithMore(selectedFeatureItems(selected), PLAN_FEATURES_SHOWN);
}

/** What the plan search looks in: a plan's name, key, description and selected features. */
export interface SearchablePlan {
  name: string;
  plan_key: string;
  description?: string | null;
  selectedFeatures?: unknown;
  selected_features?: unknown;
}

/**
 * The text the plan search looks in (name, key, description and the selected features as the
 * table words them, one per line). Built once per plan list by the screens, which then match each
 * keystroke against it, rather than reading the features again at every keystroke.
 */
export function planSearchText(plan: SearchablePlan): string {
  const features = selectedFeatureItems(readSelectedFeatures(plan)).map((feature) => feature.text);
  return [plan.name, plan.plan_key, plan.description ?? '', ...features].join('\n');
}

/**
 * The search of both plan tables (platform spec §2.7, §2.9): a plan matches when its name, key,
 * description or one of its selected features contains the term (case-insensitive). The spec
 * returns every plan at once, so the screens search in the browser.
 */
export function planMatchesSearch(plan: SearchablePlan, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return true;
  return planSearchText(plan).toLowerCase().includes(wanted);
}

/**
 * platform spec §2.7: the picker's categories are searchable. Keeps the features whose label
 * or key contains the query (case-insensitive) and drops categories left empty.
 */
export function searchFeatureCatalogue(query: string): FeatureCategory[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...FEATURE_CATALOGUE];
  return FEATURE_CATALOGUE.map((category) => ({
    name: category.name,
    features: category.features.filter(
      (feature) => feature.label.toLowerCase().includes(needle) || feature.key.includes(needle),
    ),
  })).filter((category) => category.features.length > 0);
}

import { type FilterOption, statusLabel } from './statuses';
/** Child profiles: statuses, communication levels, age ranges and display rules. */

/** core spec §4: an admin may set any of the three statuses directly. */
export const CHILD_STATUSES = ['active', 'inactive', 'archived'] as const;
export type ChildStatus = (typeof CHILD_STATUSES)[number];

/** core spec §2.2: communication levels. */
export const COMMUNICATION_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CommunicationLevel = (typeof COMMUNICATION_LEVELS)[number];

/** core spec §2.2: age range filter values (also the `age_range` query parameter). */
export const AGE_RANGES = ['0-5', '6-12', '13-18', '18+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/**
 * Inclusive bounds of each age range (`max` null = no upper bound).
 *
 * The spec lists both "13-18" and "18+". We read both labels literally: "13-18" includes 18
 * and "18+" means 18 and over, so a child aged 18 matches both filters. The ranges are
 * filters, not a partition, so the overlap hides nobody; splitting 18 into only one of them
 * would make one label lie.
 */
export const AGE_RANGE_BOUNDS: Readonly<Record<AgeRange, { min: number; max: number | null }>> = {
  '0-5': { min: 0, max: 5 },
  '6-12': { min: 6, max: 12 },
  '13-18': { min: 13, max: 18 },
  '18+': { min: 18, max: null },
};

export function isAgeRange(value: string): value is AgeRange {
  return (AGE_RANGES as readonly string[]).includes(value);
}

/** Whether an age falls in a range (see AGE_RANGE_BOUNDS for 18). A missing age is in no range. */
export function ageInRange(age: number | null | undefined, range: AgeRange): boolean {
  if (typeof age !== 'number' || !Number.isFinite(age)) return false;
  const { min, max } = AGE_RANGE_BOUNDS[range];
  return age >= min && (max === null || age <= max);
}

/** core spec §2.2: each filter of Child Management offers "all" first, then its values. */
export const CHILD_STATUS_FILTERS: ReadonlyArray<FilterOption<ChildStatus>> = [
  { value: '', label: 'All Status' },
  ...CHILD_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];
export const COMMUNICATION_LEVEL_FILTERS: ReadonlyArray<FilterOption<CommunicationLevel>> = [
  { value: '', label: 'All Levels' },
  ...COMMUNICATION_LEVELS.map((value) => ({ value, label: statusLabel(value) })),
];
export const AGE_RANGE_FILTERS: ReadonlyArray<FilterOption<AgeRange>> = [
  { value: '', label: 'All Ages' },
  ...AGE_RANGES.map((value) => ({ value, label: value })),
];

export const NO_DIAGNOSIS = 'No diagnosis';
export const NOT_AVAILABLE = 'N/A';

/** core spec §2.2: the child column shows the diagnosis, or "No diagnosis". */
export function diagnosisDisplay(diagnosis: string | null | undefined): string {
  return diagnosis?.trim() ? diagnosis : NO_DIAGNOSIS;
}

/** core spec §2.2: the age column shows the age, or N/A. */
export function childAgeDisplay(age: number | null | undefined): string {
  return typeof age === 'number' && Number.isFinite(age) ? String(age) : NOT_AVAILABLE;
}

/** A child's display name: `name` when present, else first and last name. */
export function childDisplayName(child: {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}): string {
  const name = child.name?.trim();
  if (name) return name;
  return [child.first_name, child.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

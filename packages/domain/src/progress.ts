/** core spec §5 and §9: progress colour of a child's recent progress. */

/** 80 or more is green. */
export const PROGRESS_POSITIVE_FROM = 80;
/** 60 to 79 is yellow; below 60 is red. */
export const PROGRESS_CAUTION_FROM = 60;

/** positive = green, caution = yellow, critical = red (the design system's tone names). */
export type ProgressTone = 'positive' | 'caution' | 'critical';

/** core spec §5: 80 or more green, 60 to 79 yellow, below 60 red. A missing value counts as 0. */
export function progressTone(percent: number | null | undefined): ProgressTone {
  const value = typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
  if (value >= PROGRESS_POSITIVE_FROM) return 'positive';
  if (value >= PROGRESS_CAUTION_FROM) return 'caution';
  return 'critical';
}

/** The width of a progress bar: the percentage clamped to 0..100 (missing counts as 0). */
export function progressBarPercent(percent: number | null | undefined): number {
  const value = typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
  return Math.min(100, Math.max(0, value));
}

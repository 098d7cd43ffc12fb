/**
 * Parsing of numeric form inputs. Form fields hand us strings (or numbers when a value was
 * already typed); blanks and non-numbers fall back to a value the caller chooses.
 */

function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A decimal number from a form input, or `fallback` when the input is blank or not a number. */
export function parseDecimalInput(value: unknown, fallback: number): number {
  return toFiniteNumber(value) ?? fallback;
}

/**
 * An integer from a form input (the fractional part is dropped), or `fallback` when the input
 * is blank or not a number.
 */
export function parseIntegerInput(value: unknown, fallback: number): number {
  const parsed = toFiniteNumber(value);
  if (parsed === undefined) return fallback;
  // `Math.trunc(-0.5)` is -0; report it as plain 0.
  return Math.trunc(parsed) || 0;
}

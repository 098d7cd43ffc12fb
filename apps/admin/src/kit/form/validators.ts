/**
 * Inline checks of form fields, run before anything is sent. Each returns the message shown
 * beside the field, or undefined when the value is fine; a form's `validate` combines them.
 */

/** "First name is required" for a blank value. */
export function required(label: string, value: string): string | undefined {
  return value.trim() === '' ? `${label} is required` : undefined;
}

// The shape browsers accept for <input type="email">: a local part, @, and a dotted domain.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A required email address: "Email is required", "Enter an email address such as name@example.com". */
export function email(label: string, value: string): string | undefined {
  return (
    required(label, value) ??
    (EMAIL.test(value.trim()) ? undefined : 'Enter an email address such as name@example.com')
  );
}

/** A whole number within bounds, e.g. a session timeout of 5 to 1,440 minutes. */
export function integer(
  label: string,
  value: string,
  bounds: { min?: number; max?: number } = {},
): string | undefined {
  const blank = required(label, value);
  if (blank) return blank;
  const number = Number(value.trim());
  if (!Number.isInteger(number)) return `${label} must be a whole number`;
  if (bounds.min !== undefined && number < bounds.min) return `${label} must be at least ${bounds.min}`;
  if (bounds.max !== undefined && number > bounds.max) return `${label} must be at most ${bounds.max}`;
  return undefined;
}

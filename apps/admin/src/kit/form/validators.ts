/**
 * Inline checks of form fields, run before anything is sent. Each returns the message shown
 * beside the field, or undefined when the value is fine; a form's `validate` combines them.
 */

import { nestingDepth, STORED_HTML_LIMITS, STORED_HTML_MESSAGES } from '@aac/domain';

/** "First name is required" for a blank value. */
export function required(label: string, value: string): string | undefined {
  return value.trim() === '' ? `${label} is required` : undefined;
}

// The contract's `format: email`, as the server checks it: a local part, @, and a dotted domain.
// Stricter than the browser's <input type="email">, which takes "name@localhost": said here before
// sending rather than refused by the server after.
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

/**
 * Rich text the server will take (STORED_HTML_LIMITS, the same messages): not too long, and not
 * nested deeper than the limit once parsed as the browser parses it.
 */
export function richText(html: string): string | undefined {
  if (html === '') return undefined;
  if ([...html].length > STORED_HTML_LIMITS.maxLength) return STORED_HTML_MESSAGES.length;
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  return nestingDepth(body) > STORED_HTML_LIMITS.maxDepth ? STORED_HTML_MESSAGES.depth : undefined;
}

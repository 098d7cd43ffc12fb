import { passwordProblem } from '@aac/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The server's rules for a new password, beyond the domain's (length, spaces, control
 * characters, which the browser checks too): no password from a list of about 49,000 common and
 * breached passwords (zxcvbn-ts's `passwords-common`, kept by that project; on the server only,
 * so the browser bundles do not carry it), none built from one or two of them with digits and
 * symbols around ("Password1!", "Admin123!demo"), none of very few distinct characters
 * ("aaaaaaaa"), and none holding the admin's own name or email (ASVS 2.1.7, 2.1.9).
 */

/** The lowest passwordMinLength there is, whatever the settings say (ASVS 2.1.1). */
export const LOWEST_PASSWORD_MIN_LENGTH = 8;

const COMMON = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));

/** Whether a password (any case, spaces around) is on the common-password list. */
export function isListedPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

// Fewer different characters than this is a pattern, not a password ("aaaaaaaa", "12121212").
const MIN_DISTINCT_CHARACTERS = 4;

/**
 * Whether the password is only common words decorated: split at symbols, each part with its
 * leading and trailing digits removed is a listed password, and there are one or two such parts.
 * Three or more words ("correct-horse-battery") make a passphrase and pass.
 */
function isDecoratedCommonPassword(password: string): boolean {
  const bases = password
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((part) => part.replace(/^\p{N}+|\p{N}+$/gu, ''))
    .filter((base) => base !== '');
  if (bases.length > 0 && bases.length <= 2 && bases.every((base) => COMMON.has(base))) return true;
  // The whole with digits and symbols taken off both ends: "p@ssw0rd!!" is "p@ssw0rd".
  return COMMON.has(
    password
      .trim()
      .toLowerCase()
      .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''),
  );
}

/** The admin whose password it is: their name and email must not be in it. */
export interface PasswordOwner {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** The pieces of the owner's name and email local part a password must not contain (3+ characters). */
function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0] ?? '';
  const words = [local, ...local.split(/[._+-]+/), owner.first_name ?? '', owner.last_name ?? ''];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/** The domain's words for its short list, so the browser and the server say the same. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and is tried first by attackers. Choose another.';

/** Why the server refuses a new password, in words for its owner; undefined when it is fine. */
export function newPasswordProblem(
  password: string,
  minLength: number,
  owner: PasswordOwner = {},
): string | undefined {
  const basic = passwordProblem(password, Math.max(LOWEST_PASSWORD_MIN_LENGTH, minLength));
  if (basic) return basic;
  if (isListedPassword(password) || isDecoratedCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  if (new Set(password.toLowerCase()).size < MIN_DISTINCT_CHARACTERS)
    return 'This password repeats too few different characters. Choose another.';
  const lower = password.toLowerCase();
  if (personalWords(owner).some((word) => lower.includes(word)))
    return 'The password cannot contain your name or your email address.';
  return undefined;
}

/**
 * Which new passwords are refused, for the server and for any form that sets one: shorter than
 * the security setting passwordMinLength, only spaces, holding control characters (a NUL cuts
 * the password short in some stores and clients), or one of the passwords attackers try first.
 */

/**
 * The passwords tried first by credential-stuffing tools (the top of public breach lists) that a
 * length rule alone lets through. Compared without case and surrounding spaces.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  '123123123',
  '147258369',
  '987654321',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'qwer1234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'whatever',
  'superman',
  'starwars',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'changeme',
  'changeme1',
  'abc12345',
  'abcd1234',
  'aa123456',
  'a1234567',
  'admin123',
  'admin1234',
  'administrator',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'liverpool',
  'chocolate',
  'butterfly',
  'dragon123',
  'monkey123',
  'shadow123',
  'master123',
  'qazwsxedc',
  'mypassword',
  'secret123',
  'test1234',
  'testtest',
  'default1',
  'letmeinnow',
];

const COMMON = new Set(COMMON_PASSWORDS);

// C0 controls (NUL included) and DEL: never typed on purpose, and some clients cut at a NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Why a new password is refused, in words for the person choosing it; undefined when it is fine. */
export function passwordProblem(password: string, minLength: number): string | undefined {
  if (password.trim() === '') return 'The password cannot be empty or only spaces.';
  if (CONTROL_CHARACTERS.test(password))
    return 'The password cannot contain control characters such as NUL or line breaks.';
  if (password.length < minLength) return `The password must be at least ${minLength} characters long.`;
  if (COMMON.has(password.trim().toLowerCase()))
    return 'This password is one of the most common passwords and is tried first by attackers. Choose another.';
  return undefined;
}

/** Never a password shorter than this, whatever the security settings say (the server's floor too). */
export const LOWEST_PASSWORD_LENGTH = 8;

/**
 * How long a generated password is: the security setting passwordMinLength when it asks for
 * more, else 16 characters, which no guessing reaches (about 94 bits from the alphabet below).
 */
export function generatedPasswordLength(minLength: number): number {
  return Math.max(LOWEST_PASSWORD_LENGTH, minLength, 16);
}

// Characters read aloud or copied by hand without doubt: no l, 1, I, o, 0 or O.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_!@#$%*+=?';
const CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS] as const;
const ALPHABET = CLASSES.join('');

/** Fills an array with random numbers: the Web Crypto API's, in the browser as in Node. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;
const cryptoRandom: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

/** A uniformly random index below `size` (values past the last whole multiple are drawn again). */
function randomIndex(size: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const cell = new Uint32Array(1);
  for (;;) {
    const value = random(cell)[0] ?? 0;
    if (value < limit) return value % size;
  }
}

export interface GeneratePasswordOptions {
  /** Words it must not contain, any case (the admin's names and email: the server refuses those). */
  avoid?: readonly (string | null | undefined)[];
  /** The random numbers; the Web Crypto API's unless a test gives its own. */
  random?: RandomSource;
}

/**
 * A random password of `length` characters (never fewer than 8) holding a lowercase and an
 * uppercase letter, a digit and a symbol, drawn with the Web Crypto API, and passing every rule
 * of passwordProblem; none of the `avoid` words (3 characters or more) appears in it.
 */
export function generatePassword(length: number, options: GeneratePasswordOptions = {}): string {
  const size = Math.max(LOWEST_PASSWORD_LENGTH, Math.floor(length));
  const random = options.random ?? cryptoRandom;
  const avoid = (options.avoid ?? [])
    .map((word) => (word ?? '').trim().toLowerCase())
    .filter((word) => word.length >= 3);
  for (;;) {
    const characters = [
      ...CLASSES.map((set) => set[randomIndex(set.length, random)] ?? ''),
      ...Array.from(
        { length: size - CLASSES.length },
        () => ALPHABET[randomIndex(ALPHABET.length, random)] ?? '',
      ),
    ];
    // Shuffled, so the four required kinds are not always the first four characters.
    for (let index = characters.length - 1; index > 0; index -= 1) {
      const other = randomIndex(index + 1, random);
      [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
    }
    const password = characters.join('');
    const lower = password.toLowerCase();
    if (passwordProblem(password, size) === undefined && !avoid.some((word) => lower.includes(word)))
      return password;
  }
}

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

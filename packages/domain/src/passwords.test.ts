import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, passwordProblem } from './passwords';

describe('passwordProblem', () => {
  it('accepts a password of the minimum length that is not common', () => {
    expect(passwordProblem('Tr0ubad0r', 8)).toBeUndefined();
    expect(passwordProblem('correct horse battery staple', 8)).toBeUndefined();
  });

  it('refuses empty and whitespace-only passwords before their length', () => {
    expect(passwordProblem('', 8)).toBe('The password cannot be empty or only spaces.');
    expect(passwordProblem(' \t        ', 8)).toBe('The password cannot be empty or only spaces.');
  });

  it('refuses NUL, line breaks and other control characters', () => {
    for (const character of ['\u0000', '\n', '\r', '\u001b', '\u007f'])
      expect(passwordProblem(`Long${character}enough-pass`, 8)).toBe(
        'The password cannot contain control characters such as NUL or line breaks.',
      );
  });

  it('follows the minimum length setting', () => {
    expect(passwordProblem('Tr0ubad', 8)).toBe('The password must be at least 8 characters long.');
    expect(passwordProblem('Tr0ubad0r-x', 12)).toBe('The password must be at least 12 characters long.');
  });

  it('refuses every common password in any letter case and with spaces around', () => {
    for (const common of COMMON_PASSWORDS) {
      expect(passwordProblem(common, 8)).toMatch(/most common passwords/);
      expect(passwordProblem(` ${common.toUpperCase()} `, 8)).toMatch(/most common passwords/);
    }
  });

  it('lists only passwords a length rule of 8 would let through, each once, in lower case', () => {
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const common of COMMON_PASSWORDS) {
      expect(common.length).toBeGreaterThanOrEqual(8);
      expect(common).toBe(common.toLowerCase());
    }
  });
});

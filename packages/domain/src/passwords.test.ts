import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  generatedPasswordLength,
  generatePassword,
  passwordProblem,
  type RandomSource,
} from './passwords';

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

describe('generatePassword', () => {
  it('is as long as asked, never under 8, with a lowercase and an uppercase letter, a digit and a symbol', () => {
    for (const length of [1, 8, 12, 16, 40]) {
      const password = generatePassword(length);
      expect(password).toHaveLength(Math.max(8, length));
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[-_!@#$%*+=?]/);
      expect(passwordProblem(password, Math.max(8, length))).toBeUndefined();
    }
  });

  it('draws a new password each time, from the Web Crypto API unless given its source', () => {
    const drawn = new Set(Array.from({ length: 200 }, () => generatePassword(16)));
    expect(drawn.size).toBe(200);
    let calls = 0;
    const counting: RandomSource = (array) => {
      calls += 1;
      return globalThis.crypto.getRandomValues(array);
    };
    generatePassword(16, { random: counting });
    expect(calls).toBeGreaterThan(0);
  });

  it('leaves out characters mistaken for others when copied by hand', () => {
    const many = Array.from({ length: 50 }, () => generatePassword(40)).join('');
    expect(many).not.toMatch(/[l1IoO0]/);
  });

  it("draws again rather than hold a word to avoid (the admin's name or email), in any case", () => {
    // All zeros draw the same password every time: "A2-aaaaa".
    const zeros: RandomSource = (array) => array.fill(0);
    expect(generatePassword(8, { random: zeros })).toBe('A2-aaaaa');
    // Zeros for the first password's 15 draws, then real random numbers.
    let calls = 0;
    const zerosFirst: RandomSource = (array) => {
      calls += 1;
      return calls <= 15 ? array.fill(0) : globalThis.crypto.getRandomValues(array);
    };
    const password = generatePassword(8, { random: zerosFirst, avoid: ['AAA', 'ab', null] });
    expect(password.toLowerCase()).not.toContain('aaa');
    expect(calls).toBeGreaterThan(15);
  });

  it('is 16 characters unless the security setting asks for more', () => {
    expect(generatedPasswordLength(8)).toBe(16);
    expect(generatedPasswordLength(12)).toBe(16);
    expect(generatedPasswordLength(24)).toBe(24);
    expect(generatedPasswordLength(0)).toBe(16);
  });
});

import { describe, expect, it } from 'vitest';
import { generateOneTimePassword, tokenIssueTime } from '../../src/auth/password-changes.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  isListedPassword,
  newPasswordProblem,
} from '../../src/auth/password-rules.ts';

/** The server's password rules (issue 37, item 6; ASVS 2.1), quoting the examples of the issue. */
describe('new password rules', () => {
  const owner = { email: 'grace.hopper@example.com', first_name: 'Grace', last_name: 'Hopper' };
  const problem = (password: string, minLength = 8) => newPasswordProblem(password, minLength, owner);

  it('uses a list of tens of thousands of common and breached passwords, compared trimmed and in any case', () => {
    expect(isListedPassword('dragon')).toBe(true);
    expect(isListedPassword('  PASSWORD1 ')).toBe(true);
    expect(isListedPassword('Kx8#mP2qLv')).toBe(false);
  });

  it.each([
    ['Password1!', 'a listed word with a digit and a symbol after it'],
    ['Admin123!demo', 'two listed words around digits (the demo password)'],
    ['Summer2024!', 'a listed word with a year'],
    ['p@ssw0rd!!', 'a listed password with symbols after it'],
    ['12345678', 'a listed password as it is'],
    ['zxcvbnm,./', 'a keyboard row'],
  ])('refuses %s: %s', (password) => {
    expect(problem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each(['aaaaaaaa', 'abababab', '12121212', 'xyzxyzxyz'])(
    'refuses %s: too few different characters',
    (password) => {
      expect(problem(password)).toBe('This password repeats too few different characters. Choose another.');
    },
  );

  it.each(['Grace-Zq9-Lr', 'zq9HOPPER!lr', 'my-grace.hopper-x', 'Zq9-hopper'])(
    'refuses %s: it holds the owner name or email',
    (password) => {
      expect(problem(password)).toBe('The password cannot contain your name or your email address.');
    },
  );

  it('only looks for parts of the name and email of 3 characters or more', () => {
    expect(
      newPasswordProblem('Zq9-Lr7-Bo!x', 8, { email: 'bo@example.com', first_name: 'Bo', last_name: 'Li' }),
    ).toBe(undefined);
  });

  it.each(['correct-horse-battery', 'Kx8#mP2qLv', 'Tr0ub4dor&3', 'correct horse battery staple'])(
    'accepts %s',
    (password) => {
      expect(problem(password)).toBeUndefined();
    },
  );

  it('never lets the minimum length fall below 8, whatever the setting says', () => {
    expect(problem('Kx8#mP2', 6)).toBe('The password must be at least 8 characters long.');
    expect(problem('Kx8#mP2qLv', 12)).toBe('The password must be at least 12 characters long.');
  });
});

describe('one-time passwords and token times', () => {
  it('are four groups of four characters that cannot be confused, different each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateOneTimePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
      expect(newPasswordProblem(password, 8)).toBeUndefined();
    }
  });

  it('date a token issued in the second of a password change after it, so the guard accepts it', () => {
    const changedAt = new Date('2026-01-01T10:00:00.400Z');
    expect(tokenIssueTime(changedAt, new Date('2026-01-01T10:00:00.700Z')).toISOString()).toBe(
      '2026-01-01T10:00:01.000Z',
    );
    const later = new Date('2026-01-01T10:00:05.100Z');
    expect(tokenIssueTime(changedAt, later)).toBe(later);
    expect(tokenIssueTime(null, later)).toBe(later);
  });
});

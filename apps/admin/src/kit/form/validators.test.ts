import { STORED_HTML_LIMITS, STORED_HTML_MESSAGES } from '@aac/domain';
import { describe, expect, it } from 'vitest';
import { email, integer, required, richText } from './validators';

describe('inline field checks', () => {
  it('required refuses blank and white-space values', () => {
    expect(required('First name', '  ')).toBe('First name is required');
    expect(required('First name', 'Ada')).toBeUndefined();
  });

  it('email wants a local part, an @ and a dotted domain', () => {
    expect(email('Email', '')).toBe('Email is required');
    expect(email('Email', 'mariela@')).toBe('Enter an email address such as name@example.com');
    expect(email('Email', 'mariela@example')).toBe('Enter an email address such as name@example.com');
    // The server's rule (the contract's format: email), stricter than the browser's field.
    expect(email('Email', 'name@localhost')).toBe('Enter an email address such as name@example.com');
    expect(email('Email', ' mariela@example.org ')).toBeUndefined();
  });

  it('integer wants a whole number within its bounds', () => {
    expect(integer('Session timeout', '30.5')).toBe('Session timeout must be a whole number');
    expect(integer('Session timeout', '4', { min: 5 })).toBe('Session timeout must be at least 5');
    expect(integer('Session timeout', '1441', { max: 1440 })).toBe('Session timeout must be at most 1440');
    expect(integer('Session timeout', '30', { min: 5, max: 1440 })).toBeUndefined();
  });
});

describe('richText', () => {
  const nested = (depth: number) => `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;

  it("takes content nested up to the limit and refuses deeper or longer content with the server's words", () => {
    expect(richText('')).toBeUndefined();
    expect(richText(nested(STORED_HTML_LIMITS.maxDepth))).toBeUndefined();
    expect(richText(nested(STORED_HTML_LIMITS.maxDepth + 1))).toBe(STORED_HTML_MESSAGES.depth);
    expect(richText('x'.repeat(STORED_HTML_LIMITS.maxLength + 1))).toBe(STORED_HTML_MESSAGES.length);
  });
});

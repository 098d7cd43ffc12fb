import { describe, expect, it } from 'vitest';
import { parseDecimalInput, parseIntegerInput } from './numbers';

describe('parseDecimalInput', () => {
  it('reads decimal strings and numbers', () => {
    expect(parseDecimalInput('9.99', 0)).toBe(9.99);
    expect(parseDecimalInput(' 12 ', 0)).toBe(12);
    expect(parseDecimalInput(4.5, 0)).toBe(4.5);
  });

  it('falls back on blanks, non-numbers and non-finite values', () => {
    expect(parseDecimalInput('', 7)).toBe(7);
    expect(parseDecimalInput('   ', 7)).toBe(7);
    expect(parseDecimalInput('abc', 7)).toBe(7);
    expect(parseDecimalInput('12abc', 7)).toBe(7);
    expect(parseDecimalInput(Number.NaN, 7)).toBe(7);
    expect(parseDecimalInput(Number.POSITIVE_INFINITY, 7)).toBe(7);
    expect(parseDecimalInput(null, 7)).toBe(7);
    expect(parseDecimalInput(undefined, 7)).toBe(7);
  });
});

describe('parseIntegerInput', () => {
  it('reads integers and drops fractions', () => {
    expect(parseIntegerInput('42', 0)).toBe(42);
    expect(parseIntegerInput('3.7', 0)).toBe(3);
    expect(parseIntegerInput('-3.7', 0)).toBe(-3);
    expect(Object.is(parseIntegerInput('-0.5', 9), 0)).toBe(true);
  });

  it('falls back on blanks and non-numbers', () => {
    expect(parseIntegerInput('', 999)).toBe(999);
    expect(parseIntegerInput('x', 0)).toBe(0);
    expect(parseIntegerInput(undefined, 5)).toBe(5);
  });
});

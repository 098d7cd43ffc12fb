import { describe, expect, it } from 'vitest';
import {
  checkNewPrice,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPercent,
  formatPercentChange,
  formatUsd,
  isYearlyPriceBlank,
  NEW_PRICE_REFUSED,
  NEW_PRICE_TOO_PRECISE,
  parseLimit,
  parsePrice,
  pricePerCycle,
  YEARLY_DISCOUNT_MAX,
  YEARLY_DISCOUNT_MIN,
  yearlyPrice,
  yearlyPriceText,
} from './pricing';

describe('yearlyPrice (platform spec §5)', () => {
  it('is 12 × 9.99 × 0.8 = 95.90', () => {
    expect(yearlyPrice(9.99, 20)).toBe(95.9);
    expect(yearlyPriceText(9.99, 20)).toBe('95.90');
  });

  it('is 12 × monthly without a discount and 0 at 100 %', () => {
    expect(yearlyPrice(10, 0)).toBe(120);
    expect(yearlyPriceText(10, 0)).toBe('120.00');
    expect(yearlyPrice(29.99, 100)).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    // 12 × 19.99 × 0.85 = 203.898
    expect(yearlyPrice(19.99, 15)).toBe(203.9);
    // 12 × 4.99 × 0.8333 = 49.8980...
    expect(yearlyPriceText(4.99, 16.67)).toBe('49.90');
    expect(YEARLY_DISCOUNT_MIN).toBe(0);
    expect(YEARLY_DISCOUNT_MAX).toBe(100);
  });

  it('auto-fills only an empty or 0 yearly price', () => {
    expect(isYearlyPriceBlank('')).toBe(true);
    expect(isYearlyPriceBlank('0')).toBe(true);
    expect(isYearlyPriceBlank(0)).toBe(true);
    expect(isYearlyPriceBlank('95.90')).toBe(false);
  });
});

describe('parsePrice and parseLimit (platform spec §5)', () => {
  it('turns non-numeric prices and limits into 0', () => {
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('19.99')).toBe(19.99);
    expect(parseLimit('abc')).toBe(0);
    expect(parseLimit('20')).toBe(20);
  });
});

describe('checkNewPrice (core spec §5)', () => {
  it('accepts a number greater than 0', () => {
    expect(checkNewPrice('19.99')).toEqual({ valid: true, price: 19.99 });
    expect(checkNewPrice(0.01)).toEqual({ valid: true, price: 0.01 });
  });

  it('sends nothing for 0, negatives, blanks and non-numbers', () => {
    expect(checkNewPrice('0')).toEqual({ valid: false, message: NEW_PRICE_REFUSED });
    expect(checkNewPrice('-5')).toEqual({ valid: false, message: NEW_PRICE_REFUSED });
    expect(checkNewPrice('')).toEqual({ valid: false, message: NEW_PRICE_REFUSED });
    expect(checkNewPrice('abc')).toEqual({ valid: false, message: NEW_PRICE_REFUSED });
    expect(checkNewPrice('12abc')).toEqual({ valid: false, message: NEW_PRICE_REFUSED });
  });

  it('refuses a third decimal with its own message, and takes cents that floating point cannot divide exactly', () => {
    for (const typed of ['19.999', '0.001', '9.995']) {
      expect(checkNewPrice(typed)).toEqual({ valid: false, message: NEW_PRICE_TOO_PRECISE });
    }
    for (const typed of ['19.99', '0.07', '19.990', '999999.99']) {
      expect(checkNewPrice(typed)).toEqual({ valid: true, price: Number(typed) });
    }
  });
});

describe('pricePerCycle (core spec §2.3: price per billing cycle)', () => {
  it('writes the USD price over its cycle, or the price alone without one', () => {
    expect(pricePerCycle(19.99, 'month')).toBe('$19.99 / month');
    expect(pricePerCycle(1200, 'year')).toBe('$1,200.00 / year');
    expect(pricePerCycle(9.5, '')).toBe('$9.50');
    expect(pricePerCycle(9.5, null)).toBe('$9.50');
  });
});

describe('formats (core spec §9: USD, en-US)', () => {
  it('formats USD in en-US', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1_000_000)).toBe('$1,000,000.00');
    expect(formatUsd(-12.3)).toBe('-$12.30');
  });

  it('formats percentages and changes', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercentChange(12.5)).toBe('+12.5%');
    expect(formatPercentChange(-2.1)).toBe('-2.1%');
    expect(formatPercentChange(0)).toBe('0%');
  });

  it('groups counts', () => {
    expect(formatCount(12408)).toBe('12,408');
  });
});

describe('date formats (core spec §9: en-US)', () => {
  const iso = '2025-06-30T14:30:00.000Z';
  it('writes a short date, a long date and a date with its time', () => {
    expect(formatDate(iso)).toBe('6/30/2025');
    expect(formatLongDate(iso)).toBe('June 30, 2025');
    expect(formatDateTime(iso)).toBe('June 30, 2025 at 2:30 PM');
  });
});

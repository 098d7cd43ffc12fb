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
  newPriceConsequence,
  parseLimit,
  parsePrice,
  pricePerCycle,
  pricesAfterMonthlyChange,
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

describe('pricesAfterMonthlyChange (one price per plan)', () => {
  it('moves the yearly price with the monthly one while it is the rule of platform spec §5', () => {
    const plan = { price_monthly: 9.99, price_yearly: 95.9, yearly_discount_percentage: 20 };
    expect(pricesAfterMonthlyChange(plan, 10.49)).toEqual({
      price_monthly: 10.49,
      price_yearly: 100.7,
      yearly_discount_percentage: 20,
      yearlyFollows: true,
    });
  });

  it('keeps a yearly price that was set on its own', () => {
    const plan = { price_monthly: 9.99, price_yearly: 99, yearly_discount_percentage: 20 };
    expect(pricesAfterMonthlyChange(plan, 10.49)).toMatchObject({ price_yearly: 99, yearlyFollows: false });
  });

  it('moves a free plan with no discount to twelve months', () => {
    const plan = { price_monthly: 0, price_yearly: 0, yearly_discount_percentage: 0 };
    expect(pricesAfterMonthlyChange(plan, 5)).toMatchObject({ price_monthly: 5, price_yearly: 60 });
  });
});

describe('newPriceConsequence (asked before a new price applies)', () => {
  const family = {
    price: 19.99,
    billing_cycle: 'month',
    price_yearly: 191.9,
    yearly_discount_percentage: 20,
  };

  it('says the yearly price that follows, who pays what from when, and that the plan screens agree', () => {
    expect(newPriceConsequence({ ...family, user_count: 1178 }, 24.99)).toBe(
      'The yearly price follows: $191.90 → $239.90 / year. New subscriptions pay the new price from now on; the 1,178 subscribers already on the plan keep the price they subscribed at. Both plan screens show the same price.',
    );
  });

  it('says a yearly price set on its own stays, and one subscriber in the singular', () => {
    expect(newPriceConsequence({ ...family, price_yearly: 199, user_count: 1 }, 24.99)).toBe(
      'The yearly price stays $199.00 / year, as it was set on its own. New subscriptions pay the new price from now on; the 1 subscriber already on the plan keeps the price they subscribed at. Both plan screens show the same price.',
    );
  });

  it('leaves unsaid what the backend does not send', () => {
    expect(newPriceConsequence({ price: 1200, billing_cycle: 'year' }, 1300)).toBe(
      'New subscriptions pay the new price from now on. Both plan screens show the same price.',
    );
  });
});

/** Prices, the yearly price rule, money and percent formats. */
import { parseDecimalInput, parseIntegerInput } from './numbers';

/** core spec §9 and platform spec §9: currency is USD, en-US formats. */
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';

/** platform spec §9: yearly discount range 0-100 (platform spec §5: steps of 0.01). */
export const YEARLY_DISCOUNT_MIN = 0;
export const YEARLY_DISCOUNT_MAX = 100;
export const PRICE_STEP = 0.01;

/** Rounds to cents; the epsilon keeps values such as 1.005 from rounding down. */
function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * platform spec §5: yearly price = 12 × monthly price × (1 − discount/100), to 2 decimals.
 * 12 × 9.99 × (1 − 20/100) = 95.90.
 */
export function yearlyPrice(monthly: number, discountPercent: number): number {
  return roundToCents(12 * monthly * (1 - discountPercent / 100));
}

/** A plan's two prices and its yearly discount, as the plans and the pricing cards carry them. */
export interface PlanPrices {
  price_monthly: number;
  price_yearly: number;
  yearly_discount_percentage: number;
}

/**
 * A new monthly price set on its own (Payment Management's pricing card): the plan's yearly price
 * follows it while it is the rule's own suggestion (12 × monthly × (1 − discount/100), to the
 * cent), as the plan form's yearly field does; a yearly price set on its own stays.
 */
export function pricesAfterMonthlyChange(
  plan: PlanPrices,
  monthly: number,
): PlanPrices & { yearlyFollows: boolean } {
  const yearlyFollows =
    roundToCents(plan.price_yearly) === yearlyPrice(plan.price_monthly, plan.yearly_discount_percentage);
  return {
    price_monthly: roundToCents(monthly),
    price_yearly: yearlyFollows ? yearlyPrice(monthly, plan.yearly_discount_percentage) : plan.price_yearly,
    yearly_discount_percentage: plan.yearly_discount_percentage,
    yearlyFollows,
  };
}

/**
 * What a new price on a pricing card does, said before it is applied (old → new is the question):
 * the yearly price that follows or stays, who pays the new price from when, and that the plan
 * screens show the same price. Fields a backend does not send are left unsaid.
 */
export function newPriceConsequence(
  plan: {
    price: number;
    billing_cycle: string;
    price_yearly?: number;
    yearly_discount_percentage?: number;
    user_count?: number;
  },
  price: number,
): string {
  const sentences: string[] = [];
  if (
    plan.billing_cycle === 'month' &&
    plan.price_yearly !== undefined &&
    plan.yearly_discount_percentage !== undefined
  ) {
    const after = pricesAfterMonthlyChange(
      {
        price_monthly: plan.price,
        price_yearly: plan.price_yearly,
        yearly_discount_percentage: plan.yearly_discount_percentage,
      },
      price,
    );
    sentences.push(
      after.yearlyFollows
        ? `The yearly price follows: ${formatUsd(plan.price_yearly)} → ${formatUsd(after.price_yearly)} / year.`
        : `The yearly price stays ${formatUsd(plan.price_yearly)} / year, as it was set on its own.`,
    );
  }
  const subscribers = plan.user_count ?? 0;
  sentences.push(
    subscribers > 0
      ? `New subscriptions pay the new price from now on; the ${formatCount(subscribers)} ${
          subscribers === 1 ? 'subscriber already on the plan keeps' : 'subscribers already on the plan keep'
        } the price they subscribed at.`
      : 'New subscriptions pay the new price from now on.',
  );
  sentences.push('Both plan screens show the same price.');
  return sentences.join(' ');
}

/** The yearly price as the form shows it, with 2 decimals ("95.90"). */
export function yearlyPriceText(monthly: number, discountPercent: number): string {
  return yearlyPrice(monthly, discountPercent).toFixed(2);
}

/**
 * platform spec §5: the yearly price is filled in automatically only when it is empty or 0.
 */
export function isYearlyPriceBlank(value: unknown): boolean {
  return parseDecimalInput(value, 0) === 0;
}

/** platform spec §5: a non-numeric price becomes 0. */
export function parsePrice(value: unknown): number {
  return parseDecimalInput(value, 0);
}

/** platform spec §5: non-numeric limits become 0. */
export function parseLimit(value: unknown): number {
  return parseIntegerInput(value, 0);
}

export type NewPriceCheck = { valid: true; price: number } | { valid: false; message: string };

/**
 * True when the amount has at most two decimals (the contract's `multipleOf: 0.01`). Checked on
 * the amount in cents with a tolerance far below a cent: 19.99 * 100 is 1998.9999999999998 in
 * binary floating point.
 */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(Math.round(cents) - cents) < 1e-6;
}

/**
 * core spec §5 (pricing update): the new price must be a number greater than 0; otherwise
 * nothing is sent. Text such as "12abc" is not a number. The contract also keeps money to the
 * cent, so a third decimal is refused here, with its own message, rather than by the server.
 */
export function checkNewPrice(input: unknown): NewPriceCheck {
  const price = parseDecimalInput(input, Number.NaN);
  if (!(price > 0)) return { valid: false, message: NEW_PRICE_REFUSED };
  if (!isWholeCents(price)) return { valid: false, message: NEW_PRICE_TOO_PRECISE };
  return { valid: true, price };
}

const usdFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** core spec §9: amounts in USD with en-US formats ("$1,234.50"). */
export function formatUsd(amount: number): string {
  return usdFormat.format(amount);
}

const wholeUsdFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** Whole dollars, "$1,200": an axis tick, where cents would only crowd the labels. */
export function formatWholeUsd(amount: number): string {
  return wholeUsdFormat.format(amount);
}

/** core spec §2.3: a plan card's price per billing cycle, "$19.99 / month"; no cycle, the price alone. */
export function pricePerCycle(price: number, billingCycle: string | null | undefined): string {
  const cycle = billingCycle?.trim();
  return cycle ? `${formatUsd(price)} / ${cycle}` : formatUsd(price);
}

/** core spec §5: why a new price was refused, beside its field; nothing is sent. */
export const NEW_PRICE_REFUSED = 'Enter a number greater than 0, such as 19.99.';
/** A new price with a third decimal: prices are kept to the cent. */
export const NEW_PRICE_TOO_PRECISE =
  'Enter the price in dollars and cents, with at most two decimals, such as 19.99.';

/**
 * A value that is already a percentage (12.5 means 12.5 %), en-US, with at most
 * `maximumFractionDigits` decimals: 12.5 -> "12.5%".
 */
export function formatPercent(value: number, maximumFractionDigits = 1): string {
  const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits }).format(value);
  return `${number}%`;
}

/** A signed change in percent as the analytics cards write it: 12.5 -> "+12.5%", -2.1 -> "-2.1%". */
export function formatPercentChange(value: number, maximumFractionDigits = 1): string {
  const text = formatPercent(value, maximumFractionDigits);
  return value > 0 && text !== '0%' ? `+${text}` : text;
}

/** core spec §9: a date as en-US short date in the viewer's time zone ("6/30/2025"). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(LOCALE);
}

/** A date written out ("June 30, 2025"), as details and billing periods show it. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString(LOCALE, { dateStyle: 'long' });
}

/** A moment with its time ("June 30, 2025 at 2:30 PM"), as details dialogs show it. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(LOCALE, { dateStyle: 'long', timeStyle: 'short' });
}

// Made once: building a NumberFormat costs far more than formatting with it, and the paging line
// formats its counts at every keystroke of a search.
const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** en-US integer grouping for counts ("12,408"). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/**
 * The payment-provider port: what the two plan screens (platform spec §2.7-§2.9) need from the
 * system that sells the plans. Two implementations: LocalPaymentProvider (the default; products
 * and prices in this database) and StripePaymentProvider (the official `stripe` SDK). Both follow
 * Stripe's semantics (docs/design.md "Reference server"):
 *
 * - a plan is one product with one active monthly and one active yearly recurring price;
 * - prices are immutable: a price change creates a new price and archives the old one
 *   (platform spec §4);
 * - products are archived (active false), never deleted, so past invoices keep their product.
 *
 * The provider is an outside system: never call it inside a database transaction. The routes
 * call the provider first and write the database afterwards, in one transaction.
 */

export type BillingInterval = 'month' | 'year';

export interface ProviderPrice {
  id: string;
  productId: string;
  /** In the smallest currency unit (cents), as Stripe counts. */
  unitAmount: number;
  currency: string;
  interval: BillingInterval;
  active: boolean;
}

export interface ProviderProduct {
  id: string;
  name: string;
  description: string;
  active: boolean;
  metadata: Record<string, string>;
  /** The product's active recurring prices, oldest first. */
  prices: ProviderPrice[];
}

export interface ProductFields {
  name: string;
  description: string;
  /** Our own keys on the product; `plan_key` ties a product to its plan (see PLAN_KEY_METADATA). */
  metadata: Record<string, string>;
}

export interface ProductChanges {
  name?: string;
  description?: string;
  active?: boolean;
  metadata?: Record<string, string>;
}

export interface NewPlanProduct extends ProductFields {
  /** Cents. */
  monthlyAmount: number;
  /** Cents. */
  yearlyAmount: number;
}

export interface CreatedPlanProduct {
  product: ProviderProduct;
  monthly: ProviderPrice;
  yearly: ProviderPrice;
}

export interface PaymentProvider {
  /** Which implementation answers: shown in logs and used by tests. */
  readonly kind: 'local' | 'stripe';
  /** A product with its monthly and yearly prices (the three ids of a connected plan). */
  createPlanProduct(input: NewPlanProduct): Promise<CreatedPlanProduct>;
  updateProduct(productId: string, changes: ProductChanges): Promise<void>;
  /** Archives the product (active false); its prices stay as they are, as in Stripe. */
  archiveProduct(productId: string): Promise<void>;
  createPrice(productId: string, unitAmount: number, interval: BillingInterval): Promise<ProviderPrice>;
  archivePrice(priceId: string): Promise<void>;
  /** Every product, active and archived, each with its active prices (for sync and sync status). */
  listProducts(): Promise<ProviderProduct[]>;
}

/** The product metadata key naming the plan a product sells. */
export const PLAN_KEY_METADATA = 'plan_key';
/** The product metadata key naming the plan type, so a product can be imported back as a plan. */
export const PLAN_TYPE_METADATA = 'plan_type';

/** Prices are USD (core and platform spec §9). */
export const PROVIDER_CURRENCY = 'usd';

/** A refusal or failure of the provider, with its own words (shown after "Error ...: "). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** `missing`: the product or price does not exist there (Stripe's 404 resource_missing). */
    readonly reason: 'missing' | 'failed' = 'failed',
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Dollars (two decimals) to cents, the unit providers count in: 191.9 -> 19190. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents back to dollars: 19190 -> 191.9. */
export function fromCents(cents: number): number {
  return cents / 100;
}

import Stripe from 'stripe';
import {
  type BillingInterval,
  type CreatedPlanProduct,
  type NewPlanProduct,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_CURRENCY,
  type ProductChanges,
  type ProviderPrice,
  type ProviderProduct,
} from './payment-provider.ts';

/** Where the SDK sends its requests; tests point it at a local double of the Stripe API. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  endpoint?: StripeEndpoint;
  /** Automatic retries of failed network calls (the SDK adds idempotency keys). Default 1. */
  maxNetworkRetries?: number;
  /** Milliseconds before a call is given up. */
  timeout?: number;
}

/** The most rows read from one list; far more plans than any product sells. */
const LIST_CAP = 10_000;

function priceOf(price: Stripe.Price): ProviderPrice | undefined {
  const interval: string | undefined = price.recurring?.interval;
  if ((interval !== 'month' && interval !== 'year') || price.unit_amount === null) return undefined;
  return {
    id: price.id,
    productId: typeof price.product === 'string' ? price.product : price.product.id,
    unitAmount: price.unit_amount,
    currency: price.currency,
    interval,
    active: price.active,
  };
}

/** The provider's own words, kept for the screens ("Error deleting plan: ..."). */
function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const message = error instanceof Error && error.message ? error.message : String(error);
  const missing = error instanceof Stripe.errors.StripeError && error.statusCode === 404;
  return new PaymentProviderError(
    `Stripe could not ${action}: ${message}`,
    missing ? 'missing' : 'failed',
    error,
  );
}

/**
 * The Stripe payment provider (docs/design.md "Reference server"), on the official SDK. Used when a
 * secret key is configured (see selector.ts). Plans map to products with `metadata.plan_key`, and
 * to one monthly and one yearly recurring USD price.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  /** Test or live, as the secret key says (sk_live_/rk_live_ are live). */
  readonly mode: 'test' | 'live';
  private readonly stripe: Stripe;
  private accountName: { name: string | null; until: number } | undefined;

  constructor(secretKey: string, options: StripeProviderOptions = {}) {
    this.mode = /^(sk|rk)_live_/.test(secretKey) ? 'live' : 'test';
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      timeout: options.timeout ?? 20_000,
      telemetry: false,
      appInfo: { name: 'aac-admin-reference-server' },
      ...(options.endpoint
        ? { host: options.endpoint.host, port: options.endpoint.port, protocol: options.endpoint.protocol }
        : {}),
    });
  }

  /**
   * The account's name as Stripe gives it (its dashboard display name, else its business name),
   * kept for 10 minutes; null, and asked again after a minute, when Stripe does not answer within
   * 3 s (a screen's list is not held up for it).
   */
  async account(): Promise<string | null> {
    if (this.accountName && this.accountName.until > Date.now()) return this.accountName.name;
    try {
      const account = await this.stripe.accounts.retrieveCurrent(
        {},
        { timeout: 3_000, maxNetworkRetries: 0 },
      );
      const name = account.settings?.dashboard?.display_name || account.business_profile?.name || null;
      this.accountName = { name, until: Date.now() + 10 * 60_000 };
    } catch {
      this.accountName = { name: null, until: Date.now() + 60_000 };
    }
    return this.accountName.name;
  }

  async createPlanProduct(input: NewPlanProduct): Promise<CreatedPlanProduct> {
    let product: Stripe.Product;
    try {
      product = await this.stripe.products.create({
        name: input.name,
        // Stripe refuses an empty description ("" unsets); omit it instead.
        ...(input.description ? { description: input.description } : {}),
        metadata: input.metadata,
      });
    } catch (error) {
      throw providerError('create the product', error);
    }
    try {
      const monthly = await this.createPrice(product.id, input.monthlyAmount, 'month');
      const yearly = await this.createPrice(product.id, input.yearlyAmount, 'year');
      return {
        product: {
          id: product.id,
          name: product.name,
          description: product.description ?? '',
          active: product.active,
          metadata: { ...product.metadata },
          prices: [monthly, yearly],
        },
        monthly,
        yearly,
      };
    } catch (error) {
      // A product without its prices would read as a plan in Stripe the database never got:
      // archive it, best effort, and report the price failure.
      await this.archiveProduct(product.id).catch(() => undefined);
      throw error;
    }
  }

  async updateProduct(productId: string, changes: ProductChanges): Promise<void> {
    const params: Stripe.ProductUpdateParams = {};
    if (changes.name !== undefined) params.name = changes.name;
    // An empty string unsets the description in Stripe.
    if (changes.description !== undefined) params.description = changes.description;
    if (changes.active !== undefined) params.active = changes.active;
    if (changes.metadata !== undefined) params.metadata = changes.metadata;
    if (Object.keys(params).length === 0) return;
    try {
      await this.stripe.products.update(productId, params);
    } catch (error) {
      throw providerError('update the product', error);
    }
  }

  async archiveProduct(productId: string): Promise<void> {
    try {
      await this.stripe.products.update(productId, { active: false });
    } catch (error) {
      throw providerError('archive the product', error);
    }
  }

  async createPrice(
    productId: string,
    unitAmount: number,
    interval: BillingInterval,
  ): Promise<ProviderPrice> {
    try {
      const price = await this.stripe.prices.create({
        product: productId,
        unit_amount: unitAmount,
        currency: PROVIDER_CURRENCY,
        recurring: { interval },
      });
      const created = priceOf(price);
      if (!created)
        throw new PaymentProviderError(`Stripe answered price ${price.id} without a ${interval}ly amount.`);
      return created;
    } catch (error) {
      throw providerError(`create the ${interval}ly price`, error);
    }
  }

  async archivePrice(priceId: string): Promise<void> {
    try {
      await this.stripe.prices.update(priceId, { active: false });
    } catch (error) {
      throw providerError('archive the price', error);
    }
  }

  async listProducts(): Promise<ProviderProduct[]> {
    try {
      const [products, prices] = await Promise.all([
        this.stripe.products.list({ limit: 100 }).autoPagingToArray({ limit: LIST_CAP }),
        this.stripe.prices.list({ active: true, limit: 100 }).autoPagingToArray({ limit: LIST_CAP }),
      ]);
      const pricesByProduct = new Map<string, ProviderPrice[]>();
      for (const price of prices) {
        const shaped = priceOf(price);
        if (!shaped) continue;
        const list = pricesByProduct.get(shaped.productId) ?? [];
        list.push(shaped);
        pricesByProduct.set(shaped.productId, list);
      }
      return products.map((product) => ({
        id: product.id,
        name: product.name,
        description: product.description ?? '',
        active: product.active,
        metadata: { ...product.metadata },
        prices: pricesByProduct.get(product.id) ?? [],
      }));
    } catch (error) {
      throw providerError('list the products', error);
    }
  }
}

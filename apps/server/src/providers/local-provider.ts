import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
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

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-shaped ids: `prod_` + 14 characters, `price_` + 24 (base 62, random). */
export function randomProviderId(prefix: 'prod' | 'price'): string {
  const length = prefix === 'prod' ? 14 : 24;
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export interface LocalProviderOptions {
  /** Makes ids predictable where a test needs it; random Stripe-shaped ids otherwise. */
  newId?: (prefix: 'prod' | 'price') => string;
}

type PriceRow = Selectable<Database['provider_prices']>;

function priceOf(row: PriceRow): ProviderPrice {
  return {
    id: row.id,
    productId: row.product_id,
    unitAmount: row.unit_amount,
    currency: row.currency,
    interval: row.billing_interval,
    active: row.active,
  };
}

/**
 * The default payment provider (docs/design.md "Reference server"): products and prices in the
 * provider_products and provider_prices tables, with Stripe's semantics, so the plan screens work
 * end to end without an account anywhere. Each method is its own unit of work on `db` (a product
 * and its two prices in one transaction); callers must not hold a transaction while calling it.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  private readonly newId: (prefix: 'prod' | 'price') => string;

  constructor(
    private readonly db: Kysely<Database>,
    options: LocalProviderOptions = {},
  ) {
    this.newId = options.newId ?? randomProviderId;
  }

  async createPlanProduct(input: NewPlanProduct): Promise<CreatedPlanProduct> {
    const productId = this.newId('prod');
    const monthlyId = this.newId('price');
    const yearlyId = this.newId('price');
    return inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('provider_products')
        .values({
          id: productId,
          name: input.name,
          description: input.description,
          metadata: JSON.stringify(input.metadata),
        })
        .execute();
      const prices = await trx
        .insertInto('provider_prices')
        .values([
          {
            id: monthlyId,
            product_id: productId,
            unit_amount: input.monthlyAmount,
            billing_interval: 'month',
          },
          { id: yearlyId, product_id: productId, unit_amount: input.yearlyAmount, billing_interval: 'year' },
        ])
        .returningAll()
        .execute();
      const [monthly, yearly] = [
        prices.find((p) => p.id === monthlyId),
        prices.find((p) => p.id === yearlyId),
      ];
      if (!monthly || !yearly) throw new PaymentProviderError('The prices could not be created.');
      const product: ProviderProduct = {
        id: productId,
        name: input.name,
        description: input.description,
        active: true,
        metadata: { ...input.metadata },
        prices: [priceOf(monthly), priceOf(yearly)],
      };
      return { product, monthly: priceOf(monthly), yearly: priceOf(yearly) };
    });
  }

  async updateProduct(productId: string, changes: ProductChanges): Promise<void> {
    const set: { name?: string; description?: string; active?: boolean; metadata?: string } = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.active !== undefined) set.active = changes.active;
    if (changes.metadata !== undefined) set.metadata = JSON.stringify(changes.metadata);
    if (Object.keys(set).length === 0) return;
    const result = await this.db
      .updateTable('provider_products')
      .set(set)
      .where('id', '=', productId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n)
      throw new PaymentProviderError(`No such product: '${productId}'`, 'missing');
  }

  async archiveProduct(productId: string): Promise<void> {
    await this.updateProduct(productId, { active: false });
  }

  async createPrice(
    productId: string,
    unitAmount: number,
    interval: BillingInterval,
  ): Promise<ProviderPrice> {
    const product = await this.db
      .selectFrom('provider_products')
      .select('id')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) throw new PaymentProviderError(`No such product: '${productId}'`, 'missing');
    const row = await this.db
      .insertInto('provider_prices')
      .values({
        id: this.newId('price'),
        product_id: productId,
        unit_amount: unitAmount,
        currency: PROVIDER_CURRENCY,
        billing_interval: interval,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return priceOf(row);
  }

  async archivePrice(priceId: string): Promise<void> {
    const result = await this.db
      .updateTable('provider_prices')
      .set({ active: false })
      .where('id', '=', priceId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n)
      throw new PaymentProviderError(`No such price: '${priceId}'`, 'missing');
  }

  async listProducts(): Promise<ProviderProduct[]> {
    const products = await this.db
      .selectFrom('provider_products')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const prices = await this.db
      .selectFrom('provider_prices')
      .selectAll()
      .where('active', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      active: product.active,
      metadata: product.metadata,
      prices: prices.filter((price) => price.product_id === product.id).map(priceOf),
    }));
  }
}

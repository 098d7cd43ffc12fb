import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { PaymentProviderError } from '../../src/providers/payment-provider.ts';
import { PaymentProviders } from '../../src/providers/selector.ts';
import { StripePaymentProvider } from '../../src/providers/stripe-provider.ts';
import { openMigratedDatabase } from '../harness.ts';
import { type StripeDouble, startStripeDouble } from '../stripe-double.ts';

/**
 * The Stripe payment provider (docs/design.md "Reference server") against a local double of the
 * Stripe API: the requests the official SDK sends for each step of the plan screens
 * (platform spec §2.7-§2.9, §4: prices are immutable, a price change creates a new price and
 * archives the old one).
 */

const SECRET_KEY = 'sk_test_double_51AbCdEf';

let double: StripeDouble;
let provider: StripePaymentProvider;

beforeAll(async () => {
  double = await startStripeDouble();
  provider = new StripePaymentProvider(SECRET_KEY, {
    endpoint: { host: double.host, port: double.port, protocol: 'http' },
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await double?.close();
});
beforeEach(() => {
  double.clearRequests();
});

describe('creating a plan product', () => {
  it('posts the product, then a monthly and a yearly USD price in cents, with the secret key', async () => {
    const created = await provider.createPlanProduct({
      name: 'Family',
      description: 'For families with several children.',
      metadata: { plan_key: 'family', plan_type: 'family' },
      monthlyAmount: 1999,
      yearlyAmount: 19190,
    });

    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/products',
      'POST /v1/prices',
      'POST /v1/prices',
    ]);
    const [product, monthly, yearly] = double.requests;
    expect(product?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(product?.params).toEqual({
      name: 'Family',
      description: 'For families with several children.',
      'metadata[plan_key]': 'family',
      'metadata[plan_type]': 'family',
    });
    // 19.99 a month is 1999 cents; the yearly 191.90 (12 × 19.99 × 0.8) is 19190 cents.
    expect(monthly?.params).toEqual({
      product: created.product.id,
      unit_amount: '1999',
      currency: 'usd',
      'recurring[interval]': 'month',
    });
    expect(yearly?.params).toEqual({
      product: created.product.id,
      unit_amount: '19190',
      currency: 'usd',
      'recurring[interval]': 'year',
    });

    expect(created.product.id).toMatch(/^prod_/);
    expect(created.monthly).toMatchObject({
      interval: 'month',
      unitAmount: 1999,
      currency: 'usd',
      active: true,
    });
    expect(created.yearly).toMatchObject({
      interval: 'year',
      unitAmount: 19190,
      currency: 'usd',
      active: true,
    });
    expect(created.monthly.id).toMatch(/^price_/);
    expect(created.yearly.productId).toBe(created.product.id);
  });

  it('leaves out an empty description (Stripe reads "" as unsetting it)', async () => {
    await provider.createPlanProduct({
      name: 'Free',
      description: '',
      metadata: { plan_key: 'free' },
      monthlyAmount: 0,
      yearlyAmount: 0,
    });
    expect(double.requests[0]?.params).not.toHaveProperty('description');
    expect(double.requests[1]?.params.unit_amount).toBe('0');
  });

  it("archives the product again when a price is refused, and reports Stripe's words", async () => {
    double.failNext({
      method: 'POST',
      pathPrefix: '/v1/prices',
      status: 400,
      type: 'invalid_request_error',
      message: 'Invalid integer: -5',
    });
    const attempt = provider.createPlanProduct({
      name: 'Broken',
      description: 'x',
      metadata: { plan_key: 'broken' },
      monthlyAmount: 100,
      yearlyAmount: 1200,
    });
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('Invalid integer: -5');
    const archive = double.requests.at(-1);
    expect(archive?.method).toBe('POST');
    expect(archive?.path).toMatch(/^\/v1\/products\/prod_/);
    expect(archive?.params).toEqual({ active: 'false' });
  });
});

describe('changing a plan in Stripe', () => {
  it('updates name, description, active and metadata on POST /v1/products/{id}', async () => {
    const { product } = await provider.createPlanProduct({
      name: 'Individual',
      description: 'One child',
      metadata: { plan_key: 'individual' },
      monthlyAmount: 999,
      yearlyAmount: 9590,
    });
    double.clearRequests();
    await provider.updateProduct(product.id, {
      name: 'Individual Plus',
      description: 'One child, more words',
      active: true,
      metadata: { plan_key: 'individual_plus' },
    });
    expect(double.requests).toHaveLength(1);
    expect(double.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v1/products/${product.id}`,
      params: {
        name: 'Individual Plus',
        description: 'One child, more words',
        active: 'true',
        'metadata[plan_key]': 'individual_plus',
      },
    });
  });

  it('creates a new price and archives the old one with active=false (prices are immutable)', async () => {
    const { product, monthly } = await provider.createPlanProduct({
      name: 'Professional',
      description: 'Therapists',
      metadata: { plan_key: 'professional' },
      monthlyAmount: 4999,
      yearlyAmount: 47990,
    });
    double.clearRequests();
    const replacement = await provider.createPrice(product.id, 5499, 'month');
    await provider.archivePrice(monthly.id);

    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/prices',
      `POST /v1/prices/${monthly.id}`,
    ]);
    expect(double.requests[0]?.params).toEqual({
      product: product.id,
      unit_amount: '5499',
      currency: 'usd',
      'recurring[interval]': 'month',
    });
    expect(double.requests[1]?.params).toEqual({ active: 'false' });
    expect(replacement).toMatchObject({ unitAmount: 5499, interval: 'month', active: true });
    expect(double.prices.get(monthly.id)?.active).toBe(false);
  });

  it('archives a product with active=false on POST /v1/products/{id}', async () => {
    const { product } = await provider.createPlanProduct({
      name: 'Old',
      description: 'Retired',
      metadata: { plan_key: 'old' },
      monthlyAmount: 100,
      yearlyAmount: 1200,
    });
    double.clearRequests();
    await provider.archiveProduct(product.id);
    expect(double.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/products/${product.id}`,
        params: { active: 'false' },
      }),
    ]);
    expect(double.products.get(product.id)?.active).toBe(false);
  });

  it('reports an unknown product as missing (Stripe 404 resource_missing)', async () => {
    const attempt = provider.archiveProduct('prod_DoesNotExist');
    await expect(attempt).rejects.toMatchObject({ name: 'PaymentProviderError', reason: 'missing' });
    await expect(provider.archiveProduct('prod_DoesNotExist')).rejects.toThrow(
      "No such product: 'prod_DoesNotExist'",
    );
  });

  it('reports other refusals as failures, with the message', async () => {
    double.failNext({
      method: 'POST',
      pathPrefix: '/v1/products/',
      status: 400,
      type: 'invalid_request_error',
      message: 'This product cannot be archived right now.',
    });
    const { product } = await provider.createPlanProduct({
      name: 'Kept',
      description: 'x',
      metadata: { plan_key: 'kept' },
      monthlyAmount: 100,
      yearlyAmount: 1200,
    });
    await expect(provider.archiveProduct(product.id)).rejects.toMatchObject({
      reason: 'failed',
      message: 'Stripe could not archive the product: This product cannot be archived right now.',
    });
  });
});

describe('listing products for sync', () => {
  it('reads every product and the active prices (GET /v1/products, GET /v1/prices?active=true), grouped', async () => {
    const { product, monthly, yearly } = await provider.createPlanProduct({
      name: 'Listed',
      description: 'Listed plan',
      metadata: { plan_key: 'listed' },
      monthlyAmount: 1500,
      yearlyAmount: 14400,
    });
    const replaced = await provider.createPrice(product.id, 1600, 'month');
    await provider.archivePrice(monthly.id);
    double.clearRequests();

    const products = await provider.listProducts();

    const calls = double.requests.map((r) => `${r.method} ${r.path}`).sort();
    expect(calls).toEqual(['GET /v1/prices', 'GET /v1/products']);
    const pricesCall = double.requests.find((r) => r.path === '/v1/prices');
    expect(pricesCall?.query).toMatchObject({ active: 'true', limit: '100' });
    const listed = products.find((p) => p.id === product.id);
    expect(listed).toMatchObject({
      name: 'Listed',
      description: 'Listed plan',
      active: true,
      metadata: { plan_key: 'listed' },
    });
    expect(listed?.prices.map((p) => p.id).sort()).toEqual([replaced.id, yearly.id].sort());
    // Archived products are listed too (sync needs to know a plan's product still exists).
    expect(products.some((p) => p.name === 'Old' && p.active === false)).toBe(true);
  });
});

describe('choosing the provider (PaymentProviders)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const storeIntegrations = async (values: Record<string, unknown>) => {
    await database.db
      .insertInto('settings')
      .values({ group_name: 'integrations', values: JSON.stringify(values) })
      .onConflict((oc) => oc.column('group_name').doUpdateSet({ values: JSON.stringify(values) }))
      .execute();
  };

  it('is the local provider by default', async () => {
    const providers = new PaymentProviders(database.db, { stripeSecretKey: undefined });
    expect((await providers.current()).kind).toBe('local');
  });

  it('is Stripe when STRIPE_SECRET_KEY is configured, whatever the settings say', async () => {
    await storeIntegrations({ stripeEnabled: false, stripeSecretKey: '' });
    const providers = new PaymentProviders(database.db, { stripeSecretKey: 'sk_test_env' });
    const first = await providers.current();
    expect(first.kind).toBe('stripe');
    // Created once and kept.
    expect(await providers.current()).toBe(first);
  });

  it('follows the Integrations settings: Stripe only with stripeEnabled and a secret key', async () => {
    const providers = new PaymentProviders(database.db, { stripeSecretKey: undefined });
    await storeIntegrations({ stripeEnabled: false, stripeSecretKey: 'sk_test_settings' });
    expect((await providers.current()).kind).toBe('local');
    await storeIntegrations({ stripeEnabled: true, stripeSecretKey: '' });
    expect((await providers.current()).kind).toBe('local');
    await storeIntegrations({ stripeEnabled: true, stripeSecretKey: 'sk_test_settings' });
    expect((await providers.current()).kind).toBe('stripe');
  });
});

import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, call, describeInternals, startServer, type TestServer, unique } from './harness.ts';
import { startMailServer, type TestMailServer } from './smtp.ts';

/**
 * Stripe's own events through the webhook: each signed with the SDK's own test helper
 * (generateTestHeaderString) as Stripe signs them, then applied once: a paid invoice becomes a
 * completed payment (and a "Payment Received" email), a failed one a failed payment, a refund
 * refunds it, subscription changes reach the user's subscription and an older event never undoes
 * a newer one. Forged, unsigned and stale events change nothing.
 */

const SECRET = 'whsec_test_signing_secret_of_this_run_0123456789';

interface Receipt {
  received: true;
  applied: boolean;
  message: string;
}
interface Payment {
  transaction_id: string;
  user_email: string;
  amount: number;
  status: string;
}

describeInternals('Stripe webhooks', () => {
  let server: TestServer;
  let token: string;
  let mail: TestMailServer;

  beforeAll(async () => {
    server = await startServer({ stripeWebhookSecret: SECRET });
    token = await adminToken(server);
    mail = await startMailServer();
    const saved = await call(server, 'updateSettings', {
      token,
      body: {
        settings: {
          email: {
            smtpHost: '127.0.0.1',
            smtpPort: mail.port,
            smtpUser: '',
            fromEmail: 'noreply@aac.example.com',
            fromName: 'AAC',
          },
          notifications: { pushNotifications: true },
        },
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await mail?.close();
    await server?.close();
  });

  function event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
    return {
      id: unique('evt'),
      object: 'event',
      type,
      created,
      api_version: '2025-10-29.clover',
      data: { object },
    };
  }

  async function deliver(
    payload: object,
    {
      secret = SECRET,
      timestamp,
      signed = true,
    }: { secret?: string; timestamp?: number; signed?: boolean } = {},
  ) {
    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });
    return call<Receipt & { error?: string; message: string }>(server, 'receiveStripeEvent', {
      body,
      headers: signed ? { 'stripe-signature': signature } : {},
    });
  }

  async function payment(transaction: string): Promise<Payment | undefined> {
    const list = await call<{ payments: Payment[] }>(server, 'listPayments', {
      token,
      query: { search: transaction },
    });
    expect(list.status).toBe(200);
    return list.body.payments.find((row) => row.transaction_id === transaction);
  }

  async function stats() {
    const result = await call<{ totalRevenue: number; failedPayments: number }>(server, 'getPaymentStats', {
      token,
    });
    return result.body;
  }

  const invoice = (transaction: string, extra: Record<string, unknown> = {}) => ({
    id: unique('in'),
    object: 'invoice',
    customer_email: 'maria.webhook@example.com',
    amount_paid: 999,
    amount_due: 999,
    currency: 'usd',
    payment_intent: transaction,
    ...extra,
  });

  it('records a paid invoice as one completed payment, emails "Payment Received", and a replay changes nothing', async () => {
    const before = await stats();
    const transaction = unique('pi');
    const paid = event('invoice.paid', invoice(transaction));
    const first = await deliver(paid);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      received: true,
      applied: true,
      message: `Payment ${transaction} of $9.99 from maria.webhook@example.com recorded as completed.`,
    });
    expect(await payment(transaction)).toMatchObject({
      amount: 9.99,
      status: 'completed',
      user_email: 'maria.webhook@example.com',
    });
    expect((await stats()).totalRevenue).toBeCloseTo(before.totalRevenue + 9.99, 2);
    const [received] = await mail.waitFor(1);
    expect(received?.mail.subject).toBe('Payment received: $9.99 from maria.webhook@example.com');

    const replay = await deliver(paid);
    expect(replay.body).toMatchObject({
      applied: false,
      message: `Event ${paid.id} was received before (Payment ${transaction} of $9.99 from maria.webhook@example.com recorded as completed.); nothing changed.`,
    });
    // The same payment again under another event id (Stripe retried with a new one) is not counted twice.
    const again = await deliver(event('invoice.paid', invoice(transaction)));
    expect(again.body.applied).toBe(false);
    expect((await stats()).totalRevenue).toBeCloseTo(before.totalRevenue + 9.99, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received).toHaveLength(1);
  });

  it('records a paid invoice but sends no "Payment Received" email while that notification is off', async () => {
    const switchTo = async (on: boolean) =>
      expect(
        (
          await call(server, 'updateSettings', {
            token,
            body: { settings: { notifications: { pushNotifications: on } } },
          })
        ).status,
      ).toBe(200);
    await switchTo(false);
    try {
      const before = mail.received.length;
      const transaction = unique('pi');
      expect((await deliver(event('invoice.paid', invoice(transaction)))).body.applied).toBe(true);
      expect(await payment(transaction)).toMatchObject({ status: 'completed' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(mail.received).toHaveLength(before);
    } finally {
      await switchTo(true);
    }
  });

  it('records a failed invoice as a failed payment, and a refund refunds a completed one', async () => {
    const failedBefore = (await stats()).failedPayments;
    const failing = unique('pi');
    expect((await deliver(event('invoice.payment_failed', invoice(failing)))).body.applied).toBe(true);
    expect(await payment(failing)).toMatchObject({ status: 'failed', amount: 9.99 });
    expect((await stats()).failedPayments).toBe(failedBefore + 1);

    const paid = unique('pi');
    await deliver(event('invoice.paid', invoice(paid)));
    const refund = await deliver(
      event('charge.refunded', { id: unique('ch'), object: 'charge', payment_intent: paid }),
    );
    expect(refund.body).toMatchObject({ applied: true, message: `Payment ${paid} refunded.` });
    expect(await payment(paid)).toMatchObject({ status: 'refunded' });
    // A late invoice.paid of the same payment does not undo the refund.
    expect((await deliver(event('invoice.paid', invoice(paid)))).body.applied).toBe(false);
    expect(await payment(paid)).toMatchObject({ status: 'refunded' });
  });

  it('applies subscription changes in the order Stripe made them, whatever order they arrive in', async () => {
    const internal = server.internal;
    if (!internal) throw new Error('in-process only');
    const row = await internal.database.db
      .selectFrom('user_subscriptions')
      .select(['user_id', 'provider_subscription_id'])
      .where('status', '=', 'active')
      .where('provider_subscription_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = String(row.provider_subscription_id);
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 20 * 86_400;
    const subscription = (extra: Record<string, unknown>) => ({
      id,
      object: 'subscription',
      status: 'active',
      ...extra,
    });
    const detail = async () =>
      (
        await call<{ subscriptionStatus: string; subscriptionEndDate: string | null }>(
          server,
          'getUserSubscription',
          {
            token,
            params: { id: row.user_id },
          },
        )
      ).body;

    const newer = await deliver(
      event(
        'customer.subscription.updated',
        subscription({ cancel_at_period_end: true, current_period_end: periodEnd }),
        now,
      ),
    );
    expect(newer.body.applied).toBe(true);
    expect(await detail()).toMatchObject({
      subscriptionStatus: 'cancel_at_period_end',
      subscriptionEndDate: new Date(periodEnd * 1000).toISOString(),
    });
    const older = await deliver(
      event('customer.subscription.updated', subscription({ cancel_at_period_end: false }), now - 60),
    );
    expect(older.body).toMatchObject({
      applied: false,
      message: `Subscription ${id} has a newer event applied already; this older one changes nothing.`,
    });
    expect((await detail()).subscriptionStatus).toBe('cancel_at_period_end');
    const deleted = await deliver(
      event('customer.subscription.deleted', subscription({ status: 'canceled' }), now + 1),
    );
    expect(deleted.body.applied).toBe(true);
    expect((await detail()).subscriptionStatus).toBe('canceled');
  });

  /** A plan of this test, connected to the server's (local) payment provider. */
  async function connectedPlan() {
    const key = unique('hooked').replace(/[^a-z0-9_-]/g, '_');
    const created = await call<{
      plan: { id: number; stripe_product_id: string; stripe_monthly_price_id: string };
    }>(server, 'createStripePlan', {
      token,
      body: {
        name: `Hooked ${key}`,
        plan_key: key,
        plan_type: 'family',
        description: 'Changed in Stripe by this test',
        price_monthly: 20,
        yearly_discount_percentage: 0,
        price_yearly: 0,
        max_children: 5,
        max_team_members: 0,
        is_enterprise: false,
        selectedFeatures: {},
      },
    });
    expect(created.status).toBe(201);
    return { key, ...created.body.plan };
  }

  async function stripePlan(id: number) {
    const list = await call<{
      plans: Array<{
        id: number;
        name: string;
        description: string;
        is_active: boolean;
        price_monthly: number;
        stripe_product_id: string | null;
        stripe_monthly_price_id: string | null;
        stripe_yearly_price_id: string | null;
      }>;
    }>(server, 'listStripePlans', { token });
    return list.body.plans.find((plan) => plan.id === id);
  }

  // Made in Stripe's dashboard after the plan was saved here (the server's own calls come before).
  const later = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  it('a product renamed, deactivated or deleted in Stripe reaches its plan; an older event changes nothing', async () => {
    const plan = await connectedPlan();
    const product = (extra: Record<string, unknown>) => ({
      id: plan.stripe_product_id,
      object: 'product',
      name: 'Renamed in Stripe',
      description: 'Described in Stripe',
      active: false,
      metadata: { plan_key: plan.key },
      ...extra,
    });
    const renamed = await deliver(event('product.updated', product({}), later(10)));
    expect(renamed.body).toMatchObject({
      applied: true,
      message: `Plan "Hooked ${plan.key}" takes its product's name, description, active flag from Stripe.`,
    });
    expect(await stripePlan(plan.id)).toMatchObject({
      name: 'Renamed in Stripe',
      description: 'Described in Stripe',
      is_active: false,
    });
    // An inactive plan is sold to nobody: no pricing card.
    const cards = await call<{ plans: Array<{ id: number }> }>(server, 'listPricingPlans', { token });
    expect(cards.body.plans.some((card) => card.id === plan.id)).toBe(false);

    const older = await deliver(
      event('product.updated', product({ name: 'Older name', active: true }), later(5)),
    );
    expect(older.body).toMatchObject({
      applied: false,
      message: `This event of product ${plan.stripe_product_id} is older than what the plan holds; nothing changed.`,
    });
    expect((await stripePlan(plan.id))?.name).toBe('Renamed in Stripe');

    const deleted = await deliver(event('product.deleted', product({}), later(20)));
    expect(deleted.body.applied).toBe(true);
    expect(await stripePlan(plan.id)).toMatchObject({
      stripe_product_id: null,
      stripe_monthly_price_id: null,
      stripe_yearly_price_id: null,
    });
  });

  it("a price made in Stripe becomes the plan's price on every screen; the server's own events and an archived price change nothing", async () => {
    const plan = await connectedPlan();
    const price = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      object: 'price',
      product: plan.stripe_product_id,
      active: true,
      currency: 'usd',
      unit_amount: 4200,
      recurring: { interval: 'month' },
      ...extra,
    });
    // The event of a price the server made itself, sent back before the plan was saved.
    const own = await deliver(event('price.created', price(unique('price_own')), later(-60)));
    expect(own.body.applied).toBe(false);
    expect((await stripePlan(plan.id))?.price_monthly).toBe(20);

    const made = unique('price_dashboard');
    const created = await deliver(event('price.created', price(made), later(10)));
    expect(created.body).toMatchObject({
      applied: true,
      message: `Plan "Hooked ${plan.key}" now charges $42.00 / month (price ${made}, made in Stripe).`,
    });
    expect(await stripePlan(plan.id)).toMatchObject({ price_monthly: 42, stripe_monthly_price_id: made });
    const cards = await call<{ plans: Array<{ id: number; price: number }> }>(server, 'listPricingPlans', {
      token,
    });
    expect(cards.body.plans.find((card) => card.id === plan.id)?.price).toBe(42);
    // The server's provider has no such price: the plans are out of step until a sync.
    const status = await call<{ sync_status: { needs_sync: boolean } }>(server, 'getStripeSyncStatus', {
      token,
    });
    expect(status.body.sync_status.needs_sync).toBe(true);

    const archived = await deliver(event('price.updated', price(made, { active: false }), later(20)));
    expect(archived.body).toMatchObject({
      applied: false,
      message: `Plan "Hooked ${plan.key}"'s monthly price ${made} was archived in Stripe: Sync with Stripe gives the plan an active one.`,
    });
    const euro = await deliver(
      event('price.created', price(unique('price_eur'), { currency: 'eur' }), later(30)),
    );
    expect(euro.body.applied).toBe(false);
    expect((await stripePlan(plan.id))?.stripe_monthly_price_id).toBe(made);
  });

  it('acknowledges a type it does not use', async () => {
    const result = await deliver(event('customer.created', { id: unique('cus'), object: 'customer' }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      applied: false,
      message: 'Events of type customer.created are not used; acknowledged.',
    });
  });

  it('refuses forged, unsigned and stale events with 400 and changes nothing', async () => {
    const before = await stats();
    const cases = [
      { name: 'forged', options: { secret: 'whsec_someone_else_0123456789' } },
      { name: 'unsigned', options: { signed: false } },
      { name: 'stale', options: { timestamp: Math.floor(Date.now() / 1000) - 600 } },
    ];
    for (const { name, options } of cases) {
      const transaction = unique('pi');
      const refused = await deliver(
        event('invoice.paid', invoice(transaction, { amount_paid: 100_000 })),
        options,
      );
      expect(refused.status, name).toBe(400);
      expect(refused.body.error, name).toBe('validation_failed');
      expect(await payment(transaction), name).toBeUndefined();
    }
    // A body changed after signing.
    const body = JSON.stringify(event('invoice.paid', invoice(unique('pi'))));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    const tampered = await call<{ error: string }>(server, 'receiveStripeEvent', {
      body: body.replace('"amount_paid":999', '"amount_paid":99900'),
      headers: { 'stripe-signature': signature },
    });
    expect(tampered.status).toBe(400);
    expect((await stats()).totalRevenue).toBeCloseTo(before.totalRevenue, 2);
  });
});

describeInternals('receiveStripeEvent without STRIPE_WEBHOOK_SECRET', () => {
  it('refuses every event with 400 until a signing secret is stored in Settings › Integrations, then verifies with it', async () => {
    const server = await startServer();
    try {
      const payload = JSON.stringify({
        id: unique('evt'),
        object: 'event',
        type: 'customer.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      const signed = (secret: string) => ({
        body: payload,
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
      const refused = await call<{ error: string }>(server, 'receiveStripeEvent', signed(SECRET));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('validation_failed');

      const token = await adminToken(server);
      const saved = await call<{ settings: { integrations: Record<string, unknown> } }>(
        server,
        'updateSettings',
        {
          token,
          body: { settings: { integrations: { stripeWebhookSecret: SECRET } } },
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.settings.integrations).toMatchObject({ stripeWebhookSecretSet: true });
      expect(JSON.stringify(saved.body)).not.toContain(SECRET);
      // Saving the tab again without retyping it keeps the stored secret.
      await call(server, 'updateSettings', {
        token,
        body: { settings: { integrations: { stripeWebhookSecret: '', analyticsId: 'G-KEPT' } } },
      });

      expect((await call(server, 'receiveStripeEvent', signed('whsec_someone_else_0123456789'))).status).toBe(
        400,
      );
      const accepted = await call<{ received: boolean }>(server, 'receiveStripeEvent', signed(SECRET));
      expect(accepted.status).toBe(200);
      expect(accepted.body.received).toBe(true);
    } finally {
      await server.close();
    }
  });
});

import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import Stripe from 'stripe';
import { inAuditedTransaction } from '../audit/context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { notifyPaymentReceived } from '../mail/notifications.ts';
import { readSettingsGroup } from '../settings/settings-store.ts';
import { fromCents } from './payment-provider.ts';

/**
 * Stripe's events through its webhook (`POST /api/webhooks/stripe`): payments, failures, refunds
 * and subscription changes made in Stripe reach Payment Management and User Management as they
 * happen, and changes to a plan's product or prices made in Stripe's dashboard reach the plan
 * (its name, description, active flag, prices and ids) on all three screens that show it. The signature is checked with the official SDK over the raw body; each event id is
 * applied once (`provider_events`), in one transaction with the audit trail's actor "Stripe".
 * Objects are read field by field rather than through the SDK's types, because an endpoint
 * receives events in the API version its Stripe account was set to, which may be older or newer
 * than the SDK's.
 */

type StripeObject = Record<string, unknown>;

interface Outcome {
  applied: boolean;
  message: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const idOf = (value: unknown): string | undefined =>
  text(value) ?? (value && typeof value === 'object' ? text((value as StripeObject).id) : undefined);
const seconds = (value: unknown): Date | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : undefined;
const dollars = (cents: unknown) => (typeof cents === 'number' ? fromCents(cents) : 0);
const money = (amount: number) => `$${amount.toFixed(2)}`;

async function signingSecret(request: FastifyRequest): Promise<string | undefined> {
  const { config, rootDb } = request.server;
  if (config.stripeWebhookSecret) return config.stripeWebhookSecret;
  const integrations = await readSettingsGroup(rootDb, 'integrations');
  return text(integrations.stripeWebhookSecret);
}

/** The event, verified: its signature over the raw body with the secret, within 5 minutes. */
async function verifiedEvent(request: FastifyRequest): Promise<Stripe.Event> {
  const secret = await signingSecret(request);
  if (!secret)
    throw new HttpError(
      400,
      'validation_failed',
      'No webhook signing secret is set (STRIPE_WEBHOOK_SECRET or Settings › Integrations), so no event can be verified. Nothing was changed.',
    );
  const signature = request.headers['stripe-signature'];
  const raw = (request as FastifyRequest & { rawBody?: string }).rawBody;
  if (typeof signature !== 'string' || signature === '' || raw === undefined)
    throw new HttpError(
      400,
      'validation_failed',
      'The Stripe-Signature header is missing. Nothing was changed.',
      [{ path: 'header/stripe-signature', message: 'is required' }],
    );
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'it does not match';
    throw new HttpError(
      400,
      'validation_failed',
      `The event's signature was refused: ${reason} Nothing was changed.`,
    );
  }
}

/** The transaction id of a paid or failed invoice: its payment intent or charge, else the invoice itself. */
function invoiceTransaction(invoice: StripeObject): string {
  const payments = (invoice.payments as { data?: Array<{ payment?: StripeObject }> } | undefined)?.data ?? [];
  const payment = payments[0]?.payment;
  return (
    idOf(invoice.payment_intent) ??
    idOf(invoice.charge) ??
    idOf(payment?.payment_intent) ??
    idOf(payment?.charge) ??
    String(invoice.id)
  );
}

async function userIdByEmail(trx: Transaction<Database>, email: string): Promise<number | null> {
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return user?.id ?? null;
}

/**
 * One invoice's payment, recorded as `status` under its transaction id; an existing row changes
 * only from the states listed in `replaces` (a paid invoice turns a failed attempt completed; a
 * refund or a completion is never undone). Undefined when nothing changed.
 */
async function recordInvoicePayment(
  trx: Transaction<Database>,
  invoice: StripeObject,
  status: 'completed' | 'failed',
  replaces: Array<'pending' | 'failed'>,
) {
  const email = text(invoice.customer_email) ?? 'unknown@stripe.customer';
  const amount = dollars(status === 'completed' ? invoice.amount_paid : invoice.amount_due);
  const transaction = invoiceTransaction(invoice);
  const row = await trx
    .insertInto('payments')
    .values({
      user_id: await userIdByEmail(trx, email),
      user_email: email,
      transaction_id: transaction,
      amount,
      status,
    })
    .onConflict((conflict) =>
      conflict
        .column('transaction_id')
        .doUpdateSet({ status, amount })
        .where('payments.status', 'in', replaces),
    )
    .returning('id')
    .executeTakeFirst();
  return { recorded: row !== undefined, email, amount, transaction };
}

async function invoicePaid(
  trx: Transaction<Database>,
  invoice: StripeObject,
  request: FastifyRequest,
): Promise<Outcome> {
  const { recorded, email, amount, transaction } = await recordInvoicePayment(trx, invoice, 'completed', [
    'pending',
    'failed',
  ]);
  if (!recorded)
    return { applied: false, message: `Payment ${transaction} was recorded already; nothing changed.` };
  const queued = await notifyPaymentReceived(trx, {
    amount,
    currency: text(invoice.currency) ?? 'usd',
    payer: email,
    description: text(invoice.description) ?? `Stripe invoice ${String(invoice.id)}`,
    paidAt: seconds((invoice.status_transitions as StripeObject | undefined)?.paid_at) ?? new Date(),
  });
  if (queued) request.server.mail.wakeAfter(request);
  return {
    applied: true,
    message: `Payment ${transaction} of ${money(amount)} from ${email} recorded as completed.`,
  };
}

async function invoiceFailed(trx: Transaction<Database>, invoice: StripeObject): Promise<Outcome> {
  const { recorded, email, amount, transaction } = await recordInvoicePayment(trx, invoice, 'failed', [
    'pending',
  ]);
  return recorded
    ? { applied: true, message: `Failed payment ${transaction} of ${money(amount)} from ${email} recorded.` }
    : {
        applied: false,
        message: `Payment ${transaction} is recorded already; a failed attempt does not change it.`,
      };
}

async function chargeRefunded(trx: Transaction<Database>, charge: StripeObject): Promise<Outcome> {
  const ids = [idOf(charge.payment_intent), idOf(charge.id), idOf(charge.invoice)].filter(
    (id): id is string => id !== undefined,
  );
  const refunded = await trx
    .updateTable('payments')
    .set({ status: 'refunded' })
    .where('transaction_id', 'in', ids)
    .where('status', '=', 'completed')
    .returning('transaction_id')
    .executeTakeFirst();
  return refunded
    ? { applied: true, message: `Payment ${refunded.transaction_id} refunded.` }
    : { applied: false, message: `No completed payment matches ${ids.join(' / ')}; nothing changed.` };
}

async function subscriptionChanged(
  trx: Transaction<Database>,
  event: Stripe.Event,
  subscription: StripeObject,
): Promise<Outcome> {
  const id = String(subscription.id);
  const at = new Date(event.created * 1000);
  const deleted = event.type === 'customer.subscription.deleted' || subscription.status === 'canceled';
  const status = deleted
    ? 'canceled'
    : subscription.cancel_at_period_end === true
      ? 'cancel_at_period_end'
      : 'active';
  const items = (subscription.items as { data?: StripeObject[] } | undefined)?.data ?? [];
  const periodEnd = seconds(subscription.current_period_end) ?? seconds(items[0]?.current_period_end);
  const canceledAt = deleted
    ? (seconds(subscription.canceled_at) ?? seconds(subscription.ended_at) ?? at)
    : null;
  const updated = await trx
    .updateTable('user_subscriptions')
    .set({
      status,
      canceled_at: canceledAt,
      ...(periodEnd ? { current_period_end: periodEnd } : {}),
      provider_event_at: at,
    })
    .where('provider_subscription_id', '=', id)
    // An older event arriving after a newer one does not undo it.
    .where((where) =>
      where.or([where('provider_event_at', 'is', null), where('provider_event_at', '<=', at)]),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (updated)
    return { applied: true, message: `Subscription ${id} of user ${updated.user_id} is now ${status}.` };
  const known = await trx
    .selectFrom('user_subscriptions')
    .select('id')
    .where('provider_subscription_id', '=', id)
    .executeTakeFirst();
  return {
    applied: false,
    message: known
      ? `Subscription ${id} has a newer event applied already; this older one changes nothing.`
      : `No user's subscription is ${id}; nothing changed.`,
  };
}

// ---------------------------------------------------------------- products and prices

type PlanEventKey = 'product' | 'month' | 'year';

/** The plan a provider product belongs to, locked for this event's change. */
async function planOfProduct(trx: Transaction<Database>, productId: string | undefined) {
  if (!productId) return undefined;
  return trx
    .selectFrom('plans')
    .select([
      'id',
      'name',
      'description',
      'is_active',
      'stripe_monthly_price_id',
      'stripe_yearly_price_id',
      'updated_at',
      'provider_events_at',
    ])
    .where('stripe_product_id', '=', productId)
    .forUpdate()
    .executeTakeFirst();
}

type PlanOfProduct = NonNullable<Awaited<ReturnType<typeof planOfProduct>>>;

/**
 * Whether an event made at `at` may change this part of the plan: it is newer than the last event
 * applied to that part, and newer than the plan's last change through the admin API. The second
 * rule keeps the events of the server's own provider calls, which Stripe sends back and which are
 * made just before the plan is saved, from undoing an edit that followed them.
 */
function eventIsNewer(plan: PlanOfProduct, key: PlanEventKey, at: Date): boolean {
  const last = plan.provider_events_at[key];
  if (last && new Date(last) >= at) return false;
  return at > new Date(plan.updated_at);
}

async function savePlanFromEvent(
  trx: Transaction<Database>,
  plan: PlanOfProduct,
  key: PlanEventKey,
  at: Date,
  changes: Partial<{
    name: string;
    description: string;
    is_active: boolean;
    price_monthly: number;
    price_yearly: number;
    stripe_product_id: null;
    stripe_monthly_price_id: string | null;
    stripe_yearly_price_id: string | null;
  }>,
) {
  await trx
    .updateTable('plans')
    // updated_at stays the time of the last change through the admin API (eventIsNewer).
    .set({
      ...changes,
      provider_events_at: JSON.stringify({ ...plan.provider_events_at, [key]: at.toISOString() }),
    })
    .where('id', '=', plan.id)
    .execute();
}

const STALE = 'is older than what the plan holds; nothing changed.';

async function productChanged(
  trx: Transaction<Database>,
  event: Stripe.Event,
  product: StripeObject,
): Promise<Outcome> {
  const id = String(product.id);
  const at = new Date(event.created * 1000);
  const plan = await planOfProduct(trx, id);
  if (!plan) {
    const key = text((product.metadata as StripeObject | undefined)?.plan_key);
    return {
      applied: false,
      message: key
        ? `Product ${id} (plan key "${key}") has no plan here: Sync with Stripe imports it.`
        : `Product ${id} is not a plan's; nothing changed.`,
    };
  }
  if (!eventIsNewer(plan, 'product', at))
    return { applied: false, message: `This event of product ${id} ${STALE}` };
  if (event.type === 'product.deleted') {
    await savePlanFromEvent(trx, plan, 'product', at, {
      stripe_product_id: null,
      stripe_monthly_price_id: null,
      stripe_yearly_price_id: null,
    });
    return {
      applied: true,
      message: `Plan "${plan.name}" is no longer connected: its product ${id} was deleted in Stripe.`,
    };
  }
  const changes: { name?: string; description?: string; is_active?: boolean } = {};
  const name = text(product.name);
  if (name && name !== plan.name) changes.name = name.slice(0, 100);
  const description = typeof product.description === 'string' ? product.description : '';
  if (description !== plan.description) changes.description = description;
  if (typeof product.active === 'boolean' && product.active !== plan.is_active)
    changes.is_active = product.active;
  if (Object.keys(changes).length === 0)
    return { applied: false, message: `Plan "${plan.name}" already matches product ${id}; nothing changed.` };
  await savePlanFromEvent(trx, plan, 'product', at, changes);
  return {
    applied: true,
    message: `Plan "${plan.name}" takes its product's ${Object.keys(changes)
      .map((field) => (field === 'is_active' ? 'active flag' : field))
      .join(', ')} from Stripe.`,
  };
}

async function priceChanged(
  trx: Transaction<Database>,
  event: Stripe.Event,
  price: StripeObject,
): Promise<Outcome> {
  const id = String(price.id);
  const at = new Date(event.created * 1000);
  const plan = await planOfProduct(trx, idOf(price.product));
  if (!plan) return { applied: false, message: `Price ${id} is not of a plan's product; nothing changed.` };
  const interval = (price.recurring as StripeObject | null | undefined)?.interval;
  if ((interval !== 'month' && interval !== 'year') || text(price.currency) !== 'usd') {
    return {
      applied: false,
      message: `Price ${id} of plan "${plan.name}" is not a monthly or yearly USD price; nothing changed.`,
    };
  }
  const current = interval === 'month' ? plan.stripe_monthly_price_id : plan.stripe_yearly_price_id;
  const cycle = interval === 'month' ? 'monthly' : 'yearly';
  const gone = event.type === 'price.deleted' || price.active === false;
  if (gone) {
    return {
      applied: false,
      message:
        current === id
          ? `Plan "${plan.name}"'s ${cycle} price ${id} was archived in Stripe: Sync with Stripe gives the plan an active one.`
          : `Price ${id} is not a price plan "${plan.name}" uses; nothing changed.`,
    };
  }
  if (current === id)
    return { applied: false, message: `Plan "${plan.name}" uses price ${id} already; nothing changed.` };
  if (!eventIsNewer(plan, interval, at))
    return { applied: false, message: `This event of price ${id} ${STALE}` };
  const amount = dollars(price.unit_amount);
  await savePlanFromEvent(
    trx,
    plan,
    interval,
    at,
    interval === 'month'
      ? { price_monthly: amount, stripe_monthly_price_id: id }
      : { price_yearly: amount, stripe_yearly_price_id: id },
  );
  return {
    applied: true,
    message: `Plan "${plan.name}" now charges ${money(amount)} / ${interval} (price ${id}, made in Stripe).`,
  };
}

async function apply(
  trx: Transaction<Database>,
  event: Stripe.Event,
  request: FastifyRequest,
): Promise<Outcome> {
  const object = event.data.object as unknown as StripeObject;
  switch (event.type) {
    case 'invoice.paid':
      return invoicePaid(trx, object, request);
    case 'invoice.payment_failed':
      return invoiceFailed(trx, object);
    case 'charge.refunded':
      return chargeRefunded(trx, object);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(trx, event, object);
    case 'product.created':
    case 'product.updated':
    case 'product.deleted':
      return productChanged(trx, event, object);
    case 'price.created':
    case 'price.updated':
    case 'price.deleted':
      return priceChanged(trx, event, object);
    default:
      return { applied: false, message: `Events of type ${event.type} are not used; acknowledged.` };
  }
}

export async function receiveEvent(request: FastifyRequest): Promise<Outcome> {
  const event = await verifiedEvent(request);
  const context = {
    actorType: 'stripe' as const,
    actorName: 'Stripe',
    action: 'receiveStripeEvent',
    requestId: request.id,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
  try {
    return await inAuditedTransaction(request.server.rootDb, context, async (trx) => {
      const first = await trx
        .insertInto('provider_events')
        .values({ id: event.id, type: event.type, created_at: new Date(event.created * 1000), outcome: '' })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!first) {
        // What the first delivery did, so Stripe's dashboard shows it for a resent event too.
        const before = await trx
          .selectFrom('provider_events')
          .select('outcome')
          .where('id', '=', event.id)
          .executeTakeFirst();
        return {
          applied: false,
          message: `Event ${event.id} was received before (${before?.outcome || 'being applied'}); nothing changed.`,
        };
      }
      const outcome = await apply(trx, event, request);
      await trx
        .updateTable('provider_events')
        .set({ outcome: outcome.message })
        .where('id', '=', event.id)
        .execute();
      return outcome;
    });
  } catch (error) {
    // Answered 500: Stripe sends the event again later. The operator hears of it now.
    request.server.mail.alertAfter(
      request,
      'A Stripe event could not be applied',
      `Stripe's event ${event.id} (${event.type}) failed while being applied: ${
        error instanceof Error ? error.message.split('\n')[0] : String(error)
      }. Stripe will send it again; nothing of it was kept.`,
    );
    throw error;
  }
}

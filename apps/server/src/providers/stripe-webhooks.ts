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
 * happen. The signature is checked with the official SDK over the raw body; each event id is
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
      if (!first)
        return { applied: false, message: `Event ${event.id} was received before; nothing changed.` };
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

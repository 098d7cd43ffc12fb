import type { Settings } from '@aac/domain';
import type { Kysely } from 'kysely';
import type { Database, EmailKind } from '../db/schema.ts';
import { readAllSettings } from '../settings/settings-store.ts';
import { type OutboxRow, queueEmail } from './queue.ts';
import {
  type EmailContent,
  type NotificationSwitch,
  newUserRegistrationEmail,
  paymentReceivedEmail,
  type ReceivedPayment,
  type RegisteredUser,
  type Site,
  systemAlertEmail,
} from './templates.ts';
import { missingMailSettings } from './transport.ts';

/**
 * The three notifications of Settings › Notifications, each emailed to the general settings'
 * adminEmail while its switch is on: "New User Registration" (emailNotifications), "Payment
 * Received" (pushNotifications) and "System Alerts" (smsNotifications). Each is queued in the
 * caller's transaction (src/mail/queue.ts), so it goes out only if the event itself is kept.
 * Nothing is queued while the switch is off, no admin email is set or no mail server is set.
 */

export function siteOf(settings: Settings): Site {
  return { name: settings.general.siteName.trim() || 'AAC Admin', url: settings.general.siteUrl.trim() };
}

async function notify(
  db: Kysely<Database>,
  notification: NotificationSwitch,
  kind: EmailKind,
  build: (site: Site) => EmailContent,
): Promise<OutboxRow | undefined> {
  const settings = await readAllSettings(db);
  const to = settings.general.adminEmail.trim();
  if (!settings.notifications[notification] || to === '' || missingMailSettings(settings.email))
    return undefined;
  return queueEmail(db, kind, to, build(siteOf(settings)));
}

/** "New User Registration": a user registered (registerUser). */
export function notifyNewUser(db: Kysely<Database>, user: RegisteredUser) {
  return notify(db, 'emailNotifications', 'newUserRegistration', (site) =>
    newUserRegistrationEmail(site, user),
  );
}

/** "Payment Received": a payment was recorded as completed. */
export function notifyPaymentReceived(db: Kysely<Database>, payment: ReceivedPayment) {
  return notify(db, 'pushNotifications', 'paymentReceived', (site) => paymentReceivedEmail(site, payment));
}

/** "System Alerts": what an operator must know at once. */
export function notifySystemAlert(db: Kysely<Database>, title: string, detail: string) {
  return notify(db, 'smsNotifications', 'systemAlert', (site) => systemAlertEmail(site, title, detail));
}

/**
 * Emails given up after their attempts (test emails aside, whose outcome the admin saw) are
 * reported once, in one System Alert, when a delivery has just worked again: sent while the mail
 * server was down, the alert would be given up too. Each is marked reported whether or not the
 * switch is on, so turning it on later does not bring up old failures. Returns how many alerts
 * were queued (0 or 1).
 */
export async function reportGivenUp(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const givenUp = await trx
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'last_error'])
      .where('status', '=', 'failed')
      .where('kind', '<>', 'test')
      .where('failure_reported_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    if (givenUp.length === 0) return 0;
    await trx
      .updateTable('email_outbox')
      .set({ failure_reported_at: new Date() })
      .where(
        'id',
        'in',
        givenUp.map((row) => row.id),
      )
      .execute();
    const count = givenUp.length === 1 ? '1 email' : `${givenUp.length} emails`;
    const alert = await notifySystemAlert(
      trx,
      `${count} could not be delivered`,
      `After every attempt, the mail server did not take ${count}; delivery works again now. ${givenUp
        .map((row) => `"${row.subject}" to ${row.to_address} (${row.last_error ?? 'no reason given'})`)
        .join('; ')}.`,
    );
    return alert ? 1 : 0;
  });
}

import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { readAllSettings } from '../settings/settings-store.ts';
import { siteOf } from './notifications.ts';
import { deliveryView, queueEmail } from './queue.ts';
import { testEmail } from './templates.ts';

export interface TestEmailResult {
  sent: boolean;
  message: string;
  delivery: ReturnType<typeof deliveryView>;
}

const results = new WeakMap<FastifyRequest, TestEmailResult>();

/**
 * preHandler of sendTestEmail (after the guard and validation, before the handler's
 * transaction): the SMTP conversation can take up to its timeouts, which must not hold a database
 * connection. The email goes through the outbox like any other, as one attempt that is not
 * retried, and the outcome waits for the handler.
 */
export async function deliverTestEmail(request: FastifyRequest): Promise<void> {
  const { rootDb, mail } = request.server;
  const settings = await readAllSettings(rootDb);
  const typed = (request.body as { to?: string }).to?.trim();
  const to = typed || settings.general.adminEmail.trim();
  if (!to) {
    const message = 'Type an address to send the test email to, or set the admin email on the General tab.';
    throw new HttpError(400, 'validation_failed', message, [{ path: '/to', message }]);
  }
  const admin = request.admin;
  const requestedBy = admin ? `${admin.first_name} ${admin.last_name} (${admin.email})` : 'an admin';
  const server = `${settings.email.smtpHost.trim()}:${settings.email.smtpPort}`;
  const queued = await queueEmail(rootDb, 'test', to, testEmail(siteOf(settings), server, requestedBy), {
    maxAttempts: 1,
    sendingNow: true,
  });
  const delivered = await mail.sendNow(queued);
  results.set(request, {
    sent: !delivered.failure,
    message: delivered.failure ?? `Test email sent to ${to}`,
    delivery: deliveryView(delivered.row),
  });
}

/** The outcome deliverTestEmail left for this request. */
export function testEmailResult(request: FastifyRequest): TestEmailResult {
  const result = results.get(request);
  if (!result) throw new Error('sendTestEmail ran without its preHandler');
  return result;
}

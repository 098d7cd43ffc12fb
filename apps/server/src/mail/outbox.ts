import { hostname } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { readAllSettings } from '../settings/settings-store.ts';
import { notifySystemAlert, reportGivenUp } from './notifications.ts';
import { LEASE, type OutboxRow, retryDelayMs } from './queue.ts';
import { MailFailure, sendEmail } from './transport.ts';

export interface Delivered {
  row: OutboxRow;
  /** Why the attempt failed; undefined when the mail server accepted the email. */
  failure?: string;
}

/**
 * The worker that delivers the outbox. Each instance runs one; they share the table. A due email
 * is claimed with `for update skip locked` (two instances never claim the same row) and leased
 * for two minutes while it is sent, outside any transaction (the mail server may take seconds,
 * which must not hold a database connection, PGlite's only one least of all). A failure waits
 * longer each time, up to MAX_ATTEMPTS; an email given up is reported to the admin email as a
 * System Alert once delivery works again.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private soonTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly woken = new WeakSet<FastifyRequest>();
  private readonly alerts = new WeakMap<FastifyRequest, Array<{ title: string; detail: string }>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<ServerConfig, 'mailPollMs' | 'mailRetryBaseMs' | 'smtpCa'>,
    private readonly log: Pick<FastifyInstance['log'], 'warn' | 'info'>,
  ) {}

  /** Polls while the server runs, and delivers what a request queued as soon as it has answered. */
  install(app: FastifyInstance): void {
    app.addHook('onReady', async () => {
      this.timer = setInterval(() => this.soon(0), this.config.mailPollMs);
      this.timer.unref();
      this.soon(0);
    });
    app.addHook('onResponse', async (request) => {
      // The request's transaction has committed (or rolled back) by now.
      for (const { title, detail } of this.alerts.get(request) ?? []) {
        await notifySystemAlert(this.db, title, detail).catch((error: unknown) =>
          this.log.warn({ err: error, title }, 'system alert could not be queued'),
        );
        this.woken.add(request);
      }
      if (this.woken.has(request)) this.soon(0);
    });
    app.addHook('onClose', async () => {
      this.stopped = true;
      clearInterval(this.timer);
      clearTimeout(this.soonTimer);
      await this.running;
    });
  }

  /** Delivers what `request` queued once it has answered. */
  wakeAfter(request: FastifyRequest): void {
    this.woken.add(request);
  }

  /**
   * Queues a System Alert once `request` has answered, outside its transaction: for a failure
   * that rolls the request's own changes back, and must still be told.
   */
  alertAfter(request: FastifyRequest, title: string, detail: string): void {
    this.alerts.set(request, [...(this.alerts.get(request) ?? []), { title, detail }]);
  }

  /** Runs a delivery round in `delayMs` (one round at a time; a wake during one runs another). */
  soon(delayMs = 50): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.soonTimer);
    this.soonTimer = setTimeout(() => {
      this.running = this.deliverDue()
        .then(
          () => undefined,
          (error: unknown) => this.log.warn({ err: error }, 'mail outbox round failed; it runs again'),
        )
        .finally(() => {
          this.running = undefined;
          if (this.again) {
            this.again = false;
            this.soon(0);
          }
        });
    }, delayMs);
    this.soonTimer.unref();
  }

  /** Delivers every email due now, one at a time; resolves with how many were attempted. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    for (let row = await this.claim(); row && !this.stopped; row = await this.claim()) {
      await this.deliver(row);
      attempted += 1;
    }
    return attempted;
  }

  private async claim(): Promise<OutboxRow | undefined> {
    const result = await sql<OutboxRow>`
      update email_outbox
         set status = 'sending', attempts = attempts + 1, locked_until = now() + ${sql.raw(`interval '${LEASE}'`)}
       where id = (
         select id from email_outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by next_attempt_at, id
          limit 1
          for update skip locked)
      returning *`.execute(this.db);
    return result.rows[0];
  }

  /** Sends an email queued as `sendingNow` (its attempt claimed already): a test email, whose outcome the admin waits for. */
  sendNow(row: OutboxRow): Promise<Delivered> {
    return this.deliver(row);
  }

  private async deliver(row: OutboxRow): Promise<Delivered> {
    const { email } = await readAllSettings(this.db);
    try {
      await sendEmail(
        email,
        {
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: `<outbox-${row.id}-${row.created_at.getTime()}@${hostname()}>`,
        },
        this.config.smtpCa,
      );
    } catch (error) {
      const reason = error instanceof MailFailure ? error.message : 'The email could not be sent';
      if (!(error instanceof MailFailure))
        this.log.warn({ err: error, email: row.id }, 'mail delivery failed');
      const givenUp = row.attempts >= row.max_attempts;
      const updated = await this.db
        .updateTable('email_outbox')
        .set({
          status: givenUp ? 'failed' : 'pending',
          last_error: reason,
          locked_until: null,
          next_attempt_at: new Date(Date.now() + retryDelayMs(row.attempts, this.config.mailRetryBaseMs)),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: updated, failure: reason };
    }
    const updated = await this.db
      .updateTable('email_outbox')
      .set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Delivery works (again): now is when the admin can hear of what was given up.
    if ((await reportGivenUp(this.db)) > 0) this.soon(0);
    return { row: updated };
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { isTransactionCollision } from '../db/failures.ts';
import type { Database } from '../db/schema.ts';
import { TRANSACTION_ATTEMPTS } from '../db/transaction.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Who is acting, as the audit triggers read it (`app.audit`, local to the transaction): the
 * actor at this moment (their role too, which may change later), the operation and the request.
 */
export interface AuditContext {
  actorType: 'admin' | 'user' | 'anonymous' | 'stripe' | 'system';
  actorId?: number | null;
  actorEmail?: string | null;
  actorName?: string | null;
  actorRole?: string | null;
  action: string;
  requestId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The bulk action the request is one of (its `X-Batch-Id`): its entries share it. */
  batchId?: string | null;
}

/** An `X-Batch-Id` as the contract allows it: a UUID or a similar token of the client's choosing. */
const BATCH_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's `X-Batch-Id`, or null without one; a malformed one is refused, not dropped. */
export function batchIdOf(request: FastifyRequest): string | null {
  const header = request.headers['x-batch-id'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !BATCH_ID.test(header)) {
    throw badRequest('X-Batch-Id must be 8 to 64 letters, digits, hyphens or underscores, such as a UUID.', [
      { path: '', message: 'X-Batch-Id must look like a UUID' },
    ]);
  }
  return header;
}

/** The audit context of an API request, for the operation `action`. */
export function requestAuditContext(request: FastifyRequest, action: string): AuditContext {
  const admin = request.admin;
  const base = {
    action,
    requestId: request.id,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    batchId: batchIdOf(request),
  };
  if (admin) {
    return {
      ...base,
      actorType: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      actorName: `${admin.first_name} ${admin.last_name}`.trim(),
      actorRole: admin.role,
    };
  }
  if (request.token?.kind === 'user') return { ...base, actorType: 'user', actorId: request.token.accountId };
  return { ...base, actorType: 'anonymous' };
}

const current = new AsyncLocalStorage<Transaction<Database>>();

/**
 * The server's database as every module holds it (`app.db`, the payment providers, the settings
 * store): outside a write request it is the database itself; inside one it is that request's
 * transaction, so whatever the handler and the code it calls write lands in the one transaction
 * that carries the audit context and commits or rolls back as a whole. A `transaction()` begun
 * inside joins the request's transaction.
 */
export function requestScopedDatabase(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      const trx = current.getStore();
      if (trx && property === 'transaction') return () => joinedTransaction(trx);
      const source = trx ?? target;
      const value = Reflect.get(source, property, source);
      // Kysely keeps its state in private fields: its methods must run on the real instance.
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** A transaction builder whose execute runs in the transaction already open. */
function joinedTransaction(trx: Transaction<Database>) {
  const builder = {
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) => work(trx),
  };
  return builder;
}

/**
 * Runs `work` in one transaction that carries `context` for the audit triggers, with every use of
 * the request-scoped database inside it joining that transaction (src/db/transaction.ts joins an
 * open one too). A serialisation failure or a deadlock runs the whole of it again, as
 * inTransaction does, after a short random pause.
 */
export async function inAuditedTransaction<T>(
  db: Kysely<Database>,
  context: AuditContext,
  work: (trx: Transaction<Database>, context: AuditContext) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await setAuditContext(trx, context);
        return current.run(trx, () => work(trx, context));
      });
    } catch (error) {
      // A deadlock or serialisation failure rolled the whole request back: run it again.
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionCollision(error)) throw error;
      await sleep(Math.random() * 10 * 2 ** (attempt - 1));
    }
  }
}

/** Names who is acting for the rest of the transaction. */
export async function setAuditContext(trx: Transaction<Database>, context: AuditContext): Promise<void> {
  await sql`select set_config('app.audit', ${JSON.stringify(context)}, true)`.execute(trx);
}

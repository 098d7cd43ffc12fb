import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import { isTransactionCollision } from './failures.ts';
import type { Database } from './schema.ts';

/** Runs of one transaction before its collision reaches the client (as a 503, see the error handler). */
export const TRANSACTION_ATTEMPTS = 4;
const BASE_DELAY_MS = 10;

/**
 * `db.transaction().execute(work)`, run again when PostgreSQL aborts it as a deadlock victim
 * (40P01) or for a serialisation failure (40001): the transaction was rolled back whole, so a
 * new run starts clean. `work` must therefore only touch the database (and locals of its own):
 * calls to a payment provider or the file system stay outside it.
 *
 * Given a transaction already open, `work` joins it and is not retried here: after a deadlock
 * that transaction is aborted as a whole, so only whoever opened it can run it again.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: { onRetry?: (error: unknown, attempt: number) => void } = {},
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionCollision(error)) throw error;
      options.onRetry?.(error, attempt);
      // Full jitter on a doubling ceiling (10, 20, 40 ms): the two sides of a deadlock do not
      // start again in step and collide once more.
      await sleep(Math.random() * BASE_DELAY_MS * 2 ** (attempt - 1));
    }
  }
}

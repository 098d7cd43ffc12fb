import type { FastifyBaseLogger } from 'fastify';
import { Refusal } from './db/migrate.ts';

/** What a start says once the server listens. */
export interface StartFacts {
  url: string;
  database: { kind: string; location: string };
  /** The migrations this start applied. */
  applied: readonly string[];
  /** The accounts to sign in with (demo), or on a first production start the super admin. */
  accountLines: readonly string[];
  /** Contract operations without a handler (they answer 501). */
  missing: readonly string[];
  /** What a fresh database was filled with, and how long it took; null when it was not fresh. */
  seeded: { what: string; seconds: number } | null;
  /** Settings the operator should know are risky or local-only. */
  warnings: readonly string[];
}

/**
 * Says the server is up. In production (`log` given) as two JSON entries of the server's log, for
 * a collector (a banner's lines would each arrive as a message of their own); otherwise as the
 * banner a person reads in a terminal.
 */
export function announceStart(facts: StartFacts, log: FastifyBaseLogger | null, print = console.log): void {
  const { url, database, applied, accountLines, missing, seeded, warnings } = facts;
  if (log) {
    if (seeded) log.info({ seeded: seeded.what, seconds: seeded.seconds }, 'first start: data created');
    log.info(
      {
        url,
        adminApp: `${url}/admin`,
        apiReference: `${url}/api/docs`,
        database: database.kind,
        databaseLocation: database.location,
        migrationsApplied: applied,
        missingOperations: missing,
        // On a first start only: the super admin, and a generated password shown this once.
        ...(accountLines.length > 0 ? { accounts: accountLines.map((line) => line.trim()) } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
      },
      'listening',
    );
    return;
  }
  if (seeded) print(`Seeded ${seeded.what} in ${seeded.seconds.toFixed(1)} s.`);
  print(
    [
      '',
      `AAC admin reference server listening on ${url}`,
      `  Admin app:      ${url}/admin`,
      `  API reference:  ${url}/api/docs`,
      `  Database:       ${database.kind} (${database.location})${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}`,
      ...accountLines,
      ...warnings.map((line) => `  ${line}`),
      missing.length
        ? `  Contract operations not implemented yet (they answer 501): ${missing.join(', ')}`
        : '  Every operation of the contract is implemented.',
      '',
    ].join('\n'),
  );
}

/**
 * What a start that failed prints: in production one JSON line in the log's own shape (pino's
 * fatal level), so a collector keeps it whole; otherwise a refusal as the paragraph it is for the
 * operator (no stack), any other failure with its stack.
 */
export function startFailureText(error: unknown, production: boolean, now = Date.now()): string {
  const refusal = error instanceof Refusal;
  if (!production) {
    if (refusal) return error.message;
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  const err =
    error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  return JSON.stringify({
    level: 60,
    time: now,
    ...(refusal ? {} : { err }),
    msg: refusal ? err.message : `the server could not start: ${err.message}`,
  });
}

/**
 * Which database errors are the database's state rather than a fault of the request or the
 * server: the connection is gone or cannot be made (answered 503, see the error handler), or two
 * transactions collided (retried by inTransaction, see transaction.ts).
 */

/** SQLSTATEs of a transaction that lost a collision with another and can simply run again. */
const COLLISIONS = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** SQLSTATEs of a server that is going away, starting or full. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: the connection was terminated, or the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
]);

/** Socket errors of a database server that cannot be reached. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What `pg` and `pg-pool` throw without a code when a connection dies or cannot be had in time
 * (their messages are the only mark they carry).
 */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated', // …unexpectedly, …due to connection timeout
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'is not queryable', // a query (or Kysely's ROLLBACK) on a connection that already died
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The transaction was chosen as a deadlock victim or failed serialisation: running it again may succeed. */
export function isTransactionCollision(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && COLLISIONS.has(code);
}

/** The database cannot be reached or is restarting: the request may succeed a little later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (code !== undefined) {
    // Class 08: connection exception (e.g. 08006 connection_failure).
    return UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code) || code.startsWith('08');
  }
  if (PG_CONNECTION_MESSAGES.some((text) => error.message.includes(text))) return true;
  // A connection attempt that failed in several ways at once (IPv4 and IPv6, say).
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

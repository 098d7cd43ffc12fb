import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route asked every few seconds (the probes): its request line is debug while it answers below 400. */
    quietLog?: boolean;
  }
}

/**
 * The server's log: one line per request (written here, on the response) beside the few events
 * the server reports itself. In production (NODE_ENV=production) every line is one JSON object
 * on stdout, for a log collector; otherwise a short readable line. LOG_LEVEL sets the level
 * ("silent" turns the log off).
 *
 * What a request carries is never logged: no body (its passwords, codes, SMTP password), no
 * header (Authorization, Cookie). The request line names the route pattern, never the URL, whose
 * query may hold anything. The redaction below is the second line of defence: should a secret's
 * field ever reach a log call (an error object carrying a request's options, a config), pino
 * writes "[Redacted]" in its place.
 */

/** Fields that hold a secret, at the top of a log object. */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'token',
  'ticket',
  'secret',
  'otpauth_uri',
  'qr_code',
  'recovery_code',
  'recovery_codes',
  'smtpPassword',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'jwtSecret',
  'twoFactorKey',
  'databaseUrl',
  'authorization',
  'cookie',
  'body',
];

/**
 * The secret fields at the top of a log object and where else they would be: a request's headers
 * and body, the configuration, the settings (as sent and as stored), a mail transport's options,
 * a database error. Named paths only: each wildcard level costs pino a walk of every object it
 * logs (about 15 µs a line per level here, against 1 µs for the list as it is).
 */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...['req', 'request', 'res', 'reply'].flatMap((holder) => [
    `${holder}.body`,
    `${holder}.headers.authorization`,
    `${holder}.headers.cookie`,
    `${holder}.headers["set-cookie"]`,
  ]),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...['jwtSecret', 'twoFactorKey', 'databaseUrl', 'stripeSecretKey', 'stripeWebhookSecret'].map(
    (field) => `config.${field}`,
  ),
  ...['settings.email', 'email', 'values'].map((holder) => `${holder}.smtpPassword`),
  ...['settings.integrations', 'integrations', 'values'].flatMap((holder) => [
    `${holder}.stripeSecretKey`,
    `${holder}.stripeWebhookSecret`,
  ]),
  'auth.pass',
  'options.auth.pass',
  'transport.auth.pass',
  // A database error's detail may quote a failing row, secrets included.
  'err.detail',
  'err.cause.detail',
];

/** Fastify's logger options for this configuration; `stream` replaces stdout (tests read it). */
export function loggerOptions(
  config: Pick<ServerConfig, 'logLevel' | 'production'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    stream: stream ?? (config.production ? process.stdout : compactLines(process.stdout)),
  };
}

/**
 * The request line, on every response: the request id (the same as the answer's X-Request-Id and
 * its audit entries'), method, route pattern, status, duration, the admin acting (when signed in)
 * and the client address (TRUST_PROXY decides whose). A probe that answers 200 (`quietLog` in
 * its route's config) logs at debug, so a load balancer's checks do not drown the log. When no route matched (a page of the admin
 * app, a 404) the route is null and the path, without its query, says what was asked for.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? null;
    const quiet = reply.statusCode < 400 && request.routeOptions.config?.quietLog;
    request.log[quiet ? 'debug' : 'info'](
      {
        method: request.method,
        route,
        ...(route === null ? { path: (request.url.split('?')[0] ?? '').slice(0, 200) } : {}),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(request.admin ? { admin: request.admin.id } : {}),
        ip: request.ip,
      },
      'request',
    );
  });
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line has, or that the short line shows in its own way. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'requestId', 'err']);

/**
 * One pino JSON line as a short one for a terminal, e.g.
 * `10:42:01 GET /api/admin/users/:id 200 12 ms admin 1` or `10:42:05 WARN mail delivery failed {"email":3}`
 * followed by the error's stack. Whatever does not parse is passed on as it is.
 */
export function compactLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  if (entry.msg === 'request' && typeof entry.status === 'number') {
    const admin = entry.admin === undefined ? '' : ` admin ${String(entry.admin)}`;
    return `${time} ${String(entry.method)} ${String(entry.route ?? entry.path)} ${entry.status} ${String(entry.ms)} ms${admin}`;
  }
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN_APART.has(key)));
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const line = [
    time,
    level,
    String(entry.msg ?? ''),
    Object.keys(rest).length > 0 ? JSON.stringify(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return err ? `${line}\n${err.stack ?? err.message ?? JSON.stringify(err)}` : line;
}

/** A pino destination writing each line as compactLine makes it. */
export function compactLines(out: NodeJS.WritableStream): DestinationStream {
  return {
    write(line: string) {
      out.write(`${compactLine(line)}\n`);
    },
  };
}

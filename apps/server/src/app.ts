import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import fastifyRawBody from 'fastify-raw-body';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import { requestScopedDatabase } from './audit/context.ts';
import { TokenService } from './auth/tokens.ts';
import { type ServerConfig, serverRoot, uploadsDir } from './config.ts';
import type { Database } from './db/schema.ts';
import { registerDocs } from './docs/docs.ts';
import { type Contract, loadContract } from './http/contract.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { findPrerenderedPages, pageAddress } from './http/prerendered-pages.ts';
import { installPublicReadCache } from './http/public-cache.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import {
  type RegisteredOperations,
  type RouteExtras,
  registerOperations,
} from './http/register-operations.ts';
import { installRequestLog, loggerOptions } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { contractValidatorCompiler } from './http/validation.ts';
import { schedulePruning } from './jobs/maintenance.ts';
import { MailOutbox } from './mail/outbox.ts';
import { deliverTestEmail } from './mail/test-email.ts';
import { registerPaymentProviders } from './providers/selector.ts';
import { PROBES } from './routes/health.ts';
import { allHandlers } from './routes/index.ts';
import { sanitizeRichTextBody } from './routes/shared/storedHtml.ts';
import { MAX_UPLOAD_BYTES, registerUploadServing } from './routes/upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database; inside an admin's write, that write's transaction (src/audit/context.ts). */
    db: Kysely<Database>;
    /** The database itself, never a request's transaction: for starting one. */
    rootDb: Kysely<Database>;
    config: ServerConfig;
    tokens: TokenService;
    contract: Contract;
    /** Which contract operations this server implements and which it does not yet. */
    operations: RegisteredOperations;
    /** The worker delivering the mail outbox (src/mail/outbox.ts). */
    mail: MailOutbox;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  /** Where the log's JSON lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/**
 * The whole HTTP server, without listening: main.ts listens on it, tests call it. Every /api
 * route comes from the contract (src/http/register-operations.ts).
 */
export async function buildApp({ config, db, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // One log line per request (installRequestLog) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    // Unique across instances and restarts: audit entries and log lines name the request by it.
    genReqId: () => randomUUID(),
    // request.ip is the socket address unless TRUST_PROXY names the proxies in front.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (() => {
            const hops = config.trustProxy;
            // proxy-addr's hop count, in the function form Fastify's types accept.
            return (_address: string, hop: number) => hop < hops;
          })()
        : config.trustProxy,
  });
  app.setValidatorCompiler(contractValidatorCompiler);

  const contract = loadContract(config.openapiPath);
  const scopedDb = requestScopedDatabase(db);
  app.decorate('db', scopedDb);
  app.decorate('rootDb', db);
  app.decorate('config', config);
  app.decorate('tokens', new TokenService(config.jwtSecret));
  app.decorate('contract', contract);
  registerPaymentProviders(app, config, scopedDb);
  schedulePruning(app);
  const mail = new MailOutbox(db, config, app.log);
  app.decorate('mail', mail);
  mail.install(app);
  app.decorateRequest('token', undefined);
  app.decorateRequest('admin', undefined);

  closeConnectionsOnceAnswered(app);
  installErrorHandler(app);
  // Rich text is sanitised (in worker threads) before the handler's transaction begins.
  app.addHook('preHandler', sanitizeRichTextBody);
  await installSecurityHeaders(app);
  // The request's id on its answer: a client (or a support ticket) can quote it, and the audit
  // entries of a change carry it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: no browser or proxy cache keeps them (public reads that
    // may be shared say so themselves, see public-cache.ts).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  installRequestLog(app);

  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so every instance on it enforces one shared limit.
    store: databaseRateLimitStore(db) as never,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `${
        request.routeOptions.url?.endsWith('/auth/login')
          ? 'Too many sign-in attempts from this address.'
          : 'Too many requests from this address.'
      } Try again in ${context.after}.`,
    }),
  });
  // Before compression: the cache keeps (and replays) the JSON text, which is then compressed for
  // each client by what it accepts.
  installPublicReadCache(app, config.publicCacheSeconds);
  // JSON answers above a packet's size go compressed (a page of users is ~20 KB raw, ~3 KB
  // brotli). Brotli at quality 4 costs about what gzip does per request; the built app's files
  // are compressed once at build time instead (see registerAdminApp). Compressed request bodies
  // are not accepted: nothing sends them, and inflating them would bypass the body limit.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  // The raw text of a Stripe event, which its signature is computed over (route config rawBody).
  await app.register(fastifyRawBody, { global: false, runFirst: true, encoding: 'utf8' });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  // A readable reference of the contract at /api/docs.
  await registerDocs(app, contract);

  const loginLimit = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } };
  const extras: RouteExtras = {
    adminLogin: { config: loginLimit },
    userLogin: { config: loginLimit },
    completeAdminSignIn: { config: loginLimit },
    startSignInTwoFactorSetup: { config: loginLimit },
    activateSignInTwoFactor: { config: loginLimit },
    registerUser: { config: loginLimit },
    sendTestEmail: { preHandler: deliverTestEmail },
    receiveStripeEvent: { config: { rawBody: true } },
    // Asked every few seconds by a load balancer: their request lines are debug, not info, while they answer 200.
    getHealth: { config: { quietLog: true } },
    getReadiness: { config: { quietLog: true } },
  };
  // Public reads: limited per address and shared through the cache above. Not the probes: a load
  // balancer asks them every few seconds, and each answer must tell this moment's state.
  for (const operation of contract.operations) {
    if (!operation.isPublic || operation.method !== 'GET' || PROBES.has(operation.operationId)) continue;
    extras[operation.operationId] = {
      config: {
        rateLimit: { max: config.publicRateLimitPerMinute, timeWindow: '1 minute' },
        publicCache: true,
      },
    };
  }
  app.decorate('operations', registerOperations(app, contract, allHandlers, extras));

  // Uploaded images, from the database (and from DATA_DIR/uploads for those written there before).
  registerUploadServing(app, uploadsDir(config));

  // Pictures of the demo data (post covers, child photos): shipped with the server, because the
  // seed must not point at hosts a private network cannot reach.
  await app.register(fastifyStatic, {
    root: path.join(serverRoot, 'assets/demo'),
    prefix: '/demo/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  await registerAdminApp(app, config);
  return app;
}

/**
 * On a stop, Node closes the keep-alive connections idle at that moment; one still sending an
 * answer would then stay open until its keep-alive timeout (72 s) and hold the stop that long.
 * Once the server is stopping, each finished answer lets its connection go, and a sweep every
 * 100 ms catches a connection Node marked idle only after that (a busy machine).
 */
function closeConnectionsOnceAnswered(app: FastifyInstance): void {
  let stopping = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    stopping = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
  app.addHook('onResponse', async () => {
    // After Node has marked the connection idle, which happens once the answer is finished.
    if (stopping) setImmediate(() => app.server.closeIdleConnections());
  });
}

/** The entry page names the current hashed files: browsers revalidate it on every load. */
const ENTRY_CACHE_CONTROL = 'no-cache';

/**
 * Files under assets/ carry a hash of their content in their name (Vite's build), so a name
 * never changes meaning and browsers may keep them for a year without asking; anything else
 * (index.html, the favicon) is revalidated.
 */
export function cacheControlFor(filePath: string, distDir: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === 'assets' ? 'public, max-age=31536000, immutable' : ENTRY_CACHE_CONTROL;
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin app not built</title></head>
<body><main><h1>The admin app is not built yet</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page. The API is available under
<a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/**
 * Serves the built admin app (apps/admin/dist) with an SPA fallback: any GET outside /api and
 * /uploads that accepts HTML gets the build's prerendered page for that address (the sign-in
 * form, a screen's frame and header, painted before the app's code arrives) or else index.html,
 * so deep links such as /admin/users work.
 */
async function registerAdminApp(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const indexFile = path.join(config.adminDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const prerendered = hasBuild ? findPrerenderedPages(config.adminDistDir) : new Map();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.adminDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the variant the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath, config.adminDistDir));
      },
      // Source maps would publish the app's source: served only outside production. Prerendered
      // pages are sent for their addresses, with their own policy (below), never by file name.
      allowedPath: (pathname) =>
        !(config.production && pathname.endsWith('.map')) && !pathname.startsWith('/pages/'),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/demo/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      if (hasBuild) {
        const page = prerendered.get(pageAddress(request.url));
        if (page) reply.header('content-security-policy', page.contentSecurityPolicy);
        return reply
          .type('text/html')
          .header('cache-control', ENTRY_CACHE_CONTROL)
          .sendFile(page?.file ?? 'index.html', config.adminDistDir, { cacheControl: false });
      }
      return reply.type('text/html').send(MISSING_BUILD_PAGE);
    }
    return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${pathname}.` });
  });
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the server's own files live, whatever the working directory. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repositoryRoot = path.resolve(serverRoot, '../..');

export interface ServerConfig {
  /**
   * NODE_ENV=production: no demo data and no printed demo passwords (the first super admin comes
   * from ADMIN_EMAIL/ADMIN_PASSWORD or a generated password), no source maps served.
   */
  production: boolean;
  port: number;
  host: string;
  /**
   * Folder of everything the server writes: the embedded database, the generated JWT secret (and,
   * before migration 0014, uploaded images).
   */
  dataDir: string;
  /** A real PostgreSQL server; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * TWO_FACTOR_KEY: what the admins' authenticator keys are encrypted with at rest. When unset,
   * a key derived from the JWT secret; set it to rotate the JWT secret without re-enrolling.
   */
  twoFactorKey: string | undefined;
  /** When set, the Stripe payment provider replaces the local one. */
  stripeSecretKey: string | undefined;
  /**
   * STRIPE_WEBHOOK_SECRET: the signing secret (whsec_…) Stripe's events are verified with; when
   * unset, the one stored in Settings › Integrations.
   */
  stripeWebhookSecret: string | undefined;
  /** Email of the super admin the first start creates (ADMIN_EMAIL; admin@example.com by default). */
  adminEmail: string;
  /**
   * Password of the super admin the first start creates: ADMIN_PASSWORD, else the demo password;
   * in production "" when unset, meaning a generated one printed once.
   */
  adminPassword: string;
  /** Number of users the seed creates (SEED_USERS); the default keeps start-up and tests quick. */
  seedUsers: number;
  /** Folder of the built admin app, served with an SPA fallback. */
  adminDistDir: string;
  /** The contract that drives every route. */
  openapiPath: string;
  /** Sign-in requests allowed per client address and minute (on top of the per-account lock-out). */
  loginRateLimitPerMinute: number;
  /** Requests to each public, unauthenticated read (GET /blog/categories) per client address and minute. */
  publicRateLimitPerMinute: number;
  /** How long public reads are shared by all callers (0: not cached). */
  publicCacheSeconds: number;
  /**
   * What the uploaded images of the deployment may take together, in bytes (UPLOADS_QUOTA_MB): an
   * upload past it is refused with 507, so an admin account, or a script with its token, cannot
   * fill the database.
   */
  uploadsQuotaBytes: number;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address
   * (the sign-in lock-out and rate limit are per address). False: the socket address, so a
   * client cannot pick its own address by sending the header.
   */
  trustProxy: boolean | number | string;
  /**
   * Token lifetime in seconds instead of the security setting sessionTimeout (whose API minimum
   * is 5 minutes); only for demos and tests of session expiry.
   */
  sessionTimeoutSeconds: number | undefined;
  logLevel: string;
  /** How often the mail outbox looks for emails due (MAIL_POLL_MS); a queued email also wakes it. */
  mailPollMs: number;
  /**
   * The wait before an email's second attempt (MAIL_RETRY_BASE_MS, a minute by default); each
   * further wait doubles, up to 480 times this (8 hours at the default).
   */
  mailRetryBaseMs: number;
  /**
   * SMTP_CA_FILE: certificates (PEM) trusted for the mail server's TLS beside the system's, for a
   * mail server whose certificate a private authority signed. Certificates are always verified.
   */
  smtpCa: string | undefined;
  /**
   * MIGRATE_ON_START (default true): a start brings the schema up to date. False for rolling
   * deploys, where `npm run db:migrate` migrates once: a start then refuses a database whose
   * migrations differ from the code's.
   */
  migrateOnStart: boolean;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'Admin123!demo';
export const DEFAULT_SEED_USERS = 2000;

function integerFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function booleanFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/**
 * Where the database is, read as loadConfig reads it but without its side effects (it writes a
 * generated JWT secret into DATA_DIR): the database commands (src/db-cli.ts) must find DATA_DIR
 * as the server does, and a restore needs it still empty.
 */
export function databaseLocation(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  return {
    dataDir: path.resolve(env.DATA_DIR || path.join(serverRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy; "true" trusts every hop (only behind a proxy
 * that overwrites the header); a number trusts that many hops; anything else is Fastify's list of
 * proxy addresses or CIDR ranges, e.g. "10.0.0.0/8,127.0.0.1".
 */
export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/**
 * The JWT secret: JWT_SECRET when set, otherwise one generated on first start and kept in the data
 * folder, so tokens survive a restart and several instances sharing the folder agree.
 */
function jwtSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return checkedJwtSecret(fromEnv);
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Secrets seen in examples and tutorials: anyone can sign tokens with them. */
const KNOWN_SECRETS = new Set(
  [
    'secret',
    'changeme',
    'change-me',
    'change_me',
    'changethis',
    'jwt-secret',
    'jwt_secret',
    'jwtsecret',
    'your-secret-key',
    'your_jwt_secret',
    'supersecret',
    'mysecret',
    'secretkey',
    'test-secret-that-is-long-enough-for-hs256-signing',
    'one-secret-from-configuration-shared-by-every-instance',
  ].map((secret) => secret.toLowerCase()),
);

/** The shortest JWT_SECRET accepted: HS256 keys should be at least as long as the hash (32 bytes). */
export const JWT_SECRET_MIN_BYTES = 32;

/**
 * Refuses a JWT_SECRET that can be guessed: whoever holds it can sign a token for any admin. One
 * HMAC over a captured token checks a guess, so a short or well-known secret falls in seconds.
 */
export function checkedJwtSecret(secret: string): string {
  const refuse = (why: string) => {
    throw new Error(
      `JWT_SECRET ${why}. Use a random value of at least ${JWT_SECRET_MIN_BYTES} bytes, for example: ` +
        `node -e "console.log(require('node:crypto').randomBytes(48).toString('base64url'))"`,
    );
  };
  if (Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    refuse(`is ${Buffer.byteLength(secret, 'utf8')} bytes long; at least ${JWT_SECRET_MIN_BYTES} are needed`);
  }
  if (KNOWN_SECRETS.has(secret.trim().toLowerCase())) refuse('is a published example value');
  if (new Set(secret).size < 8) refuse('repeats too few different characters to be random');
  return secret;
}

/** The images' quota unless UPLOADS_QUOTA_MB says otherwise: 1 GB, some 200 of the largest images. */
export const DEFAULT_UPLOADS_QUOTA_MB = 1024;
const MEGABYTE = 1024 * 1024;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { dataDir, databaseUrl } = databaseLocation(env);
  const production = env.NODE_ENV === 'production';
  if (production && env.DATABASE_URL && !env.JWT_SECRET) {
    // Several instances share one database: each would generate its own secret and refuse the
    // others' tokens.
    throw new Error('JWT_SECRET must be set when NODE_ENV=production and DATABASE_URL is set.');
  }
  return {
    production,
    port: integerFrom(env.PORT, 3000, 'PORT'),
    // The demo's accounts and passwords are published: it answers on this machine only unless
    // HOST says otherwise. Production listens on every interface, as a service behind a proxy does.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET),
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || (production ? '' : DEFAULT_ADMIN_PASSWORD),
    seedUsers: integerFrom(env.SEED_USERS, DEFAULT_SEED_USERS, 'SEED_USERS'),
    adminDistDir: path.join(repositoryRoot, 'apps/admin/dist'),
    openapiPath: env.OPENAPI_PATH || path.join(repositoryRoot, 'openapi/openapi.yaml'),
    loginRateLimitPerMinute: integerFrom(env.LOGIN_RATE_LIMIT, 30, 'LOGIN_RATE_LIMIT'),
    publicRateLimitPerMinute: integerFrom(env.PUBLIC_RATE_LIMIT, 120, 'PUBLIC_RATE_LIMIT'),
    publicCacheSeconds: integerFrom(env.PUBLIC_CACHE_SECONDS, 10, 'PUBLIC_CACHE_SECONDS'),
    uploadsQuotaBytes:
      integerFrom(env.UPLOADS_QUOTA_MB, DEFAULT_UPLOADS_QUOTA_MB, 'UPLOADS_QUOTA_MB') * MEGABYTE,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    sessionTimeoutSeconds: env.SESSION_TIMEOUT_SECONDS
      ? integerFrom(env.SESSION_TIMEOUT_SECONDS, 0, 'SESSION_TIMEOUT_SECONDS') || undefined
      : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    mailPollMs: integerFrom(env.MAIL_POLL_MS, 5000, 'MAIL_POLL_MS') || 5000,
    mailRetryBaseMs: integerFrom(env.MAIL_RETRY_BASE_MS, 60_000, 'MAIL_RETRY_BASE_MS') || 60_000,
    smtpCa: env.SMTP_CA_FILE ? readFileSync(env.SMTP_CA_FILE, 'utf8') : undefined,
    migrateOnStart: booleanFrom(env.MIGRATE_ON_START, true, 'MIGRATE_ON_START'),
  };
}

/** A configuration for tests: nothing read from the environment, nothing written to disk. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'aac-server-test-')),
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    twoFactorKey: undefined,
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    adminEmail: DEFAULT_ADMIN_EMAIL,
    adminPassword: DEFAULT_ADMIN_PASSWORD,
    seedUsers: 300,
    adminDistDir: path.join(repositoryRoot, 'apps/admin/dist'),
    openapiPath: path.join(repositoryRoot, 'openapi/openapi.yaml'),
    loginRateLimitPerMinute: 1000,
    publicRateLimitPerMinute: 1000,
    // Off in tests that change data behind the API's back; the cache has its own tests.
    publicCacheSeconds: 0,
    uploadsQuotaBytes: DEFAULT_UPLOADS_QUOTA_MB * MEGABYTE,
    trustProxy: false,
    sessionTimeoutSeconds: undefined,
    logLevel: 'silent',
    mailPollMs: 1000,
    mailRetryBaseMs: 60_000,
    smtpCa: undefined,
    migrateOnStart: true,
    ...overrides,
  };
}

/**
 * Where uploaded images were written before they moved into the database (migration 0014): those
 * found there are still served at /uploads/<file>; nothing is written there any more.
 */
export function uploadsDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

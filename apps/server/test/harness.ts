import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TokenService } from '../src/auth/tokens.ts';
import { DEFAULT_ADMIN_PASSWORD, type ServerConfig, testConfig } from '../src/config.ts';
import { type DatabaseHandle, migrateToLatest, openPGlite, openPostgres } from '../src/db/database.ts';
import { CONTENT_MANAGER_EMAIL, CONTENT_MANAGER_PASSWORD } from '../src/seed/access.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { hasCreated, removeCreated } from './cleanup.ts';
import {
  assertMatchesContract,
  conflictResponseName,
  operation,
  responseExampleMessages,
} from './contract-validator.ts';
import { POSTGRES_EMPTY_TEMPLATE, POSTGRES_TEMPLATE } from './global-setup.ts';
// Wraps fetch when the conformance kit records which operations the tests call.
import './recorder.ts';
import { type Account, CONTENT_ADMIN_LABEL, remoteAccounts } from './remote-session.ts';
import { TEST_SEED_USERS } from './seed-size.ts';

/**
 * The server under test. By default an in-process server on in-memory PGlite, migrated and
 * seeded once per test file, listening on a free port. With SERVER_BASE_URL set, the same tests
 * run against that server instead (any backend implementing the contract; see docs/conformance.md):
 * the run's shared sessions come from the global setup (remote-session.ts).
 */
export interface TestServer {
  baseUrl: string;
  /** Present only in-process: direct access for arranging states the API cannot reach. */
  internal: { app: FastifyInstance; database: DatabaseHandle; config: ServerConfig } | undefined;
  /** Signs tokens with the server's secret (in-process, or SERVER_JWT_SECRET for a remote server). */
  tokens: TokenService;
  /** Deletes what the tests created through the API (see cleanup.ts), then stops an in-process server. */
  close(): Promise<void>;
}

/** The run is against a server this process did not start (SERVER_BASE_URL): the conformance kit. */
export const isRemote = Boolean(process.env.SERVER_BASE_URL);
const session = inject('remoteSession');
/** Unique per run: names a test creates carry it, so runs on one backend never collide. */
export const runId = inject('runId');
let uniqueCount = 0;
/** A name no earlier run on the same backend used: `${prefix}-${runId}-${n}`. */
export function unique(prefix: string): string {
  uniqueCount += 1;
  return `${prefix}-${runId}-${process.pid.toString(36)}${uniqueCount}`;
}
/**
 * A name of the run: as written in-process (each file has a database of its own), with the run's
 * id appended remotely, where files share one backend with each other and with earlier runs.
 */
export function named(text: string): string {
  return isRemote ? `${text} ${runId}` : text;
}
/** The slug of a `named` text whose own slug is `slug`. */
export function slugged(slug: string): string {
  return isRemote ? `${slug}-${runId}` : slug;
}
/** An email no earlier run used (lower case: servers compare emails in any letter case). */
export function uniqueEmail(local: string): string {
  return `${unique(local)}@example.com`.toLowerCase();
}

/**
 * The accounts the tests sign in with. In-process: the demo seed's. Remotely: the super admin given
 * to the kit, a throw-away admin with the demo content manager's permissions provisioned for the
 * run (see remote-session.ts), and the user account when it exists.
 */
export const accounts = {
  superAdmin: remoteAccounts.superAdmin,
  contentManager: session
    ? { email: session.contentAdmin.email, password: session.contentAdmin.password }
    : { email: CONTENT_MANAGER_EMAIL, password: CONTENT_MANAGER_PASSWORD },
  user: remoteAccounts.user,
};

/** The content manager's role: the demo seed's, or the one the kit provisioned for the run. */
export const contentManagerRole = session ? `${CONTENT_ADMIN_LABEL}_${session.runId}` : 'content_manager';

/** The content manager's name, as the server shows it (e.g. as a post's author). */
export const contentManagerName = session ? `Conformance ${CONTENT_ADMIN_LABEL}` : 'Carla Content';

/** Appended remotely to the names of internals checks: the kit's report counts them apart, never as skips of the server. */
export const INTERNALS_MARK = '[reference server internals]';
/**
 * Checks of the reference server's own internals (its provider tables, a provider swapped in
 * process, its storage, its database read directly): skipped remotely and marked, so a remote run
 * never counts them as the server's passes or skips.
 */
export const describeInternals = (name: string, body: () => void): void => {
  if (isRemote) describe.skip(`${name} ${INTERNALS_MARK}`, body);
  else describe(name, body);
};
export const itInternals = (name: string, body: () => Promise<void> | void, timeout?: number): void => {
  if (isRemote) it.skip(`${name} ${INTERNALS_MARK}`, body);
  else it(name, body, timeout);
};

/**
 * A record a check needs that the contract gives no operation to create (users, children,
 * payments, referrals and payouts, contact messages, scheduled calls, newsletter subscriptions),
 * found by querying for any record in the needed state. In-process the seed holds one, so none
 * is a failure; against another backend the check is skipped, saying what it needed.
 */
export function need<T>(record: T | null | undefined, what: string, skip: (note: string) => never): T {
  if (record != null) return record;
  if (isRemote) skip(`The server holds no ${what}, and the contract cannot create one.`);
  throw new Error(`The seed holds no ${what}.`);
}

/**
 * Like `need`, for a check that needs several records the contract cannot create in one state or
 * another (a list in every status, a filter with something to find): each entry says whether the
 * server holds that kind of record. Remotely the check is skipped naming every one missing; in-process
 * the seed holds them all, so a missing one is a failure.
 */
export function needEach(present: Record<string, unknown>, skip: (note: string) => never): void {
  const missing = Object.entries(present)
    .filter(([, value]) => !value)
    .map(([what]) => what);
  if (missing.length === 0) return;
  const list = missing.join(', no ');
  if (isRemote) skip(`The server holds no ${list}, and the contract cannot create them.`);
  throw new Error(`The seed holds no ${list}.`);
}

/**
 * What `needEach` takes for a record of each value of a field, e.g. a contact message in each
 * status: "<value> <noun>" → whether `rows` hold one.
 */
export function eachValue<Row>(
  rows: readonly Row[],
  values: readonly string[],
  field: (row: Row) => unknown,
  noun: string,
): Record<string, boolean> {
  return Object.fromEntries(
    values.map((value) => [`${value} ${noun}`, rows.some((row) => field(row) === value)]),
  );
}

/**
 * Like `need`, for a check that needs at least `least` records the contract cannot create (a
 * second page to turn to, rows to sort): remotely skipped, saying how many there are.
 */
export function needCount(count: number, least: number, what: string, skip: (note: string) => never): void {
  if (count >= least) return;
  if (isRemote)
    skip(
      `The server holds ${count} ${what}, this check needs at least ${least}, and the contract cannot create them.`,
    );
  throw new Error(`The seed holds ${count} ${what}, this check needs at least ${least}.`);
}

/** Whether user tokens are available (remotely only when the user account could sign in). */
export const hasUserAccount = session?.userToken !== '';
/** Why a user-token check is skipped: the kit's user account does not sign in. */
export const NO_USER_ACCOUNT =
  'The user account given to the kit (--user-email, --user-password) cannot sign in on this server.';
/**
 * Whether the tests can sign tokens the server accepts as authentic (in-process, or with the remote
 * server's SERVER_JWT_SECRET): needed for the expired-token checks, which then expect token_expired.
 */
export const canSignTokens = !isRemote || Boolean(process.env.SERVER_JWT_SECRET);
/** Why a check of forged tokens is skipped: the kit was not given the server's signing key. */
export const NO_SIGNING_KEY =
  "The kit was not given the server's token signing key (--jwt-secret), so it cannot sign a token the server takes as authentic.";

/**
 * `it` for a check that needs an account or key the kit may not have been given: each requirement
 * is whether it is there and the reason the check is skipped, in the report, when it is not.
 */
export function itIf(...requirements: ReadonlyArray<readonly [present: boolean, missing: string]>) {
  return (name: string, body: () => Promise<void> | void, timeout?: number): void => {
    it(
      name,
      async ({ skip }) => {
        for (const [present, missing] of requirements) skip(!present, missing);
        await body();
      },
      timeout,
    );
  };
}

export { TEST_SEED_USERS } from './seed-size.ts';

/**
 * A fresh copy of the run's seeded database (see global-setup.ts); seeded here when the image is
 * missing (a test file run outside the server project) or the admin password differs.
 */
async function openSeededDatabase(adminPassword: string): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return createPostgresDatabase(postgresUrl, adminPassword);
  const image = inject('seededDatabaseImage');
  if (image && adminPassword === DEFAULT_ADMIN_PASSWORD) {
    return openPGlite('memory', { loadDataDir: new Blob([readFileSync(image)]) });
  }
  const database = await openPGlite('memory');
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { adminPassword, userCount: TEST_SEED_USERS });
  return database;
}

/**
 * A database of its own on the run's PostgreSQL cluster: a copy of the seeded template (fast, in
 * the server), or a copy of the migrated one seeded here for another admin password.
 */
export async function createPostgresDatabase(
  postgresUrl: string,
  adminPassword = DEFAULT_ADMIN_PASSWORD,
): Promise<DatabaseHandle> {
  const fromTemplate = adminPassword === DEFAULT_ADMIN_PASSWORD;
  const database = await copyPostgresTemplate(
    postgresUrl,
    fromTemplate ? POSTGRES_TEMPLATE : POSTGRES_EMPTY_TEMPLATE,
  );
  if (!fromTemplate) await seedDatabase(database.db, { adminPassword, userCount: TEST_SEED_USERS });
  return database;
}

async function copyPostgresTemplate(postgresUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

/**
 * An empty database with every migration applied, as a first start finds it: a copy of the run's
 * migrated image or template, which takes a fraction of the time migrating does on a busy machine.
 */
export async function openMigratedDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return copyPostgresTemplate(postgresUrl, POSTGRES_EMPTY_TEMPLATE);
  const image = inject('migratedDatabaseImage');
  if (image) return openPGlite('memory', { loadDataDir: new Blob([readFileSync(image)]) });
  const database = await openPGlite('memory');
  await migrateToLatest(database.db);
  return database;
}

export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestServer> {
  const remote = process.env.SERVER_BASE_URL;
  if (remote) {
    const server: TestServer = {
      baseUrl: remote.replace(/\/$/, ''),
      internal: undefined,
      tokens: new TokenService(process.env.SERVER_JWT_SECRET ?? 'unknown-secret-of-the-remote-server'),
      close: () => removeAllCreated(server),
    };
    return server;
  }
  const config = testConfig(overrides);
  const database = await openSeededDatabase(config.adminPassword);
  const app = await buildApp({ config, db: database.db, logStream: options.logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const server: TestServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    internal: { app, database, config },
    tokens: new TokenService(config.jwtSecret),
    close: async () => {
      try {
        await removeAllCreated(server);
      } finally {
        await app.close();
        await database.close();
      }
    },
  };
  return server;
}

/**
 * Deletes what the file created (see cleanup.ts). In-process too, although the database is thrown
 * away after, so that `npm test` proves the clean-up a conformance run relies on.
 */
async function removeAllCreated(server: TestServer): Promise<void> {
  if (!hasCreated(server.baseUrl)) return;
  await removeCreated(server.baseUrl, await adminToken(server));
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON body, or a string sent as it is (for malformed-JSON tests), or FormData. */
  body?: unknown;
  token?: string | undefined;
  headers?: Record<string, string>;
  /** Skip the contract check of the answer (only for answers the contract cannot describe, e.g. 501). */
  unchecked?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Calls one contract operation by operationId: the path, method and /api prefix come from the
 * contract; the answer is checked against the contract (declared status, body schema).
 */
export async function call<T = Record<string, unknown>>(
  server: TestServer,
  operationId: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const op = operation(operationId);
  const pathWithParams = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(`${server.baseUrl}/api${pathWithParams}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === 'string') {
    body = options.body;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (session?.pacerUrl && (operationId === 'adminLogin' || operationId === 'userLogin')) {
    // Every sign-in of the run goes through one pacer: the server limits them per address.
    await fetch(session.pacerUrl);
  }
  const response = await fetch(url, { method: op.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text)
    parsed = JSON.parse(text);
  if (!options.unchecked) assertMatchesContract(operationId, response.status, parsed);
  if (server.internal && op.method !== 'GET' && op.permission && response.status < 300) {
    await expectAuditEntry(server, operationId, response.headers.get('x-request-id'));
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/**
 * Every accepted admin write is in the audit trail (in-process runs: the trail is read from the
 * database): every test that changes something checks it, whatever it tests besides.
 */
async function expectAuditEntry(server: TestServer, operationId: string, requestId: string | null) {
  if (!requestId) throw new Error(`${operationId} answered without an X-Request-Id`);
  const entry = await server.internal?.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_type'])
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!entry || entry.action !== operationId || entry.actor_type !== 'admin') {
    throw new Error(`${operationId} (request ${requestId}) left no audit entry of its admin`);
  }
}

/** Signs in through the API (a new session each time) and returns the token. */
export async function signIn(server: TestServer, account: Account = accounts.superAdmin): Promise<string> {
  const result = await call<{ token: string }>(server, 'adminLogin', { body: account });
  if (result.status !== 200) throw new Error(`admin sign-in of ${account.email} failed: ${result.status}`);
  return result.body.token;
}

const sessions = new WeakMap<TestServer, Map<string, Promise<string>>>();

/**
 * A token of the account, shared by the tests of the file (remotely: of the whole run), because
 * sign-in is rate-limited per address. Never sign a shared token out: take one of your own with
 * `signIn` for that.
 */
export async function adminToken(
  server: TestServer,
  account: Account = accounts.superAdmin,
): Promise<string> {
  if (session) {
    if (account.email === accounts.superAdmin.email) return session.superAdminToken;
    if (account.email === session.contentAdmin.email) return session.contentAdmin.token;
    if (account.email === session.noPermissionsAdmin.email) return session.noPermissionsAdmin.token;
  }
  const byEmail = sessions.get(server) ?? new Map<string, Promise<string>>();
  sessions.set(server, byEmail);
  let token = byEmail.get(account.email);
  if (!token) {
    token = signIn(server, account);
    byEmail.set(account.email, token);
    token.catch(() => byEmail.delete(account.email));
  }
  return token;
}

export async function userToken(server: TestServer, account = accounts.user): Promise<string> {
  if (session && account.email === accounts.user.email) {
    if (!session.userToken) throw new Error('The user account cannot sign in on this server');
    return session.userToken;
  }
  const result = await call<{ token: string }>(server, 'userLogin', { body: account });
  if (result.status !== 200) throw new Error(`user sign-in of ${account.email} failed: ${result.status}`);
  return result.body.token;
}

/**
 * An active admin of a role of its own without permissions, created through the API for one test
 * (lock-out checks, sign-out checks) and deleted again with `remove`.
 */
export async function throwawayAdmin(
  server: TestServer,
  label = 'throwaway',
): Promise<Account & { id: number; remove(): Promise<void> }> {
  const token = await adminToken(server);
  const role = await call<{ role: { id: number; name: string } }>(server, 'createRole', {
    token,
    body: { name: unique(label), description: 'Created by a test run', permissions: [] },
  });
  if (role.status !== 201) throw new Error(`createRole failed: ${role.status}`);
  const account = { email: uniqueEmail(label), password: 'Kept-Qx7v-Lr9!' };
  const admin = await call<{ admin: { id: number } }>(server, 'createAdmin', {
    token,
    body: { ...account, first_name: 'Throwaway', last_name: label, role: role.body.role.name },
  });
  if (admin.status !== 201) throw new Error(`createAdmin failed: ${admin.status}`);
  return {
    ...account,
    id: admin.body.admin.id,
    remove: async () => {
      await call(server, 'deleteAdmin', { token, params: { id: admin.body.admin.id } });
      await call(server, 'deleteRole', { token, params: { id: role.body.role.id } });
    },
  };
}

/** A token that was valid once and has expired (signed with the server's secret). */
export async function expiredToken(server: TestServer, kind: 'admin' | 'user' = 'admin'): Promise<string> {
  return server.tokens.sign(kind, 1, 30, new Date(Date.now() - 2 * 60 * 60 * 1000));
}

/**
 * An active admin whose role holds no permission at all: the 403 case of every operation.
 * In-process it is written to the database; against a remote server it is created through
 * the API (createRole, createAdmin) with the super admin's token.
 */
export async function adminWithoutPermissions(
  server: TestServer,
): Promise<{ email: string; password: string }> {
  const account = { email: 'no.permissions@example.com', password: 'NoPerm123!demo' };
  if (server.internal || !session) {
    if (!server.internal) throw new Error('in-process only');
    const { db } = server.internal.database;
    const existing = await db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (!existing) {
      const { hashPassword } = await import('../src/auth/passwords.ts');
      const role = await db
        .insertInto('roles')
        .values({ name: 'no_permissions', description: 'Test role without permissions' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('admins')
        .values({
          first_name: 'No',
          last_name: 'Permissions',
          email: account.email,
          password_hash: await hashPassword(account.password),
          role_id: role.id,
        })
        .execute();
    }
    return account;
  }
  if (!session) throw new Error('no remote session');
  return { email: session.noPermissionsAdmin.email, password: session.noPermissionsAdmin.password };
}

/**
 * Expects a 409 `conflict`; in-process, with the message of the contract's example for that cause: the example `example` of
 * the operation's 409 response (Conflict.<operationId>, or ListFull; '' for a response with one
 * example), with the example's own values replaced by the test's (`values`: text of the example →
 * text of this test). So every message the contract shows is one the server sends; the internals
 * test conflict-messages.test.ts checks that each example is asserted somewhere.
 */
export function expectConflict(
  status: number,
  body: unknown,
  operationId: string,
  example = '',
  values: Record<string, string | number> = {},
): void {
  const response = conflictResponseName(operationId);
  const message = responseExampleMessages(response).get(example);
  if (message === undefined) throw new Error(`${response} has no example ${example || '(single)'}`);
  let expected = message;
  for (const [from, to] of Object.entries(values)) {
    if (!expected.includes(from)) throw new Error(`The example of ${response} does not contain ${from}`);
    expected = expected.replaceAll(from, String(to));
  }
  expect(status).toBe(409);
  // Another backend words its messages its own way (the specs fix none of these texts): it is
  // held to the status and the error code, the reference server to its contract's examples too.
  expect(body).toMatchObject(isRemote ? { error: 'conflict' } : { error: 'conflict', message: expected });
}

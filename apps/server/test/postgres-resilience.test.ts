import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, type MockInstance, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_ADMIN_PASSWORD, testConfig } from '../src/config.ts';
import { type DatabaseHandle, migrateToLatest, openPostgres } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/db/failures.ts';
import type { Database } from '../src/db/schema.ts';
import { inTransaction, TRANSACTION_ATTEMPTS } from '../src/db/transaction.ts';
import { seedDatabase } from '../src/seed/index.ts';
import {
  adminToken,
  call,
  createPostgresDatabase,
  startServer,
  TEST_SEED_USERS,
  type TestServer,
  uniqueEmail,
} from './harness.ts';
import { type PostgresCluster, startPostgresCluster, terminateConnections } from './postgres-cluster.ts';

/**
 * The server keeps serving through what a PostgreSQL server does to its connections: an
 * administrator ending one (pg_terminate_backend), a restart, a stop (503 meanwhile), and
 * deadlocks between two transactions (retried). Without the pool's error handling, the first two
 * end the process, and with it this test file. Runs in the server-postgres project only.
 */

let postgresUrl = '';
beforeAll(() => {
  postgresUrl = inject('postgresUrl');
  if (!postgresUrl)
    throw new Error(
      'postgres-resilience.test.ts runs in the server-postgres project (npx vitest run --project server-postgres)',
    );
});

const databaseName = (database: DatabaseHandle) => new URL(database.location).pathname.slice(1);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a connection ended by the database server', () => {
  let server: TestServer;
  let database: DatabaseHandle;
  let token: string;
  // Where openPostgres reports a lost connection by default (main.ts hands it the server's log).
  let reported: MockInstance<typeof console.error>;

  beforeAll(async () => {
    reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startServer();
    database = server.internal?.database as DatabaseHandle;
    token = await adminToken(server);
  });
  afterAll(async () => {
    await server?.close();
    reported?.mockRestore();
  });

  it('while idle in the pool: the server lives on and the next requests get fresh connections', async () => {
    // Several requests at once leave several connections idle in the pool.
    const warm = await Promise.all(Array.from({ length: 4 }, () => call(server, 'listAdmins', { token })));
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const ended = await terminateConnections(postgresUrl, databaseName(database), 'idle');
    expect(ended).toBeGreaterThan(0);
    // The pool hears of it when the server's goodbye arrives on each socket: every ended
    // connection must have been heard of, or a request may still be given one (on a busy machine
    // the goodbyes arrive one by one).
    await vi.waitFor(() => {
      const heard = reported.mock.calls.filter((args) => String(args[0]).includes('terminat')).length;
      expect(heard).toBeGreaterThanOrEqual(ended);
    });

    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call(server, 'listAdmins', { token })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }
  });

  it('while a query runs on it: that query fails as "unavailable", the server lives on', async () => {
    const running = sql`select pg_sleep(10)`.execute(database.db);
    const failed = running.then(
      () => undefined,
      (error: unknown) => error,
    );
    await vi.waitFor(
      async () => expect(await terminateConnections(postgresUrl, databaseName(database), 'active')).toBe(1),
      { timeout: 5_000, interval: 50 },
    );
    const error = await failed;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The client emits 'error' after its query failed, while Kysely still holds it.
    await wait(100);
    expect((await call(server, 'listAdmins', { token })).status).toBe(200);
  });
});

describe('a PostgreSQL server that restarts or stops', () => {
  // A cluster of this file's own: halting the run's shared one would fail the other files.
  let cluster: PostgresCluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let server: TestServer;
  const lost: Error[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const setup = openPostgres(cluster.url('postgres'));
    await sql`create database resilience`.execute(setup.db);
    await setup.close();
    database = openPostgres(cluster.url('resilience'), { onConnectionError: (error) => lost.push(error) });
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { adminPassword: DEFAULT_ADMIN_PASSWORD, userCount: TEST_SEED_USERS });
    app = await buildApp({ config: testConfig(), db: database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = {
      baseUrl: `http://127.0.0.1:${port}`,
      internal: { app, database, config: testConfig() },
      tokens: undefined as never,
      close: async () => {},
    };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.stop();
  });

  it('restart (pg_ctl restart): requests succeed after it, on the same server', async () => {
    const token = await adminToken(server);
    expect((await call(server, 'listAdmins', { token })).status).toBe(200);
    await cluster.restart();
    await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0));
    for (let round = 0; round < 3; round++)
      expect((await call(server, 'listAdmins', { token })).status).toBe(200);
  });

  it('stop: requests answer 503 service_unavailable at once; after the start they succeed again', async () => {
    const token = await adminToken(server);
    expect((await call(server, 'listAdmins', { token })).status).toBe(200);
    await cluster.halt();
    try {
      const started = Date.now();
      const down = await call<{ error: string; message: string }>(server, 'listAdmins', { token });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('service_unavailable');
      expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
      // A change too, and a sign-in (its rate limit is counted in the database).
      const change = await call(server, 'createAdmin', {
        token,
        body: {
          first_name: 'Down',
          last_name: 'Time',
          email: uniqueEmail('downtime'),
          password: 'Resilient123!pass',
          role: 'content_manager',
        },
      });
      expect(change.status).toBe(503);
      const signIn = await call(server, 'adminLogin', {
        body: { email: 'admin@example.com', password: DEFAULT_ADMIN_PASSWORD },
      });
      expect(signIn.status).toBe(503);
    } finally {
      await cluster.resume();
    }
    for (let round = 0; round < 3; round++)
      expect((await call(server, 'listAdmins', { token })).status).toBe(200);
  });
});

describe('transactions that deadlock', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUrl);
    await sql`create table deadlock_rows (id int primary key, touched int not null default 0)`.execute(
      database.db,
    );
    await sql`insert into deadlock_rows (id) values (1), (2)`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  /**
   * Two transactions lock rows 1 and 2 in opposite orders, each taking its second lock only once
   * the other holds its first: PostgreSQL aborts one of them with 40P01 (after deadlock_timeout).
   */
  function deadlockingPair(run: (work: (trx: Transaction<Database>) => Promise<void>) => Promise<void>) {
    let firstLocks = 0;
    let bothHold: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      bothHold = resolve;
    });
    const attempts: number[] = [];
    const side = (first: number, second: number) =>
      run(async (trx) => {
        attempts.push(first);
        await sql`update deadlock_rows set touched = touched + 1 where id = ${first}`.execute(trx);
        if (++firstLocks === 2) bothHold();
        await holding;
        await sql`update deadlock_rows set touched = touched + 1 where id = ${second}`.execute(trx);
      });
    return { both: Promise.allSettled([side(1, 2), side(2, 1)]), attempts };
  }

  it('plain db.transaction(): one of the two fails with 40P01 (the collision is real)', async () => {
    const { both } = deadlockingPair((work) => database.db.transaction().execute(work));
    const results = await both;
    const failures = results.filter((result) => result.status === 'rejected');
    expect(failures).toHaveLength(1);
    expect((failures[0] as PromiseRejectedResult).reason).toMatchObject({ code: '40P01' });
  });

  it('inTransaction: the victim runs again after a short pause, and both commit', async () => {
    const before = await sql<{ total: number }>`select sum(touched)::int as total from deadlock_rows`.execute(
      database.db,
    );
    const retried: unknown[] = [];
    const { both, attempts } = deadlockingPair((work) =>
      inTransaction(database.db, work, { onRetry: (error) => retried.push(error) }),
    );
    const results = await both;
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ code: '40P01' });
    expect(attempts).toHaveLength(3);
    expect(attempts.length).toBeLessThanOrEqual(2 * TRANSACTION_ATTEMPTS);
    const after = await sql<{ total: number }>`select sum(touched)::int as total from deadlock_rows`.execute(
      database.db,
    );
    // Each side touched both rows once: the rolled-back run left nothing behind.
    expect(after.rows[0]?.total).toBe((before.rows[0]?.total ?? 0) + 4);
  });

  it('inside a transaction already open: the work joins it, and the outermost run is the one retried', async () => {
    const outer: unknown[] = [];
    const inner: unknown[] = [];
    const { both } = deadlockingPair((work) =>
      inTransaction(
        database.db,
        (trx) => inTransaction(trx, work, { onRetry: (error) => inner.push(error) }),
        {
          onRetry: (error) => outer.push(error),
        },
      ),
    );
    expect((await both).map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(outer).toHaveLength(1);
    expect(inner).toHaveLength(0);
  });

  it('other errors are not retried', async () => {
    let runs = 0;
    await expect(
      inTransaction(database.db, async (trx) => {
        runs++;
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(runs).toBe(1);
  });
});

import { rmSync } from 'node:fs';
import {
  buildApp,
  type DatabaseHandle,
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  migrateToLatest,
  openPGlite,
  seedDatabase,
  testConfig,
} from '@aac/server/testing';
import { describeLoad, type LoadResult, loadMethod, runLoad, runLoadInChildProcess } from './load.ts';
import { openBenchPostgres } from './postgres.ts';
import { count, heading, median, ms, percentile, seconds, table, verdict } from './report.ts';

/**
 * Server half of `npm run bench` (docs/design.md "Budgets": server list endpoints use indexes and stay
 * fast at 100,000 users). The server is the real one (buildApp over in-memory PGlite, then over a
 * PostgreSQL database the bench creates: see postgres.ts; seeded as main.ts seeds it), called over
 * HTTP exactly as the admin app calls it.
 */

type Db = DatabaseHandle['db'];
type Plugin = Parameters<Db['withPlugin']>[0];
type CompiledStatement = ReturnType<ReturnType<Db['getExecutor']>['compileQuery']>;

/** A list screen answers within this median; p95 is reported beside it. */
const LIST_BUDGET_MS = 150;
/** The analytics dashboard aggregates a whole period of events once per visit. */
const ANALYTICS_BUDGET_MS = 500;

const WARM_UP_RUNS = 3;
const TIMED_RUNS = Number(process.env.BENCH_RUNS) || 20;

interface Case {
  label: string;
  /** Path under /api, with its query. */
  path: string;
  budgetMs: number;
}

const LIST_CASES: Case[] = [
  { label: 'users, page 1', path: '/admin/users?page=1&limit=10', budgetMs: LIST_BUDGET_MS },
  {
    label: 'users, page 500 (offset 4,990)',
    path: '/admin/users?page=500&limit=10',
    budgetMs: LIST_BUDGET_MS,
  },
  // The last page of 100 is the deepest offset the screens can ask for.
  {
    label: 'users, last page of 100',
    path: '/admin/users?page={lastPage}&limit=100',
    budgetMs: LIST_BUDGET_MS,
  },
  { label: 'users, search "son" (substring)', path: '/admin/users?search=son', budgetMs: LIST_BUDGET_MS },
  { label: 'users, search "okafor7" (email)', path: '/admin/users?search=okafor7', budgetMs: LIST_BUDGET_MS },
  // Two characters make no trigram: the index cannot narrow this search, the worst case of typing.
  { label: 'users, search "ma" (2 chars)', path: '/admin/users?search=ma', budgetMs: LIST_BUDGET_MS },
  { label: 'users, status=inactive', path: '/admin/users?status=inactive', budgetMs: LIST_BUDGET_MS },
  { label: 'users, user_type=therapist', path: '/admin/users?user_type=therapist', budgetMs: LIST_BUDGET_MS },
  {
    label: 'users, search+status+type',
    path: '/admin/users?search=son&status=active&user_type=parent',
    budgetMs: LIST_BUDGET_MS,
  },
  { label: 'children, page 1', path: '/admin/children?page=1&limit=10', budgetMs: LIST_BUDGET_MS },
  { label: 'children, age_range=6-12', path: '/admin/children?age_range=6-12', budgetMs: LIST_BUDGET_MS },
  {
    label: 'children, communication_level=advanced',
    path: '/admin/children?communication_level=advanced',
    budgetMs: LIST_BUDGET_MS,
  },
  // Matches the child's name and diagnosis and the parent's name and email (contract listChildren).
  { label: 'children, search "son"', path: '/admin/children?search=son', budgetMs: LIST_BUDGET_MS },
  {
    label: 'children, age+level+search',
    path: '/admin/children?age_range=6-12&communication_level=beginner&search=son',
    budgetMs: LIST_BUDGET_MS,
  },
  {
    label: 'newsletter subscriptions, search "smith"',
    path: '/blog/admin/subscriptions?search=smith',
    budgetMs: LIST_BUDGET_MS,
  },
  { label: 'analytics, range=30d', path: '/admin/analytics?range=30d', budgetMs: ANALYTICS_BUDGET_MS },
  { label: 'analytics, range=1y', path: '/admin/analytics?range=1y', budgetMs: ANALYTICS_BUDGET_MS },
];

interface Statement {
  compiled: CompiledStatement;
  ms: number;
}

/**
 * Watches every statement the server sends to the database: how long SQL was in flight during a
 * request (for the "of which SQL" column; overlapping statements, e.g. the analytics figures
 * queried together, count once) and, while `recording`, each statement itself with its own time,
 * so its plan can be shown with the very SQL and parameters the route used.
 */
class StatementProbe {
  readonly plugin: Plugin;
  recording = false;
  /** Wall time with at least one statement in flight, since the last reset. */
  sqlMs = 0;
  statements: Statement[] = [];
  private inFlight = 0;
  private busySince = 0;
  private readonly started = new WeakMap<object, { at: number; compiled: CompiledStatement | undefined }>();

  constructor(baseDb: Db) {
    const executor = baseDb.getExecutor();
    this.plugin = {
      transformQuery: ({ node, queryId }) => {
        const compiled = this.recording ? executor.compileQuery(node, queryId) : undefined;
        const at = performance.now();
        if (this.inFlight++ === 0) this.busySince = at;
        this.started.set(queryId, { at, compiled });
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        const start = this.started.get(queryId);
        if (start) {
          const now = performance.now();
          if (--this.inFlight === 0) this.sqlMs += now - this.busySince;
          if (start.compiled) this.statements.push({ compiled: start.compiled, ms: now - start.at });
        }
        return result;
      },
    };
  }
}

interface Measured {
  label: string;
  path: string;
  budgetMs: number;
  medianMs: number;
  p95Ms: number;
  sqlMedianMs: number;
  matches: number | undefined;
  statements: Statement[];
  error: string | undefined;
}

export type BenchDatabase = 'pglite' | 'postgres';

/** The users list under concurrency on one database, for the summary. */
export interface ConcurrencyFigure {
  /** e.g. "in-memory PGlite". */
  database: string;
  requests: number;
  errors: number;
  rps: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  met: boolean;
}

export interface ServerBenchResult {
  failed: boolean;
  /** Why the database was not benched (PostgreSQL with neither DATABASE_URL nor binaries). */
  skipped?: string;
  concurrency?: ConcurrencyFigure;
}

interface Opened {
  database: DatabaseHandle;
  /** In the headings, e.g. "in-memory PGlite". */
  title: string;
  /** Before every missed budget in the summary. */
  short: string;
  description: string | undefined;
  close(): Promise<void>;
}

async function openDatabase(kind: BenchDatabase): Promise<Opened | { skipped: string }> {
  if (kind === 'pglite') {
    const database = await openPGlite('memory');
    return {
      database,
      title: 'in-memory PGlite',
      short: 'PGlite',
      description: undefined,
      close: () => database.close(),
    };
  }
  const target = await openBenchPostgres();
  if ('skipped' in target) return target;
  return { ...target.found, short: 'PostgreSQL' };
}

export async function benchServer(userCount: number, kind: BenchDatabase): Promise<ServerBenchResult> {
  const what = `Server list endpoints at ${count(userCount)} seeded users`;
  const config = testConfig({ logLevel: 'silent' });
  let opened: Opened | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let failed = false;
  let concurrency: ConcurrencyFigure | undefined;
  // Ctrl-C must not leave a PostgreSQL cluster running or a bench database behind.
  const onSignal = () => {
    console.log('\nInterrupted: removing the PostgreSQL database of the bench, then exiting.');
    void Promise.resolve(opened?.close()).finally(() => process.exit(130));
  };
  try {
    const openedAt = performance.now();
    const target = await openDatabase(kind);
    if ('skipped' in target) {
      console.log(heading(`${what} (PostgreSQL)`));
      console.log(`Skipped: ${target.skipped}.`);
      return { failed: false, skipped: target.skipped };
    }
    opened = target;
    if (kind === 'postgres') process.once('SIGINT', onSignal);
    const { database, short } = opened;
    console.log(heading(`${what} (${opened.title})`));
    if (opened.description) console.log(opened.description);
    await migrateToLatest(database.db);
    const migratedAt = performance.now();
    await seedDatabase(database.db, { adminPassword: DEFAULT_ADMIN_PASSWORD, userCount });
    const seededAt = performance.now();
    console.log(
      `Database opened and migrated in ${seconds(migratedAt - openedAt)}; seeded in ${seconds(seededAt - migratedAt)}.`,
    );
    console.log(await rowCounts(database.db));

    const probe = new StatementProbe(database.db);
    app = await buildApp({ config, db: database.db.withPlugin(probe.plugin) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const baseUrl = `http://127.0.0.1:${port}/api`;
    const token = await signIn(baseUrl);

    const totalUsers = (await getJson(baseUrl, '/admin/users?limit=100', token)).matches ?? 0;
    const lastPage = Math.max(1, Math.ceil(totalUsers / 100));

    const results: Measured[] = [];
    for (const testCase of LIST_CASES) {
      const path = testCase.path.replace('{lastPage}', String(lastPage));
      const label = testCase.label;
      results.push(await measure(baseUrl, token, probe, { ...testCase, path, label }));
    }
    failed = results.some((result) => result.error !== undefined);

    console.log(
      `\n${TIMED_RUNS} timed requests per row after ${WARM_UP_RUNS} warm-up requests; one request at a time.`,
    );
    console.log(
      '"of which SQL" is the median time the database spent in the statements of one request; the rest is HTTP, validation and JSON.\n',
    );
    console.log(
      table(
        ['endpoint', 'matches', 'median', 'p95', 'of which SQL', 'SQL statements', 'budget', 'verdict'],
        results.map((result) => [
          result.label,
          result.matches === undefined ? '-' : count(result.matches),
          ms(result.medianMs),
          ms(result.p95Ms),
          ms(result.sqlMedianMs),
          String(result.statements.length),
          `< ${result.budgetMs} ms median`,
          result.error
            ? `ERROR ${result.error}`
            : verdict(
                result.medianMs < result.budgetMs,
                `${short}: ${result.label}: median ${ms(result.medianMs)}`,
              ),
        ]),
        ['left', 'right', 'right', 'right', 'right', 'right', 'left', 'left'],
      ),
    );

    concurrency = await reportConcurrency(baseUrl, token, lastPage, opened);
    failed = failed || concurrency === undefined;

    // The plans: the users search always (does it use users_search_idx?), and the slowest statement
    // of every row that missed its budget, so a slow query is reported with its plan and timing.
    const usersSearch = results.find((result) => result.label.startsWith('users, search "son"'));
    const emailSearch = results.find((result) => result.label.startsWith('users, search "okafor7"'));
    for (const result of [usersSearch, emailSearch]) {
      if (result) await explainSelects(database.db, result, (sql) => /ilike/i.test(sql));
    }
    for (const result of results) {
      if (result.error || result.medianMs < result.budgetMs) continue;
      if (result === usersSearch || result === emailSearch) continue;
      // Read statements only: EXPLAIN ANALYZE runs the statement, and a write must not run twice.
      const slowest = result.statements
        .filter(({ compiled }) => /^\s*select/i.test(compiled.sql))
        .sort((a, b) => b.ms - a.ms)[0];
      if (slowest) {
        await explainSelects(
          database.db,
          { ...result, statements: [slowest] },
          () => true,
          'slowest statement',
        );
      }
    }

    // PGlite runs no autovacuum (one backend, no background workers) and neither migrate nor seed
    // vacuums, so the rows above ran with no planner statistics and with every trigram (GIN) index
    // still holding its fast-update pending list, which each search reads in full. A PostgreSQL
    // server's autovacuum would have done a VACUUM ANALYZE by now: the searches once more after one.
    // (PGlite only: on PostgreSQL autovacuum is running.)
    const searches =
      kind === 'pglite' ? results.filter((result) => !result.error && result.path.includes('search=')) : [];
    if (searches.length) {
      const vacuumStarted = performance.now();
      await runSql(database.db, 'vacuum analyze');
      console.log(
        heading(
          'The searches after VACUUM ANALYZE (for comparison; what autovacuum does on a PostgreSQL server)',
        ),
      );
      console.log(
        `VACUUM ANALYZE took ${seconds(performance.now() - vacuumStarted)}. Not counted against the budgets: the embedded server never runs it.\n`,
      );
      const after: Array<[Measured, Measured]> = [];
      for (const before of searches) after.push([before, await measure(baseUrl, token, probe, before)]);
      console.log(
        table(
          [
            'endpoint',
            'median before',
            'median after',
            'p95 after',
            'of which SQL after',
            'within budget after',
          ],
          after.map(([before, again]) => [
            before.label,
            ms(before.medianMs),
            ms(again.medianMs),
            ms(again.p95Ms),
            ms(again.sqlMedianMs),
            again.error ? `ERROR ${again.error}` : again.medianMs < again.budgetMs ? 'yes' : 'no',
          ]),
          ['left', 'right', 'right', 'right', 'right', 'left'],
        ),
      );
      failed = failed || after.some(([, again]) => again.error !== undefined);
      const emailAfter = after.find(([before]) => before === emailSearch)?.[1];
      if (emailAfter) {
        await explainSelects(
          database.db,
          { ...emailAfter, label: `${emailAfter.label}, after VACUUM ANALYZE` },
          (sql) => /ilike/i.test(sql),
        );
      }
    }
  } catch (error) {
    failed = true;
    console.error('\nThe server benchmark crashed:', error);
  } finally {
    process.off('SIGINT', onSignal);
    await app?.close();
    await opened?.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
  return { failed, concurrency };
}

/** The users list under 10 admins at once (docs/design.md budgets; issue figures: 71 req/s, p95 152 ms). */
export const CONCURRENT_CLIENTS = 10;
const CONCURRENCY_SECONDS = Number(process.env.BENCH_CONCURRENCY_SECONDS) || 10;
const CONCURRENT_RPS_BUDGET = 200;
const CONCURRENT_P95_BUDGET_MS = 60;

/**
 * Ten clients each asking for the users list back to back for a few seconds (see load.ts), from
 * a separate process unless BENCH_LOAD=in-process.
 */
async function reportConcurrency(
  baseUrl: string,
  token: string,
  lastPage: number,
  database: Pick<Opened, 'title' | 'short'>,
): Promise<ConcurrencyFigure | undefined> {
  const pages = Math.min(lastPage * 10, 100);
  const method = loadMethod();
  const options = { baseUrl, token, clients: CONCURRENT_CLIENTS, seconds: CONCURRENCY_SECONDS, pages };
  console.log(
    `\nUsers list under ${CONCURRENT_CLIENTS} concurrent clients for ${CONCURRENCY_SECONDS} s (pages 1-${pages}, 10 rows):`,
  );
  console.log(`Load: ${describeLoad(method, true)}.\n`);
  let load: LoadResult;
  try {
    load = method === 'in-process' ? await runLoad(options) : await runLoadInChildProcess(options);
  } catch (error) {
    console.error('The load generator crashed:', error);
    return undefined;
  }
  const { durations, errors } = load;
  const rps = durations.length / (load.elapsedMs / 1000);
  const p95 = percentile(durations, 95);
  const met = rps >= CONCURRENT_RPS_BUDGET && p95 <= CONCURRENT_P95_BUDGET_MS && errors === 0;
  console.log(
    table(
      ['requests', 'errors', 'requests/s', 'median', 'p95', 'p99', 'budget', 'verdict'],
      [
        [
          count(durations.length),
          count(errors),
          rps.toFixed(0),
          ms(median(durations)),
          ms(p95),
          ms(percentile(durations, 99)),
          `≥ ${CONCURRENT_RPS_BUDGET} req/s, p95 ≤ ${CONCURRENT_P95_BUDGET_MS} ms, 0 errors`,
          verdict(
            met,
            `${database.short}: users list under ${CONCURRENT_CLIENTS} clients: ${rps.toFixed(0)} req/s, p95 ${ms(p95)}, ${errors} errors`,
          ),
        ],
      ],
      ['right', 'right', 'right', 'right', 'right', 'right', 'left', 'left'],
    ),
  );
  if (load.firstError) console.log(`First error: ${load.firstError}`);
  return {
    database: database.title,
    requests: durations.length,
    errors,
    rps,
    medianMs: median(durations),
    p95Ms: p95,
    p99Ms: percentile(durations, 99),
    met,
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token)
    throw new Error(`Signing in as ${DEFAULT_ADMIN_EMAIL} answered ${response.status}`);
  return body.token;
}

async function getJson(
  baseUrl: string,
  path: string,
  token: string,
): Promise<{ status: number; matches: number | undefined }> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { pagination?: { totalCount?: number; total?: number } };
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  const pagination = body.pagination;
  return { status: response.status, matches: pagination?.totalCount ?? pagination?.total };
}

async function measure(
  baseUrl: string,
  token: string,
  probe: StatementProbe,
  testCase: Case,
): Promise<Measured> {
  const durations: number[] = [];
  const sqlDurations: number[] = [];
  let matches: number | undefined;
  try {
    for (let run = 0; run < WARM_UP_RUNS; run++) await getJson(baseUrl, testCase.path, token);
    for (let run = 0; run < TIMED_RUNS; run++) {
      probe.sqlMs = 0;
      const started = performance.now();
      matches = (await getJson(baseUrl, testCase.path, token)).matches;
      durations.push(performance.now() - started);
      sqlDurations.push(probe.sqlMs);
    }
    // One more request, untimed, that records its statements for the plans.
    probe.statements = [];
    probe.recording = true;
    await getJson(baseUrl, testCase.path, token);
  } catch (error) {
    return {
      label: testCase.label,
      path: testCase.path,
      budgetMs: testCase.budgetMs,
      medianMs: Number.NaN,
      p95Ms: Number.NaN,
      sqlMedianMs: Number.NaN,
      matches,
      statements: [],
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    probe.recording = false;
  }
  return {
    label: testCase.label,
    path: testCase.path,
    budgetMs: testCase.budgetMs,
    medianMs: median(durations),
    p95Ms: percentile(durations, 95),
    sqlMedianMs: median(sqlDurations),
    matches,
    statements: probe.statements,
    error: undefined,
  };
}

/** Runs SQL of the benchmark's own (outside the server), e.g. ANALYZE or row counts. */
async function runSql<Row>(db: Db, sql: string): Promise<Row[]> {
  const executor = db.getExecutor();
  const carrier = executor.compileQuery(db.selectNoFrom((eb) => eb.val(1).as('one')).toOperationNode(), {
    queryId: 'bench',
  });
  const result = await executor.executeQuery<Row>({ ...carrier, sql, parameters: [] });
  return result.rows;
}

/** EXPLAIN ANALYZE of the recorded read statements of one row, with the parameters the route bound. */
async function explainSelects(
  db: Db,
  result: Measured,
  keep: (sql: string) => boolean,
  what = 'statements',
): Promise<void> {
  const executor = db.getExecutor();
  const selects = result.statements.filter(
    ({ compiled }) => /^\s*select/i.test(compiled.sql) && keep(compiled.sql),
  );
  for (const { compiled, ms: took } of selects) {
    console.log(heading(`EXPLAIN ANALYZE — ${result.label} (${what}; ${ms(took)} in the request)`));
    console.log(`SQL: ${compiled.sql}`);
    console.log(`parameters: ${JSON.stringify(compiled.parameters)}\n`);
    const plan = await executor.executeQuery<Record<string, string>>({
      ...compiled,
      sql: `explain (analyze, buffers) ${compiled.sql}`,
    });
    const lines = plan.rows.map((row) => Object.values(row)[0] ?? '');
    console.log(lines.join('\n'));
    console.log(`\n→ ${planSummary(lines)}`);
  }
}

/** Which indexes a plan reads (trigram ones first) and which tables it reads whole. */
function planSummary(lines: readonly string[]): string {
  const plan = lines.join('\n');
  const unique = (pattern: RegExp) => [
    ...new Set([...plan.matchAll(pattern)].map((match) => match[1] ?? '')),
  ];
  const indexes = unique(/Index(?: Only)? Scan (?:using|on) (\w+)/g);
  const trigram = indexes.filter((name) => name.endsWith('_search_idx'));
  const others = indexes.filter((name) => !name.endsWith('_search_idx'));
  const sequential = unique(/Seq Scan on (\w+)/g);
  return [
    trigram.length ? `trigram index used: ${trigram.join(', ')}` : 'no trigram index used',
    others.length ? `other indexes: ${others.join(', ')}` : undefined,
    sequential.length ? `sequential scan of: ${sequential.join(', ')}` : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}

async function rowCounts(db: Db): Promise<string> {
  const tables = [
    'users',
    'user_subscriptions',
    'children',
    'payments',
    'newsletter_subscriptions',
    'analytics_sessions',
    'analytics_page_views',
  ];
  const sql = `select ${tables.map((name) => `(select count(*) from ${name}) as ${name}`).join(', ')}`;
  const [row = {}] = await runSql<Record<string, number>>(db, sql);
  return `Rows: ${tables.map((name) => `${name} ${count(Number(row[name] ?? 0))}`).join(', ')}.`;
}

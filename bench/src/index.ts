import os from 'node:os';
import { benchBrowser } from './browser.ts';
import { benchBuild } from './build.ts';
import { benchFilter } from './filter.ts';
import { describeLoad, loadMethod } from './load.ts';
import { count, heading, missedBudgets, ms, seconds, table } from './report.ts';
import { benchServer, CONCURRENT_CLIENTS, type ConcurrencyFigure } from './server.ts';
import { benchStartup } from './startup.ts';

/**
 * `npm run bench`: the figures behind docs/design.md "Budgets and rules that hold from the first
 * commit" (performance). Budgets live here, not in timed tests. A missed budget is printed, not
 * fatal: the exit code is non-zero only when a measurement crashed.
 *
 *   SEED_USERS=20000 npm run bench     quicker run (default 100,000 users)
 *   BENCH_RUNS=50 npm run bench        more timed requests per endpoint (default 20)
 *   BENCH_LIGHTHOUSE_RUNS=9           Lighthouse runs per page, the median run reported (default 5)
 *   BENCH_SKIP=server,browser          skip parts (build, server, browser, filter, start; within
 *                                      the server part, pglite or postgres alone)
 *   BENCH_CONCURRENCY_SECONDS=30       longer concurrency run (default 10 s)
 *   BENCH_LOAD=in-process              concurrency clients in the server's own process instead of a
 *                                      separate one (default child-process), to compare
 *   DATABASE_URL=postgres://…          the PostgreSQL figures on that server: the bench creates a
 *                                      database aac_bench_<random> there (the role needs CREATEDB),
 *                                      seeds it and drops it; the URL's own database is never
 *                                      written. Unset: a throw-away cluster of POSTGRES_BIN
 *                                      (default /usr/lib/postgresql/15/bin) when installed, else
 *                                      the PostgreSQL figures are skipped, saying why.
 */

const DEFAULT_USERS = 100_000;

function seedUsers(): number {
  const value = process.env.SEED_USERS;
  if (value === undefined || value === '') return DEFAULT_USERS;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`SEED_USERS must be a whole number, got "${value}"`);
  return parsed;
}

function machine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return `${os.cpus().length} cores, load average ${load}`;
}

async function main(): Promise<number> {
  const started = performance.now();
  const userCount = seedUsers();
  const skip = process.env.BENCH_SKIP ?? '';
  console.log(heading('npm run bench'));
  console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${machine()}.`);
  console.log('Timings depend on this machine and its load; compare runs on the same machine.');

  let failed = false;
  const skipped = new Set(skip.split(',').map((part) => part.trim()));
  const concurrency: ConcurrencyFigure[] = [];
  const notBenched: string[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    if (skipped.has('server') || skipped.has(database)) continue;
    const result = await benchServer(userCount, database);
    failed = result.failed || failed;
    if (result.concurrency) concurrency.push(result.concurrency);
    if (result.skipped) notBenched.push(`The server on PostgreSQL was not benched: ${result.skipped}.`);
  }
  if (!skipped.has('build')) failed = (await benchBuild()).failed || failed;
  if (!skipped.has('browser')) failed = (await benchBrowser()).failed || failed;
  if (!skipped.has('filter')) failed = (await benchFilter()).failed || failed;
  if (!skipped.has('start')) failed = (await benchStartup()).failed || failed;

  console.log(heading('Summary'));
  console.log(`Finished in ${seconds(performance.now() - started)}; ${machine()} at the end.`);
  if (concurrency.length) {
    console.log(
      `\nThe users list under ${CONCURRENT_CLIENTS} concurrent clients (${describeLoad(loadMethod())}):\n`,
    );
    console.log(
      table(
        ['database', 'requests/s', 'median', 'p95', 'p99', 'errors', 'verdict'],
        concurrency.map((figure) => [
          figure.database,
          figure.rps.toFixed(0),
          ms(figure.medianMs),
          ms(figure.p95Ms),
          ms(figure.p99Ms),
          count(figure.errors),
          figure.met ? 'met' : 'MISSED',
        ]),
        ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
  }
  for (const line of notBenched) console.log(`\n${line}`);
  console.log('');
  if (missedBudgets.length) {
    console.log(`MISSED budgets (${missedBudgets.length}):`);
    for (const missed of missedBudgets) console.log(`  - ${missed}`);
  } else {
    console.log('Every budget was met.');
  }
  if (failed) console.log('A measurement crashed (see above): exit code 1.');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

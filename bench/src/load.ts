import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * The load generator of the concurrency figure: a number of clients, each asking for the users
 * list back to back over its own kept-alive connection for a fixed time, walking through its
 * first pages (10 rows each, as the screen asks), as admins paging at once would.
 *
 * It runs in a child process by default, as wrk or autocannon would: clients in the server's own
 * process share its event loop, so their own work is counted in the server's latencies and can
 * delay the clocks that time them. The server itself stays one Node process, as `npm start` runs
 * it. BENCH_LOAD=in-process keeps the clients in the server's process, to compare.
 */

export interface LoadOptions {
  /** e.g. http://127.0.0.1:41234/api */
  baseUrl: string;
  token: string;
  clients: number;
  seconds: number;
  /** Pages 1..pages of 10 rows are asked for. */
  pages: number;
}

export interface LoadResult {
  /** Duration of every answered request, ms. */
  durations: number[];
  errors: number;
  /** The first error, to say what went wrong. */
  firstError: string | undefined;
  /** From the first request sent to the last answer received. */
  elapsedMs: number;
}

export type LoadMethod = 'child-process' | 'in-process';

export function loadMethod(): LoadMethod {
  const value = process.env.BENCH_LOAD ?? '';
  if (value === '' || value === 'child-process') return 'child-process';
  if (value === 'in-process') return 'in-process';
  throw new Error(`BENCH_LOAD must be child-process or in-process, got "${value}"`);
}

/** How the load is generated, as the bench prints it: in a few words, or in full. */
export function describeLoad(method: LoadMethod, full = false): string {
  if (method === 'child-process') {
    return full
      ? 'clients in a separate Node process (node:http, one kept-alive connection each), the server alone in its own, as npm start runs it'
      : 'load from a separate process';
  }
  return full
    ? "clients in the server's own process (BENCH_LOAD=in-process), sharing its event loop"
    : "load from the server's own process";
}

/** One GET; resolves when the whole answer has arrived, rejects on anything but 200. */
function get(agent: http.Agent, url: URL, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
      (response) => {
        response.on('data', () => {});
        response.on('error', reject);
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`GET ${url.pathname}${url.search} answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const durations: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let request = 0; performance.now() < until; request += 1) {
        const page = ((client * 7 + request) % options.pages) + 1;
        const url = new URL(`${options.baseUrl}/admin/users?page=${page}&limit=10`);
        const at = performance.now();
        try {
          await get(agent, url, options.token);
          durations.push(performance.now() - at);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { durations, errors, firstError, elapsedMs };
}

const CHILD_FLAG = '--bench-load-child';

/** runLoad in a child Node process (this file, forked), the result sent back over IPC. */
export function runLoadInChildProcess(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // The parent runs under tsx; the child loads this TypeScript file the same way.
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`The load generator process exited with ${code} and no result`));
    });
    child.send(options);
  });
}

if (process.argv.includes(CHILD_FLAG) && process.send) {
  process.once('message', (options) => {
    runLoad(options as LoadOptions).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

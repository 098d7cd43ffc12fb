/**
 * The conformance kit: runs the server test suite against a running server that implements
 * openapi/openapi.yaml, and writes a report (see docs/conformance.md).
 *
 *   npm run conformance -- --base-url http://localhost:8080 [--admin-email … --admin-password …]
 *     [--user-email … --user-password …] [--jwt-secret …] [--report-dir conformance-report]
 *     [--sign-in-limit 26]
 *
 * The same test files as `npm test`'s server project, minus the reference server's internals
 * (apps/server/test/internals/ and the checks marked as internals, which are skipped, not counted).
 * Every request the tests make is mapped to its contract operation (apps/server/test/recorder.ts),
 * so the report can say, per operation, which statuses were exercised and whether those tests
 * passed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import type { SkippedCheck } from './conformance-skips.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-password': { type: 'string' },
    'user-email': { type: 'string' },
    'user-password': { type: 'string' },
    'jwt-secret': { type: 'string' },
    'report-dir': { type: 'string', default: 'conformance-report' },
    'sign-in-limit': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values['base-url']) {
  console.log(
    'Usage: npm run conformance -- --base-url URL [--admin-email E --admin-password P] [--user-email E --user-password P] [--jwt-secret S] [--report-dir DIR] [--sign-in-limit N]\nSee docs/conformance.md.',
  );
  process.exit(values.help ? 0 : 2);
}

const baseUrl = values['base-url'].replace(/\/$/, '');
const reportDir = path.resolve(root, values['report-dir'] ?? 'conformance-report');
const callsDir = path.join(reportDir, 'calls');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(callsDir, { recursive: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  SERVER_BASE_URL: baseUrl,
  CONFORMANCE_RECORD_DIR: callsDir,
};
const pass = (name: string, value: string | undefined) => {
  if (value !== undefined) env[name] = value;
};
pass('SERVER_ADMIN_EMAIL', values['admin-email']);
pass('SERVER_ADMIN_PASSWORD', values['admin-password']);
pass('SERVER_USER_EMAIL', values['user-email']);
pass('SERVER_USER_PASSWORD', values['user-password']);
pass('SERVER_JWT_SECRET', values['jwt-secret']);
pass('SERVER_SIGN_IN_LIMIT', values['sign-in-limit']);

const resultsFile = path.join(reportDir, 'results.json');
const junitFile = path.join(reportDir, 'junit.xml');
const skipsFile = path.join(reportDir, 'skipped.json');
env.CONFORMANCE_SKIPS_FILE = skipsFile;
console.log(`Conformance run against ${baseUrl}; report in ${path.relative(root, reportDir)}/`);
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'server',
    // The files themselves, not their folder: a folder filter would take in internals/ as well
    // (a CLI --exclude does not reach a project's own include list).
    ...readdirSync(path.join(root, 'apps/server/test'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `apps/server/test/${name}`),
    // Sign-ins are paced under the server's per-address limit, so a test may wait its turn.
    '--testTimeout',
    '180000',
    '--reporter',
    'default',
    '--reporter',
    'json',
    '--reporter',
    'junit',
    // Writes each skipped check's reason (the JSON and JUnit reports drop it).
    '--reporter',
    path.join(root, 'scripts/conformance-skips.ts'),
    `--outputFile.json=${resultsFile}`,
    `--outputFile.junit=${junitFile}`,
  ],
  { cwd: root, env, stdio: 'inherit' },
);

interface AssertionResult {
  ancestorTitles: string[];
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';
}
interface Results {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: AssertionResult[] }>;
}

if (!existsSync(resultsFile)) {
  console.error('The test run wrote no results (see the output above).');
  process.exit(run.status || 1);
}
const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as Results;

/** Tier of a test file: contract checks (status, schema, authorisation, malformed input) or behaviour. */
const CONTRACT_FILES = new Set([
  'authorization-matrix.test.ts',
  'robustness.test.ts',
  'security.test.ts',
  'stored-xss.test.ts',
  'stored-html.test.ts',
  'location.test.ts',
  'money.test.ts',
  'ids.test.ts',
]);
const tierOf = (file: string) => (CONTRACT_FILES.has(path.basename(file)) ? 'contract' : 'behaviour');

/** Appended remotely to the names of the reference server's internals checks (apps/server/test/harness.ts). */
const INTERNALS_MARK = '[reference server internals]';
const outcome = new Map<string, AssertionResult['status']>();
/** Internals checks: not run remotely, and counted neither as passes nor as skips of the server. */
let internals = 0;
const tiers = {
  contract: { passed: 0, failed: 0, skipped: 0 },
  behaviour: { passed: 0, failed: 0, skipped: 0 },
};
const failedFiles: string[] = [];
for (const file of results.testResults) {
  const relative = path.relative(root, file.name);
  if (file.status === 'failed' && file.message)
    failedFiles.push(`${relative}: ${file.message.split('\n')[0]}`);
  for (const test of file.assertionResults) {
    const fullName = [...test.ancestorTitles, test.title].join(' > ');
    const key = `${relative}\u0000${fullName}`;
    outcome.set(key, test.status);
    if (fullName.includes(INTERNALS_MARK)) {
      internals += 1;
      continue;
    }
    const counts = tiers[tierOf(relative)];
    if (test.status === 'passed') counts.passed += 1;
    else if (test.status === 'failed') counts.failed += 1;
    else counts.skipped += 1;
  }
}

interface Cell {
  passed: Set<string>;
  failed: Set<string>;
}
const matrix = new Map<string, Map<number, Cell>>();
for (const name of readdirSync(callsDir)) {
  for (const line of readFileSync(path.join(callsDir, name), 'utf8').split('\n')) {
    if (!line) continue;
    const call = JSON.parse(line) as { operationId: string; status: number; file: string; test: string };
    const testKey = `${call.file}\u0000${call.test}`;
    // Calls made in hooks belong to no single test: they count with the file's result.
    const status = call.test ? outcome.get(testKey) : undefined;
    const byStatus = matrix.get(call.operationId) ?? new Map<number, Cell>();
    matrix.set(call.operationId, byStatus);
    const cell = byStatus.get(call.status) ?? { passed: new Set(), failed: new Set() };
    byStatus.set(call.status, cell);
    if (status === 'failed') cell.failed.add(testKey);
    else if (status === 'passed' || !call.test) cell.passed.add(testKey);
  }
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  permission: string | undefined;
  isPublic: boolean;
  statuses: number[];
}
/** The contract's operations, in its order (only what the matrix needs). */
function contractOperations(): Operation[] {
  const document = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
    security?: unknown[];
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (typeof operation !== 'object' || !operation.operationId) continue;
      const security = (operation.security ?? document.security ?? []) as unknown[];
      operations.push({
        operationId: String(operation.operationId),
        method,
        path: route,
        permission: typeof operation['x-permission'] === 'string' ? operation['x-permission'] : undefined,
        isPublic: security.length === 0,
        statuses: Object.keys((operation.responses ?? {}) as object).map(Number),
      });
    }
  }
  return operations;
}
const operations = contractOperations();
const rows: string[] = [];
let uncovered = 0;
for (const operation of operations) {
  const byStatus = matrix.get(operation.operationId);
  const declared = operation.statuses;
  const cells = [...(byStatus?.entries() ?? [])]
    .sort(([a], [b]) => a - b)
    .map(([status, cell]) => {
      const failing = cell.failed.size > 0;
      const undeclared = !declared.includes(status);
      return `${status} ${failing ? '✗' : '✓'}${cell.passed.size + cell.failed.size}${failing ? ` (${cell.failed.size} failing)` : ''}${undeclared ? ' (undeclared)' : ''}`;
    });
  const missing = declared.filter((status) => !byStatus?.has(status) && status !== 500);
  if (!byStatus) uncovered += 1;
  rows.push(
    `| \`${operation.operationId}\` | ${operation.method.toUpperCase()} \`${operation.path}\` | ${operation.permission ?? (operation.isPublic ? 'public' : 'signed in')} | ${cells.join('<br>') || '—'} | ${missing.join(', ') || ''} |`,
  );
}

/** The skipped checks of the server (not the internals), grouped by the reason they gave. */
const skippedChecks = existsSync(skipsFile)
  ? (JSON.parse(readFileSync(skipsFile, 'utf8')) as SkippedCheck[]).filter(
      (check) => !check.name.includes(INTERNALS_MARK),
    )
  : [];
const byReason = new Map<string, string[]>();
for (const check of skippedChecks) {
  const reason = check.note || 'No reason given.';
  const names = byReason.get(reason) ?? [];
  byReason.set(reason, names);
  names.push(`${path.relative(root, check.file)} > ${check.name}`);
}
const skipSection = byReason.size
  ? [
      '## Skipped checks and why',
      '',
      'A check is skipped, not failed, when the server holds no record in the state it needs and the contract cannot create one, or when an account or key was not given to the kit.',
      '',
      ...[...byReason.entries()]
        .sort(([, a], [, b]) => b.length - a.length)
        .flatMap(([reason, names]) => [
          `- **${reason}** (${names.length})`,
          ...names.map((name) => `  - ${name}`),
        ]),
      '',
    ]
  : [];

const passed = run.status === 0 && results.numFailedTests === 0 && failedFiles.length === 0;
const skipped = tiers.contract.skipped + tiers.behaviour.skipped;
const summary = [
  `# Conformance report`,
  '',
  `Server: ${baseUrl}  `,
  `Run: ${new Date().toISOString()}  `,
  `Result: **${passed ? 'PASS' : 'FAIL'}**: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped (checks needing an account, a key or a record that was not given; skipped checks are not counted as passes). ${internals} checks of the reference server's own internals are not run remotely and not counted.`,
  '',
  '| tier | passed | failed | skipped |',
  '|---|---|---|---|',
  `| contract (statuses and schemas, authorisation matrix, malformed input, security) | ${tiers.contract.passed} | ${tiers.contract.failed} | ${tiers.contract.skipped} |`,
  `| behaviour (the specs' rules and transitions) | ${tiers.behaviour.passed} | ${tiers.behaviour.failed} | ${tiers.behaviour.skipped} |`,
  '',
  ...(failedFiles.length
    ? ['Files that failed as a whole:', '', ...failedFiles.map((line) => `- ${line}`), '']
    : []),
  `## Operations × statuses exercised`,
  '',
  `Each cell: the status the server answered, ✓ when every test that received it passed (✗ otherwise), and how many tests received it. "Not exercised" lists declared statuses no test received (500 is never provoked). ${uncovered} of ${operations.length} operations were not called at all.`,
  '',
  '| operation | request | permission | statuses | not exercised |',
  '|---|---|---|---|---|',
  ...rows,
  '',
  `Full results: results.json (Vitest JSON) and junit.xml (JUnit); the skipped checks with their reasons: skipped.json; the calls behind the matrix: calls/*.jsonl.`,
  '',
  ...skipSection,
];
writeFileSync(path.join(reportDir, 'matrix.md'), summary.join('\n'));
console.log(
  `\nConformance ${passed ? 'PASSED' : 'FAILED'}: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped (${internals} internals checks not run). Report: ${path.relative(root, path.join(reportDir, 'matrix.md'))}`,
);
process.exit(passed ? 0 : 1);

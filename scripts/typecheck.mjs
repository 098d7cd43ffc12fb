// Type-check every package with its own tsconfig (strict), one after another.
//
// With TypeScript 7, the native compiler (the package `typescript-native`): it checks the whole
// workspace in about a tenth of the CPU time of TypeScript 5.9. TypeScript 5.9 stays the
// `typescript` package, because openapi-typescript and react-docgen-typescript need the
// JavaScript compiler API that TypeScript 7 does not have. Each run checks on several threads, so
// running the projects one at a time costs the least CPU (npm test runs this beside the tests).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package's `bin` is not among its exports: found beside its package.json.
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

// `node scripts/typecheck.mjs bench` checks the opt-in bench workspace alone: its dependencies
// (Lighthouse) are installed only by `npm run bench`, which runs this first.
const named = process.argv.slice(2);
const projects = (
  named.length > 0
    ? named
    : ['apps/admin', '.', 'packages/ui', 'apps/server', 'packages/api-client', 'packages/domain']
).filter((project) => existsSync(`${project}/tsconfig.json`));

/** Runs tsc for one project, its output printed in one piece when it ends (so runs do not interleave). */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn('node', [TSC, '--noEmit', '--pretty', 'false', '-p', project]);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(code === 0 ? `typecheck ok: ${project}` : `typecheck FAILED: ${project}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await worker();
process.exit(failed ? 1 : 0);

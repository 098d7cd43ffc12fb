// Type-check every package with its own tsconfig (strict), two at a time: each tsc uses one core.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// The largest first, so the two lanes end close together.
const projects = [
  'apps/admin',
  '.',
  'packages/ui',
  'apps/server',
  'packages/api-client',
  'packages/domain',
].filter((project) => existsSync(`${project}/tsconfig.json`));

/** Runs tsc for one project, its output printed in one piece when it ends (so runs do not interleave). */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '--pretty', 'false', '-p', project]);
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
await Promise.all(Array.from({ length: Math.max(2, Math.min(availableParallelism(), 4)) }, worker));
process.exit(failed ? 1 : 0);

// Type-check every package with its own tsconfig (strict), one after another.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['.', 'packages/domain', 'packages/api-client', 'packages/ui', 'apps/server', 'apps/admin'];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
    console.error(`typecheck FAILED: ${project}`);
  }
}
process.exit(failed ? 1 : 0);

// Fails when a file `npm run gen` makes from the contract is not what it makes of it now:
// packages/api-client/src/schema.d.ts (openapi-typescript),
// packages/api-client/src/permissions.gen.ts (scripts/gen-permissions.mjs) and
// packages/api-client/src/fieldLimits.gen.ts (scripts/gen-field-limits.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'gen-'));
const generated = [
  {
    committed: 'packages/api-client/src/schema.d.ts',
    generate: (out) =>
      execFileSync(
        'npx',
        ['openapi-typescript', 'openapi/openapi.yaml', '--default-non-nullable', 'false', '-o', out],
        { stdio: 'pipe' },
      ),
  },
  {
    committed: 'packages/api-client/src/permissions.gen.ts',
    generate: (out) =>
      execFileSync(process.execPath, ['scripts/gen-permissions.mjs', out], { stdio: 'pipe' }),
  },
  {
    committed: 'packages/api-client/src/fieldLimits.gen.ts',
    generate: (out) =>
      execFileSync(process.execPath, ['scripts/gen-field-limits.mjs', out], { stdio: 'pipe' }),
  },
];

let stale = false;
for (const { committed, generate } of generated) {
  const fresh = path.join(dir, path.basename(committed));
  generate(fresh);
  if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
    console.error(`${committed} is stale: run \`npm run gen\` and commit the result.`);
    stale = true;
  } else {
    console.log(`${committed} matches openapi/openapi.yaml`);
  }
}
if (stale) process.exit(1);

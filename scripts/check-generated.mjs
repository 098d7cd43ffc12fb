// Fails when packages/api-client/src/schema.d.ts is not what `npm run gen` makes of the contract.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const committed = 'packages/api-client/src/schema.d.ts';
const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'gen-')), 'schema.d.ts');
execFileSync(
  'npx',
  ['openapi-typescript', 'openapi/openapi.yaml', '--default-non-nullable', 'false', '-o', fresh],
  { stdio: 'pipe' },
);
if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
  console.error(`${committed} is stale: run \`npm run gen\` and commit the result.`);
  process.exit(1);
}
console.log(`${committed} matches openapi/openapi.yaml`);

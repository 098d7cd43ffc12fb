#!/usr/bin/env node
/**
 * `npm start` builds the admin app only when its inputs changed since the last build: the
 * sources of the app and of the packages it bundles, their configs and the lock file. Their
 * content hash is kept beside the build (dist/.inputs-hash); a clean clone, an edit or a new
 * dependency rebuilds, a plain restart starts the server at once.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/admin/dist');
const stamp = path.join(dist, '.inputs-hash');

const INPUTS = [
  'package-lock.json',
  'openapi/openapi.yaml',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'apps/admin/prerenderPlugin.ts',
  'apps/admin/package.json',
  'apps/admin/public',
  'apps/admin/src',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/api-client/src',
  'packages/api-client/package.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      hash.update(file);
      hash.update('\0');
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

const current = inputsHash();
const built =
  existsSync(stamp) && existsSync(path.join(dist, 'index.html')) ? readFileSync(stamp, 'utf8') : '';
if (built === current) {
  console.log('Admin app build is up to date (apps/admin/dist).');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@aac/admin'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, current);
}

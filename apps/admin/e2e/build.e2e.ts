/**
 * The production build global-setup made for these tests: story fixtures and fakes never reach
 * its chunks (the lint rules keep production code from importing them; this checks the result).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/assets');

// Texts only the stories' fixtures and fake APIs hold.
const FIXTURE_MARKS = [
  'speechclinic.example.org',
  'Kowalski',
  'The database did not answer in time',
  'openapi-msw',
];

describe.skipIf(process.env.E2E_BASE_URL || !existsSync(assets))('the production build', () => {
  it('holds no story fixture, fake API or mocking library in any chunk', async () => {
    const chunks = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(chunks.some((name) => name.startsWith('UsersScreen'))).toBe(true);
    const found: string[] = [];
    for (const name of chunks) {
      const code = await readFile(path.join(assets, name), 'utf8');
      for (const mark of FIXTURE_MARKS) if (code.includes(mark)) found.push(`${name}: ${mark}`);
    }
    expect(found).toEqual([]);
  });

  it('has no inline script or style in index.html, which the server CSP (script-src and style-src self) would block', async () => {
    const html = await readFile(path.join(assets, '../index.html'), 'utf8');
    expect(html).toContain('<script type="module"');
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it("runs the preload script before the app's bundle: an async module of index.html that imports nothing", async () => {
    const html = await readFile(path.join(assets, '../index.html'), 'utf8');
    const preload = html.match(/<script type="module" async[^>]*\ssrc="\/(assets\/preload-[\w-]+\.js)"/)?.[1];
    expect(preload).toBeDefined();
    const code = await readFile(path.join(assets, '..', preload ?? ''), 'utf8');
    // A static import would make it wait for that chunk; screens are loaded with import().
    expect(code.match(/(?:^|[;}\n])\s*import\s*[{*\w"]/g) ?? []).toEqual([]);
    expect(code).toContain('import(');
  });
});

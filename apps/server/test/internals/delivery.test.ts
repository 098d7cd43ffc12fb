import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type TestServer } from '../harness.ts';

/**
 * How the reference server delivers the built admin app and its JSON: precompressed assets with
 * a year of caching, the entry page always revalidated, API answers compressed above a size.
 * The reference server's own delivery, so it runs in-process only.
 */
const SCRIPT = `console.log(${JSON.stringify('admin '.repeat(400))});`;
const HASHED = '/assets/index-Ab12Cd34.js';
/** A prerendered page as the admin build writes it: its first view, and an inline script. */
const BOOT = 'document.documentElement.dataset.booted = "yes";';
const STYLE = 'h1{font-weight:600}';
const PAGE = `<!doctype html><html><head><script>${BOOT}</script><title>User Management</title><style>${STYLE}</style></head><body><div id="root" inert><h1>User Management</h1></div></body></html>`;

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'aac-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Admin</title>');
  const script = path.join(distDir, HASHED);
  writeFileSync(script, SCRIPT);
  // What the build writes beside each asset (vite-plugin-compression2).
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  mkdirSync(path.join(distDir, 'pages/admin'), { recursive: true });
  writeFileSync(path.join(distDir, 'pages/admin/users.html'), PAGE);
  writeFileSync(path.join(distDir, 'pages/admin/users.html.br'), brotliCompressSync(PAGE));
  server = await startServer({ adminDistDir: distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const inject = (url: string, headers: Record<string, string>) => {
  const app = server.internal?.app;
  if (!app) throw new Error('in-process only');
  return app.inject({ method: 'GET', url, headers });
};

describe.skipIf(process.env.SERVER_BASE_URL)('delivery of the built app and the API', () => {
  it('sends a hashed asset as the brotli file the build made, cached for a year', async () => {
    const response = await inject(HASHED, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gzip = await inject(HASHED, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await inject(HASHED, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate the entry page, by its name and as the fallback of a deep link', async () => {
    const deepLink = await inject('/admin/children', { accept: 'text/html' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.body).toContain('<title>Admin</title>');

    const byName = await inject('/index.html', { accept: 'text/html' });
    expect(byName.headers['cache-control']).toBe('no-cache');
  });

  it("sends a screen's prerendered page for its address, its inline script and style allowed by hash there alone", async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const sources = (directive: string) => (csp: string | string[] | undefined) =>
      String(csp)
        .split(';')
        .find((part) => part.startsWith(`${directive} `))
        ?.split(' ')
        .slice(1);
    const scriptSources = sources('script-src');
    const styleSources = sources('style-src');

    for (const address of ['/admin/users', '/admin/users/', '/admin/users?page=2&q=ada']) {
      const page = await inject(address, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
      expect(scriptSources(page.headers['content-security-policy'])).toEqual(["'self'", hash(BOOT)]);
      expect(styleSources(page.headers['content-security-policy'])).toEqual(["'self'", hash(STYLE)]);
    }

    // Any other address gets index.html under the plain policy, and the page is not a file to ask for.
    for (const address of ['/admin/children', '/pages/admin/users.html']) {
      const other = await inject(address, { accept: 'text/html' });
      expect(other.body).toContain('<title>Admin</title>');
      expect(scriptSources(other.headers['content-security-policy'])).toEqual(["'self'"]);
      expect(styleSources(other.headers['content-security-policy'])).toEqual(["'self'"]);
    }
  });

  it('compresses JSON answers above 1 KB and leaves small ones as they are', async () => {
    const token = await adminToken(server);
    const list = await inject('/api/admin/users?limit=20', {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(json.users).toHaveLength(20);
    expect(list.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 2);

    const small = await inject('/api/nowhere', { accept: 'application/json', 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

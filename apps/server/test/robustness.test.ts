import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../src/config.ts';
import { contract } from './contract-validator.ts';
import { accounts, adminToken, call, itInternals, startServer, type TestServer } from './harness.ts';

/**
 * Client mistakes answer 4xx with the contract's Error body, never 5xx (docs/design.md "Reliability"):
 * malformed JSON, wrong shapes, unknown fields and absurd ids, on every operation that takes a
 * JSON body, as the super admin (so the guard lets the request through to validation).
 */

const withJsonBody = contract.operations.filter((operation) => operation.bodySchema && !operation.isPublic);

function paramsFor(path: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) params[name ?? ''] = name === 'tab' ? 'articles' : 1;
  return params;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

describe.each(withJsonBody.map((operation) => [operation.operationId, operation] as const))(
  '%s',
  (operationId, operation) => {
    const params = paramsFor(operation.path);

    it.each([
      ['malformed JSON', '{"oops": '],
      ['a JSON array instead of an object', '[]'],
      ['a JSON string', '"text"'],
      ['null', 'null'],
    ])('answers 400 to %s', async (_label, raw) => {
      const result = await call<{ error: string; message: string }>(server, operationId, {
        params,
        token,
        body: raw,
      });
      expect(result.status).toBe(400);
      expect(typeof result.body.message).toBe('string');
    });

    it('answers 400 to an unknown field, naming it in details', async () => {
      const result = await call<{ details?: Array<{ path: string }> }>(server, operationId, {
        params,
        token,
        body: { surely_not_a_field_of_this_operation: true },
      });
      expect(result.status).toBe(400);
    });
  },
);

describe('other client mistakes', () => {
  it('answers 404 with the Error body to an unknown /api route', async () => {
    const response = await fetch(`${server.baseUrl}/api/admin/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 400, not 500, to an id beyond the database integer range', async () => {
    const result = await call(server, 'activateUser', { token, params: { id: 99_999_999_999 } });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  });

  it('answers 413 to a JSON body over 1 MB', async () => {
    const result = await call(server, 'updateUser', {
      token,
      params: { id: 1 },
      body: { first_name: 'x'.repeat(1_100_000) },
    });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 415 to a body of an unsupported content type', async () => {
    const result = await call(server, 'updateUser', {
      token,
      params: { id: 1 },
      body: 'first_name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(result.status).toBe(415);
    expect(result.body).toMatchObject({ error: 'unsupported_media_type' });
  });
});

// The smallest valid PNG (1x1 transparent pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function imageForm(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return form;
}

describe('uploadImage (core §5)', () => {
  it('stores a PNG and serves it back at the returned /uploads/ url', async () => {
    const result = await call<{ url: string }>(server, 'uploadImage', {
      token,
      body: imageForm(PNG, 'pixel.png', 'image/png'),
    });
    expect(result.status).toBe(201);
    expect(result.body.url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${server.baseUrl}${result.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Stored re-encoded (see security.test.ts), so the pixels match, not necessarily the bytes.
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG.subarray(0, 8)),
    ).toBe(true);
  });

  itInternals(
    'keeps one copy per image, named by the sha256 of its bytes and cached for a year',
    async () => {
      const first = await call<{ url: string }>(server, 'uploadImage', {
        token,
        body: imageForm(PNG, 'pixel.png', 'image/png'),
      });
      const again = await call<{ url: string }>(server, 'uploadImage', {
        token,
        body: imageForm(PNG, 'same-pixel.png', 'image/png'),
      });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.url).toBe(first.body.url);
      const sha256 = /^\/uploads\/([0-9a-f]{64})\.png$/.exec(first.body.url)?.[1];
      expect(sha256).toBeDefined();

      const served = await fetch(`${server.baseUrl}${first.body.url}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${sha256}"`,
        'x-content-type-options': 'nosniff',
      });
      const revalidated = await fetch(`${server.baseUrl}${first.body.url}`, {
        headers: { 'if-none-match': `"${sha256}"` },
      });
      expect(revalidated.status).toBe(304);

      const { db } = server.internal?.database ?? {};
      const stored = await db
        ?.selectFrom('uploads')
        .innerJoin('admins', 'admins.id', 'uploads.created_by')
        .select(['uploads.content_type', 'uploads.size', 'admins.email'])
        .where('uploads.sha256', '=', sha256 ?? '')
        .execute();
      expect(stored).toEqual([
        { content_type: 'image/png', size: bytes.length, email: accounts.superAdmin.email },
      ]);
    },
  );

  it('answers 404 at an /uploads/ name it does not hold', async () => {
    const stored = await call<{ url: string }>(server, 'uploadImage', {
      token,
      body: imageForm(PNG, 'pixel.png', 'image/png'),
    });
    const unknown = [
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/missing.png',
      // The reference server's names: a stored image under another type's extension.
      ...(server.internal ? [stored.body.url.replace(/\.png$/, '.gif')] : []),
    ];
    for (const address of unknown) {
      const response = await fetch(`${server.baseUrl}${address}`);
      expect(response.status).toBe(404);
      if (server.internal) expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  itInternals(
    'still serves an image written to DATA_DIR/uploads before images moved into the database',
    async () => {
      const folder = uploadsDir(server.internal?.config ?? { dataDir: '' });
      mkdirSync(folder, { recursive: true });
      const name = `${randomUUID()}.png`;
      writeFileSync(path.join(folder, name), PNG);
      const served = await fetch(`${server.baseUrl}/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      // Only a name of the folder itself, and not a hidden one.
      writeFileSync(path.join(folder, '..', 'outside.png'), PNG);
      writeFileSync(path.join(folder, '.hidden.png'), PNG);
      for (const other of ['..%2Foutside.png', '%2e%2e%2foutside.png', '.hidden.png'])
        expect((await fetch(`${server.baseUrl}/uploads/${other}`)).status).toBe(404);
    },
  );

  it('checks the content, not the name: a text file named .png answers 415', async () => {
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    const result = await call<{ error: string }>(server, 'uploadImage', {
      token,
      body: imageForm(text, 'evil.png', 'image/png'),
    });
    expect(result.status).toBe(415);
    expect(result.body.error).toBe('unsupported_media_type');
  });

  it('answers 413 to an image over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const result = await call(server, 'uploadImage', { token, body: imageForm(big, 'big.png', 'image/png') });
    expect(result.status).toBe(413);
  });

  it('answers 400 when the image field is missing', async () => {
    const result = await call(server, 'uploadImage', {
      token,
      body: imageForm(PNG, 'pixel.png', 'image/png', 'file'),
    });
    expect(result.status).toBe(400);
  });

  it('needs blog.write like the rest of the blog (401 without a token)', async () => {
    const result = await call(server, 'uploadImage', { body: imageForm(PNG, 'pixel.png', 'image/png') });
    expect(result.status).toBe(401);
  });
});

describe('the admin app and the API reference', () => {
  it('answers an HTML page to a deep link of the admin app', async () => {
    const response = await fetch(`${server.baseUrl}/admin/users`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('serves a readable reference of the contract at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/admin/users');
  });
});

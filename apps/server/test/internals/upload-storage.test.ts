import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPruning, pruneExpired, UNREFERENCED_UPLOAD_KEPT_HOURS } from '../../src/jobs/maintenance.ts';
import { importLegacyUploads } from '../../src/routes/upload.ts';
import { adminToken, call, startServer, type TestServer } from '../harness.ts';

/**
 * Uploaded images do not pile up: the pruning job removes those no record refers to once they
 * are older than a day (one being composed is kept), and the images together stay within the
 * deployment's quota (UPLOADS_QUOTA_MB), past which an upload is answered 507.
 */

/** Room for the small images of this file, not for a large one. */
const QUOTA_BYTES = 8 * 1024;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ uploadsQuotaBytes: QUOTA_BYTES });
  // The run made at start-up would otherwise race this file's rows on PostgreSQL's pool.
  if (server.internal) await firstPruning(server.internal.app);
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

function database() {
  const db = server.internal?.database.db;
  if (!db) throw new Error('in-process only');
  return db;
}

/** A small PNG of one colour: each colour is its own image (its own sha256). */
const swatch = (red: number) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  return call<{ url: string; error: string; message: string }>(server, 'uploadImage', { token, body: form });
}

async function uploaded(red: number): Promise<string> {
  const result = await upload(await swatch(red));
  expect(result.status).toBe(201);
  return result.body.url;
}

const shaOf = (url: string) => /\/uploads\/([0-9a-f]{64})\./.exec(url)?.[1] ?? '';

async function backdate(url: string, hours: number) {
  await sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where sha256 = ${shaOf(url)}`.execute(
    database(),
  );
}

async function stored(urls: readonly string[]): Promise<string[]> {
  const rows = await database()
    .selectFrom('uploads')
    .select('sha256')
    .where(
      'sha256',
      'in',
      urls.map((url) => shaOf(url)),
    )
    .execute();
  const kept = new Set(rows.map((row) => row.sha256));
  return urls.filter((url) => kept.has(shaOf(url)));
}

describe('collection of unused uploads', () => {
  it('removes an image nothing refers to a day after its upload, and keeps referenced and fresh ones', async () => {
    const old = UNREFERENCED_UPLOAD_KEPT_HOURS + 1;
    const unused = await uploaded(10);
    const featured = await uploaded(20);
    const inContent = await uploaded(30);
    const childPhoto = await uploaded(40);
    const fresh = await uploaded(50);
    const created = await call<{ post: { id: number } }>(server, 'createBlogPost', {
      token,
      body: {
        title: 'Collected images',
        content: `<p>A picture:</p><img src="${inContent}" alt="Swatch">`,
        featured_image: featured,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A photo stored as an absolute url of this server still counts.
    const child = await database()
      .selectFrom('children')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database()
      .updateTable('children')
      .set({ photo_url: `https://admin.example.com${childPhoto}` })
      .where('id', '=', child.id)
      .execute();
    for (const url of [unused, featured, inContent, childPhoto]) await backdate(url, old);
    await backdate(fresh, UNREFERENCED_UPLOAD_KEPT_HOURS - 1);

    const pruned = await pruneExpired(database());

    expect(pruned.uploads).toBeGreaterThanOrEqual(1);
    expect(await stored([unused, featured, inContent, childPhoto, fresh])).toEqual([
      featured,
      inContent,
      childPhoto,
      fresh,
    ]);
    expect((await fetch(`${server.baseUrl}${unused}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${featured}`)).status).toBe(200);
    const run = await sql<{ resource_label: string }>`
      select resource_label from audit_log where action = 'pruneExpired' order by id desc limit 1`.execute(
      database(),
    );
    expect(run.rows[0]?.resource_label).toMatch(/ and \d+ unused images$/);

    // Once its post lets go of it, the featured image goes at the next run too.
    await call(server, 'deleteBlogPost', { token, params: { id: created.body.post.id } });
    await pruneExpired(database());
    expect(await stored([featured, inContent, fresh])).toEqual([fresh]);
  });
});

describe('images kept on disk before images moved into the database', () => {
  it('are imported under their old names, served by any instance, skipped once imported, and kept while referred to', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aac-legacy-uploads-'));
    try {
      const kept = `${randomUUID()}.png`;
      const unused = `${randomUUID()}.png`;
      writeFileSync(path.join(folder, kept), await swatch(70));
      writeFileSync(path.join(folder, unused), await swatch(80));
      writeFileSync(path.join(folder, 'notes.png'), 'not an image');
      writeFileSync(path.join(folder, '.hidden.png'), await swatch(90));

      const first = await importLegacyUploads(database(), folder);
      expect(first).toEqual({ imported: 2, unreadable: ['notes.png'] });
      // Served from the database: the instance serving it need not have the file.
      rmSync(path.join(folder, kept));
      const served = await fetch(`${server.baseUrl}/uploads/${kept}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(4);
      expect(await importLegacyUploads(database(), folder)).toEqual({
        imported: 0,
        unreadable: ['notes.png'],
      });

      // A post still holding the old url keeps its image; an image nothing refers to goes.
      const created = await call<{ post: { id: number } }>(server, 'createBlogPost', {
        token,
        body: { title: 'From before', content: '<p>Old picture</p>', featured_image: `/uploads/${kept}` },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await sql`update uploads set created_at = now() - make_interval(hours => ${UNREFERENCED_UPLOAD_KEPT_HOURS + 1})
        where sha256 in (select sha256 from upload_names where name in (${kept}, ${unused}))`.execute(
        database(),
      );
      await pruneExpired(database());
      expect((await fetch(`${server.baseUrl}/uploads/${kept}`)).status).toBe(200);
      expect(
        await database()
          .selectFrom('upload_names')
          .select('name')
          .where('name', 'in', [kept, unused])
          .execute(),
      ).toEqual([{ name: kept }]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the uploads quota', () => {
  it('refuses an image that would go past it with 507 and the Error body, and still answers a stored one', async () => {
    const kept = await uploaded(60);
    // Pseudo-random pixels (xorshift, the same every run) do not compress: far past the room left.
    let state = 2463534242;
    const pixels = Buffer.alloc(64 * 64 * 3);
    for (let index = 0; index < pixels.length; index += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      pixels[index] = state & 0xff;
    }
    const noise = await sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(QUOTA_BYTES);
    expect(noise.length).toBeLessThan(5 * 1024 * 1024);

    const refused = await upload(noise);
    expect(refused.status).toBe(507);
    expect(refused.body.error).toBe('storage_full');
    expect(refused.body.message).toMatch(/^Images already take the 0\.1 MB this server allows for them/);
    const { count } = await database()
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();

    // The same bytes again take no more room.
    const again = await upload(await swatch(60));
    expect(again.status).toBe(201);
    expect(again.body.url).toBe(kept);
    const after = await database()
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(count);
  });
});

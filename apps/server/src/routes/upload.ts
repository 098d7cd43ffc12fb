import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMegabytes, MAX_IMAGE_UPLOAD_BYTES } from '@aac/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import type { Database, Db, UploadsTable } from '../db/schema.ts';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';

/**
 * Image upload (core spec §5: the featured image is uploaded first and the returned url is stored
 * in featured_image). The file's type is read from its bytes, never trusted from its name or the
 * declared content type. The image is decoded and encoded again, so what is stored is only
 * pixels: a polyglot (HTML or script after valid magic bytes), metadata (a phone's GPS position)
 * and anything that does not decode are never stored.
 *
 * Images are kept in the database (table uploads), so every instance on it serves every image,
 * named by the sha256 of the stored bytes: nothing the client sends becomes a name, the same image
 * uploaded twice is kept once, and a url never changes meaning, so browsers and proxies keep it
 * for a year without asking again.
 *
 * The images together stay within the deployment's quota (UPLOADS_QUOTA_MB); the pruning job
 * (jobs/maintenance.ts) removes those nothing refers to a day after their upload.
 */

/** The browser checks the same limit before sending (see @aac/domain). */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;

type ImageType = UploadsTable['content_type'];
type Extension = 'png' | 'jpg' | 'gif' | 'webp';

const ACCEPTED_IMAGES: Record<string, Extension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const TYPE_OF: Record<Extension, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Larger pictures than any screen needs are refused before decoding (decompression bombs). */
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** The image decoded and encoded again in its own format; throws when it does not decode. */
async function reencode(bytes: Buffer, extension: Extension): Promise<Buffer> {
  const animated = extension === 'gif' || extension === 'webp';
  const image = sharp(bytes, { animated, failOn: 'warning', limitInputPixels: MAX_UPLOAD_PIXELS });
  switch (extension) {
    case 'png':
      return image.png().toBuffer();
    case 'jpg':
      // The orientation lives in the metadata that re-encoding drops: apply it to the pixels.
      return image.autoOrient().jpeg({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
  }
}

/**
 * The bytes of the multipart field "image". Whatever the parser trips on (no boundary, a body
 * that is not multipart, a truncated stream, too many parts) is the client's mistake: 4xx, never 500.
 */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (part?.fieldname !== 'image') {
      part?.file.resume();
      throw badRequest('Send the image in the multipart field "image".', [
        { path: '/image', message: 'is required' },
      ]);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes(code))
      throw payloadTooLarge(
        'The form has more parts than an image upload takes: send only the field "image".',
      );
    throw badRequest('The multipart body could not be read: send the image in the field "image".', [
      { path: '/image', message: 'could not be read' },
    ]);
  }
}

const tooLarge = () => payloadTooLarge(`The image is larger than ${formatMegabytes(MAX_UPLOAD_BYTES)}.`);

/** 507 with the contract's Error body: the stored images would go past the quota. */
const storageFull = (quotaBytes: number) =>
  new HttpError(
    507,
    'storage_full',
    `Images already take the ${formatMegabytes(quotaBytes)} this server allows for them, so this one was not stored. Images no post or item uses any more are removed a day after upload; the server's operator can raise UPLOADS_QUOTA_MB.`,
  );

/**
 * Refuses an image that would take the stored images past the quota; an image already stored
 * (the same bytes) takes no more room and passes. Uploads wait for each other here until their
 * transactions end, so two at once cannot both take the last room.
 */
async function checkQuota(db: Kysely<Database>, sha256: string, size: number, quotaBytes: number) {
  await sql`select pg_advisory_xact_lock(hashtext('uploads: quota'))`.execute(db);
  const usage = await db
    .selectFrom('uploads')
    .select([
      sql<string>`coalesce(sum(size), 0)`.as('used'),
      sql<boolean | null>`bool_or(sha256 = ${sha256})`.as('stored'),
    ])
    .executeTakeFirstOrThrow();
  if (usage.stored) return;
  if (Number(usage.used) + size > quotaBytes) throw storageFull(quotaBytes);
}

/** Stores an image's re-encoded bytes under their sha256; the same image stored before stays as it was. */
async function insertImage(
  db: Db,
  image: { sha256: string; clean: Buffer; extension: Extension; createdBy: number | null },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      sha256: image.sha256,
      content_type: TYPE_OF[image.extension],
      size: image.clean.length,
      bytes: image.clean,
      created_by: image.createdBy,
    })
    .onConflict((conflict) => conflict.column('sha256').doNothing())
    .execute();
}

export const uploadHandlers = {
  async uploadImage(request, reply) {
    if (!request.isMultipart()) {
      throw unsupportedMediaType('Send the image as multipart/form-data in the field "image".');
    }
    const bytes = await readImagePart(request);
    if (bytes.length === 0)
      throw badRequest('The image file is empty.', [{ path: '/image', message: 'is empty' }]);
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected ? ACCEPTED_IMAGES[detected.mime] : undefined;
    if (!extension) throw unsupportedMediaType('Only PNG, JPEG, GIF and WebP images can be uploaded.');

    let clean: Buffer;
    try {
      clean = await reencode(bytes, extension);
    } catch {
      throw unsupportedMediaType('The file is not a readable PNG, JPEG, GIF or WebP image.');
    }

    const sha256 = createHash('sha256').update(clean).digest('hex');
    await checkQuota(request.server.db, sha256, clean.length, request.server.config.uploadsQuotaBytes);
    // In the request's audited transaction: the audit entry and the image commit together. An
    // image stored before keeps its first uploader.
    await insertImage(request.server.db, { sha256, clean, extension, createdBy: request.admin?.id ?? null });
    const url = `/uploads/${sha256}.${extension}`;
    // The contract has no API path for an image: the created resource is the stored file.
    reply.header('location', url);
    return { url };
  },
} satisfies AreaHandlers;

/** The name of an image in the database: its sha256 and the extension of its type. */
const STORED_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/;

/**
 * The names images were written to DATA_DIR/uploads with before they moved into the database
 * (random UUIDs): one segment, no dot first, so never a path outside the folder.
 */
const LEGACY_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpg|jpeg|gif|webp)$/;

const LEGACY_TYPES: Record<string, ImageType> = { ...TYPE_OF, jpeg: 'image/jpeg' };

/** Never changes under its name: a year, without revalidating (as the built app's hashed files). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ServedImage {
  contentType: ImageType;
  bytes: Buffer;
  sha256: string;
}

async function storedImage(app: FastifyInstance, name: string): Promise<ServedImage | undefined> {
  const match = STORED_NAME.exec(name);
  if (!match) return importedImage(app, name);
  const [, sha256 = '', extension = ''] = match;
  const row = await app.db
    .selectFrom('uploads')
    .select(['content_type', 'bytes'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  if (!row || TYPE_OF[extension as Extension] !== row.content_type) return undefined;
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { contentType: row.content_type, bytes, sha256 };
}

/** An image imported from an instance's disk, under the name it had there (upload_names). */
async function importedImage(app: FastifyInstance, name: string): Promise<ServedImage | undefined> {
  if (!LEGACY_NAME.test(name)) return undefined;
  const row = await app.db
    .selectFrom('upload_names')
    .innerJoin('uploads', 'uploads.sha256', 'upload_names.sha256')
    .select(['uploads.sha256', 'uploads.content_type', 'uploads.bytes'])
    .where('upload_names.name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { contentType: row.content_type, bytes, sha256: row.sha256 };
}

export interface LegacyImport {
  /** Files imported by this run. */
  imported: number;
  /** Files that are not a readable image: still served from this disk, by this instance only. */
  unreadable: string[];
}

/**
 * Moves the images this instance wrote to DATA_DIR/uploads before images moved into the database
 * into it, under their old names (each decoded and encoded again, as an upload is), so that every
 * instance serves them and a backup holds them. Run at each start; a file already imported is
 * skipped, and the files stay on disk (nothing is deleted).
 */
export async function importLegacyUploads(db: Kysely<Database>, folder: string): Promise<LegacyImport> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => LEGACY_NAME.test(name));
  } catch {
    return { imported: 0, unreadable: [] };
  }
  if (names.length === 0) return { imported: 0, unreadable: [] };
  const known = new Set(
    (await db.selectFrom('upload_names').select('name').where('name', 'in', names).execute()).map(
      (row) => row.name,
    ),
  );
  const result: LegacyImport = { imported: 0, unreadable: [] };
  for (const name of names.filter((candidate) => !known.has(candidate))) {
    const bytes = await readFile(path.join(folder, name));
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected ? ACCEPTED_IMAGES[detected.mime] : undefined;
    let clean: Buffer | undefined;
    if (extension) clean = await reencode(bytes, extension).catch(() => undefined);
    if (!extension || !clean) {
      result.unreadable.push(name);
      continue;
    }
    const sha256 = createHash('sha256').update(clean).digest('hex');
    await db.transaction().execute(async (trx) => {
      await insertImage(trx, { sha256, clean, extension, createdBy: null });
      await trx
        .insertInto('upload_names')
        .values({ name, sha256 })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    });
    result.imported += 1;
  }
  return result;
}

/**
 * An image an instance wrote to its own disk before images moved into the database: still served
 * from there, so the urls existing posts and support items hold keep working on that instance.
 */
async function legacyImage(folder: string, name: string): Promise<ServedImage | undefined> {
  const match = LEGACY_NAME.exec(name);
  if (!match) return undefined;
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(folder, name));
  } catch {
    return undefined;
  }
  const contentType = LEGACY_TYPES[match[1] ?? ''] ?? 'image/png';
  return { contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * GET (and HEAD) /uploads/<name>: an image of the database, else one of DATA_DIR/uploads from
 * before (`legacyFolder`), else the not-found answer of the rest of the server. The security
 * headers (nosniff, a sandboxing CSP) are set for the whole /uploads/ path (security-headers.ts).
 */
export function registerUploadServing(app: FastifyInstance, legacyFolder: string): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply: FastifyReply) => {
    const { name } = request.params;
    const image = (await storedImage(app, name)) ?? (await legacyImage(legacyFolder, name));
    if (!image) return reply.callNotFound();
    const etag = `"${image.sha256}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (isFresh(request, etag)) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
}

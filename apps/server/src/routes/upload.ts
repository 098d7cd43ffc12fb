import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMegabytes, MAX_IMAGE_UPLOAD_BYTES } from '@aac/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { uploadsDir } from '../config.ts';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';

/**
 * Image upload (core spec §5: the featured image is uploaded first and the returned url is stored
 * in featured_image). The file's type is read from its bytes, never trusted from its name or the
 * declared content type; the stored name is random, so nothing the client sends reaches the disk
 * as a path. The image is decoded and encoded again, so what is stored is only pixels: a polyglot
 * (HTML or script after valid magic bytes), metadata (a phone's GPS position) and anything that
 * does not decode never reach the disk.
 */

/** The browser checks the same limit before sending (see @aac/domain). */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;

const ACCEPTED_IMAGES: Record<string, 'png' | 'jpg' | 'gif' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Larger pictures than any screen needs are refused before decoding (decompression bombs). */
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** The image decoded and encoded again in its own format; throws when it does not decode. */
async function reencode(bytes: Buffer, extension: 'png' | 'jpg' | 'gif' | 'webp'): Promise<Buffer> {
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

    const name = `${randomUUID()}.${extension}`;
    await writeFile(path.join(uploadsDir(request.server.config), name), clean, { flag: 'wx' });
    const url = `/uploads/${name}`;
    // The contract has no API path for an image: the created resource is the stored file.
    reply.header('location', url);
    return { url };
  },
} satisfies AreaHandlers;

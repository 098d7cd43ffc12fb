import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { uploadsDir } from '../config.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';

/**
 * Image upload (core spec §5: the featured image is uploaded first and the returned url is stored
 * in featured_image). The file's type is read from its bytes, never trusted from its name or the
 * declared content type; the stored name is random, so nothing the client sends reaches the disk
 * as a path.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const ACCEPTED_IMAGES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const uploadHandlers = {
  async uploadImage(request) {
    if (!request.isMultipart()) {
      throw unsupportedMediaType('Send the image as multipart/form-data in the field "image".');
    }
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (part?.fieldname !== 'image') {
      part?.file.resume();
      throw badRequest('Send the image in the multipart field "image".', [
        { path: '/image', message: 'is required' },
      ]);
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw payloadTooLarge('The image is larger than 5 MB.');
      }
      throw error;
    }
    if (part.file.truncated || bytes.length > MAX_UPLOAD_BYTES)
      throw payloadTooLarge('The image is larger than 5 MB.');
    if (bytes.length === 0)
      throw badRequest('The image file is empty.', [{ path: '/image', message: 'is empty' }]);
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected ? ACCEPTED_IMAGES[detected.mime] : undefined;
    if (!extension) throw unsupportedMediaType('Only PNG, JPEG, GIF and WebP images can be uploaded.');

    const name = `${randomUUID()}.${extension}`;
    await writeFile(path.join(uploadsDir(request.server.config), name), bytes, { flag: 'wx' });
    return { url: `/uploads/${name}` };
  },
} satisfies AreaHandlers;

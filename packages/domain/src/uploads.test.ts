import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIGNATURE_BYTES,
  imageUploadProblem,
  isOwnImageAddress,
  MAX_IMAGE_UPLOAD_BYTES,
} from './uploads';

const bytes = (...values: number[]) => {
  const array = new Uint8Array(IMAGE_SIGNATURE_BYTES);
  array.set(values);
  return array;
};
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const GIF = bytes(...new TextEncoder().encode('GIF89a'));
const WEBP = bytes(...new TextEncoder().encode('RIFF\0\0\0\0WEBP'));

describe('imageUploadProblem', () => {
  it('takes the four formats up to 5 MB', () => {
    for (const image of [PNG, JPEG, GIF, WEBP]) expect(imageUploadProblem(1000, image)).toBeNull();
    expect(imageUploadProblem(MAX_IMAGE_UPLOAD_BYTES, PNG)).toBeNull();
  });

  it('refuses a file whose bytes are not an image, whatever its name says', () => {
    const text = bytes(...new TextEncoder().encode('hello, world'));
    expect(imageUploadProblem(12, text)).toBe(
      'This file is not a PNG, JPEG, GIF or WebP image. Choose an image in one of these formats.',
    );
    // RIFF that is not WebP (a WAV sound).
    expect(imageUploadProblem(12, bytes(...new TextEncoder().encode('RIFF\0\0\0\0WAVE')))).not.toBeNull();
  });

  it('says the size and the limit of an image that is too large', () => {
    expect(imageUploadProblem(26 * 1024 * 1024 + 300_000, JPEG)).toBe(
      'This image is 26.3 MB; the largest that can be uploaded is 5 MB. Choose a smaller one.',
    );
    // One byte over reads as over, not as the limit.
    expect(imageUploadProblem(MAX_IMAGE_UPLOAD_BYTES + 1, PNG)).toBe(
      'This image is 5.1 MB; the largest that can be uploaded is 5 MB. Choose a smaller one.',
    );
  });
});

describe('isOwnImageAddress (the admin loads images of its own origin only)', () => {
  const origin = 'https://admin.example.com';
  it('takes a path of this site or an absolute address of its origin', () => {
    expect(isOwnImageAddress('/uploads/7d1f0c2b.jpg', origin)).toBe(true);
    expect(isOwnImageAddress(' /demo/cover-1.svg ', origin)).toBe(true);
    expect(isOwnImageAddress('https://admin.example.com/uploads/7d1f0c2b.jpg', origin)).toBe(true);
  });
  it('refuses other hosts, protocol-relative addresses and other schemes', () => {
    expect(isOwnImageAddress('https://tracker.example.net/pixel.gif', origin)).toBe(false);
    expect(isOwnImageAddress('http://admin.example.com/uploads/a.png', origin)).toBe(false);
    expect(isOwnImageAddress('//tracker.example.net/pixel.gif', origin)).toBe(false);
    expect(isOwnImageAddress('data:image/png;base64,AAAA', origin)).toBe(false);
    expect(isOwnImageAddress('', origin)).toBe(false);
  });
});

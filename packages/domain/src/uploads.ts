/**
 * What an image upload may be (core spec §5: the featured image is uploaded first), checked in
 * the browser before anything is sent and again by the server, which also decodes it.
 */

/** The largest image the server takes: 5 MB. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The image formats taken, and the first bytes each file of that format starts with. */
const IMAGE_SIGNATURES: readonly { format: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: 'PNG', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'JPEG', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { format: 'GIF', matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  {
    format: 'WebP',
    // "RIFF", four bytes of size, "WEBP".
    matches: (b) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

/** How many first bytes tell the formats apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

/**
 * "26.3 MB": a file's size as the limit is said, rounded up to a tenth, so a file just over the
 * limit never reads as the limit itself.
 */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${tenths.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

/**
 * Why a chosen file cannot be uploaded as an image, in words that say which limit it hit, or null
 * when it may be sent. `firstBytes` are its first IMAGE_SIGNATURE_BYTES bytes: the format is read
 * from them, not from the file's name (a text file renamed .png is not an image).
 */
export function imageUploadProblem(size: number, firstBytes: Uint8Array): string | null {
  if (!IMAGE_SIGNATURES.some((signature) => signature.matches(firstBytes)))
    return 'This file is not a PNG, JPEG, GIF or WebP image. Choose an image in one of these formats.';
  if (size > MAX_IMAGE_UPLOAD_BYTES)
    return `This image is ${formatMegabytes(size)}; the largest that can be uploaded is ${formatMegabytes(MAX_IMAGE_UPLOAD_BYTES)}. Choose a smaller one.`;
  return null;
}

/**
 * Why an image from another site is not taken: the admin loads images from its own origin only
 * (the server's Content-Security-Policy), since each view of another host's image tells that host
 * who is reading, and when.
 */
export const OTHER_SITE_IMAGE_ERROR =
  'Only images stored on this site can be shown: an image from another site would tell that site who opens the page. Upload the image and use its address, which starts with /uploads/.';

/** Said in place of a stored image of another site, which the admin does not load. */
export const OTHER_SITE_IMAGE_NOTICE =
  'This image is on another site, so it is not shown here. Upload it to this site to show it.';

/**
 * Whether an image address is of this site (`origin`, e.g. "https://admin.example.com"): a path
 * such as /uploads/…, or an absolute address of that origin. Only those load in the admin.
 */
export function isOwnImageAddress(address: string, origin: string): boolean {
  const text = address.trim();
  if (/^\/(?!\/)\S+$/.test(text)) return true;
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    return new URL(text).origin === origin;
  } catch {
    return false;
  }
}

// A customer's photo made safe to keep (decision 033), as the signatures are (decision 019): the
// type from its bytes, the size from its header before any pixel is decoded, a pixel cap that
// libvips enforces again while decoding (limitInputPixels), then encoded again as JPEG without
// any of the metadata it came with (location, camera, time, comments), turned upright by its
// EXIF orientation, at most PHOTO_MAX_EDGE on its longer side, and a thumbnail beside it.
//
// HEIC/HEIF (iPhones) is HEVC inside, which sharp's prebuilt libvips does not decode: those go
// through heic-decode (libheif compiled to WebAssembly), whose container is read for the size
// before its pixels are decoded, under the same cap.
import { ErrorCode } from '@portal/contract/error-code';
import type { TicketPhotoType } from '@portal/contract/support';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors/app-error.ts';

/** The most pixels a photo may declare: a 48-megapixel phone photo passes (decision 033). */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The kept photo's longer side, and the thumbnail's. */
export const PHOTO_MAX_EDGE = 2560;
export const THUMBNAIL_EDGE = 400;

export interface SafePhoto {
  /** JPEG, no metadata. */
  bytes: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Which photo a file really is, by its bytes; undefined for anything else. */
export function sniffPhoto(bytes: Uint8Array): TicketPhotoType | undefined {
  const ascii = (start: number, end: number) =>
    Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'heic' || brand === 'heix' || brand === 'hevc' || brand === 'hevx') {
      return 'image/heic';
    }
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return undefined;
}

function tooManyPixels(field: string): AppError {
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `The photo is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
    { field },
  );
}

function unreadable(field: string): AppError {
  return new AppError(ErrorCode.UnsupportedMediaType, 'The photo cannot be read.', { field });
}

/** A sharp pipeline of the photo's pixels, after its size was checked from the header. */
async function decoded(bytes: Buffer, type: TicketPhotoType, field: string): Promise<Sharp> {
  if (type === 'image/heic' || type === 'image/heif') return decodedHeif(bytes, field);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable(field);
    });
  if (!metadata.width || !metadata.height) throw unreadable(field);
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw tooManyPixels(field);
  // Upright by its EXIF orientation: the orientation tag goes with the rest of the metadata.
  return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
}

async function decodedHeif(bytes: Buffer, field: string): Promise<Sharp> {
  const images = await decodeHeic.all({ buffer: bytes }).catch(() => {
    throw unreadable(field);
  });
  try {
    const primary = images[0];
    if (!primary || primary.width <= 0 || primary.height <= 0) throw unreadable(field);
    if (primary.width * primary.height > PHOTO_MAX_PIXELS) throw tooManyPixels(field);
    // libheif applies the container's rotation and mirroring while decoding.
    const pixels = await primary.decode().catch(() => {
      throw unreadable(field);
    });
    const raw = { width: pixels.width, height: pixels.height, channels: 4 as const };
    return sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
      raw,
      limitInputPixels: PHOTO_MAX_PIXELS,
    });
  } finally {
    images.dispose();
  }
}

/** Decodes within the limits and encodes the photo and its thumbnail again as JPEG, without
 * metadata. Throws a 413 (too many pixels) or 415 (not a readable photo) AppError. */
export async function safePhoto(
  bytes: Buffer,
  type: TicketPhotoType,
  field = 'body.files',
): Promise<SafePhoto> {
  const image = await decoded(bytes, type, field);
  // A transparent PNG or WebP is laid on white, as a photo viewer shows it. Two pipelines from
  // the one decoder, so that a JPEG is shrunk while it loads rather than decoded whole first.
  const base = image.flatten({ background: '#ffffff' }).toColourspace('srgb');
  const fit = (edge: number) => ({ width: edge, height: edge, fit: 'inside' as const });
  const [photo, thumbnail] = await Promise.all([
    base
      .clone()
      .resize({ ...fit(PHOTO_MAX_EDGE), withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
    base
      .clone()
      .resize({ ...fit(THUMBNAIL_EDGE), withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer(),
  ]).catch((error: unknown) => {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(field);
    throw unreadable(field);
  });
  return {
    bytes: photo.data,
    thumbnail,
    width: photo.info.width,
    height: photo.info.height,
  };
}

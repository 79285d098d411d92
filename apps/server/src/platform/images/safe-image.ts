// An uploaded image made safe to keep: size checked from the header before any pixel is decoded,
// decoded by libvips (sharp) with a pixel cap it enforces itself, and encoded again without the
// metadata it came with (location, camera, comments). SVG is checked by svg-limits.ts and
// rasterised within the same cap, so nothing downstream (the PDF writer above all) ever parses
// a customer's SVG or decodes a customer's original file.
//
// Why: a 97 KB PNG can declare 10000 × 10000 pixels; decoding it whole took 1 GB and stalled the
// server for seconds. sharp reads the dimensions from the header and refuses before
// allocating anything.
import { ErrorCode } from '@portal/contract/error-code';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';
import type { SignatureImageType } from './signature-image.ts';
import { checkSvgLimits, type SvgLimits } from './svg-limits.ts';

// The server re-encodes each upload once: sharp's operation cache would only hold memory, and
// one libvips thread per upload keeps a burst of uploads from taking every core.
sharp.cache(false);
sharp.concurrency(1);

export interface ImageLimits {
  maxPixels: number;
  svg: SvgLimits;
  /** The width an SVG is drawn at (its own aspect ratio, within maxPixels). */
  svgRasterWidth: number;
}

/** A signature needs a few megapixels at most; a drawn one is a few hundred kilobytes of SVG. */
export const SIGNATURE_IMAGE_LIMITS: ImageLimits = {
  maxPixels: 4_000_000,
  svg: { maxBytes: 512 * 1024, maxSegments: 20_000, maxElements: 2_000, maxDepth: 16 },
  svgRasterWidth: 1200,
};

export interface SafeImage {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

function tooManyPixels(maxPixels: number): AppError {
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `The image is too large: at most ${maxPixels / 1_000_000} megapixels.`,
    { field: 'body.file' },
  );
}

function unreadable(): AppError {
  return new AppError(ErrorCode.UnsupportedMediaType, 'The image cannot be read.', {
    field: 'body.file',
  });
}

/** Decodes within the limits and encodes again without metadata; SVG becomes PNG. Throws a 413
 * (too many pixels, too large an SVG) or 415 (not a readable image) AppError. */
export async function safeImage(
  bytes: Uint8Array,
  type: SignatureImageType,
  limits: ImageLimits,
): Promise<SafeImage> {
  if (type === 'image/svg+xml') return rasterisedSvg(bytes, limits);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width, height } = await headerSize(input);
  if (width * height > limits.maxPixels) throw tooManyPixels(limits.maxPixels);
  const image = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
  const encoded = type === 'image/png' ? image.png() : image.jpeg({ quality: 90 });
  const output = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw unreadable();
  });
  return { bytes: output.data, type, width: output.info.width, height: output.info.height };
}

/** Width and height from the file's header; nothing is decoded. */
async function headerSize(input: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!metadata.width || !metadata.height) throw unreadable();
  return { width: metadata.width, height: metadata.height };
}

async function rasterisedSvg(bytes: Uint8Array, limits: ImageLimits): Promise<SafeImage> {
  checkSvgLimits(bytes, limits.svg);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Its own size at 72 dpi, then drawn at the density that gives svgRasterWidth (or fewer
  // pixels, when its aspect ratio would exceed the cap).
  const { width, height } = await headerSize(input);
  const scale = Math.min(
    limits.svgRasterWidth / width,
    Math.sqrt(limits.maxPixels / (width * height)),
  );
  const output = await sharp(input, {
    density: Math.max(1, Math.min(2400, 72 * scale)),
    limitInputPixels: limits.maxPixels,
    failOn: 'error',
  })
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw tooManyPixels(limits.maxPixels);
      }
      throw unreadable();
    });
  return {
    bytes: output.data,
    type: 'image/png',
    width: output.info.width,
    height: output.info.height,
  };
}

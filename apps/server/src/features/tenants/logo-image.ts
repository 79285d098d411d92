// A tenant's logo file made ready once, when the tenant is created or its logo changes (decision
// 056): the original checked (SVG: parsed, held to an allow-list and written again, decision 066;
// PNG/JPEG: bounded bytes and pixels) and its PNG raster for the PDFs, at most
// RASTER_BOX pixels, so that no PDF ever decodes or rasterises the original.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.ts';
import { LOGO_SVG } from '../../platform/images/checked-svg.ts';
import { type ImageLimits, safeImage } from '../../platform/images/safe-image.ts';
import { sniffSignatureImage } from '../../platform/images/signature-image.ts';
import type { StoredTenantLogo } from './tenant-logo-repository.ts';

/** A logo file larger than this is refused whatever its type. */
export const MAX_LOGO_BYTES = 512 * 1024;

export const LOGO_IMAGE_LIMITS: ImageLimits = {
  maxPixels: 16_000_000,
  svg: { ...LOGO_SVG, maxBytes: MAX_LOGO_BYTES },
  svgRasterWidth: 1200,
};

/** The raster's bounds: the PDFs draw the logo at most 180 × 40 pt, so 4× that is plenty. */
const RASTER_BOX = { width: 720, height: 160 };

function logoError(code: ErrorCode, message: string): AppError {
  return new AppError(code, message, { field: 'logo' });
}

/** Checks the logo and makes its raster; throws an AppError on the field `logo`. */
export async function prepareLogo(bytes: Uint8Array): Promise<StoredTenantLogo> {
  if (bytes.length === 0) throw logoError(ErrorCode.Validation, 'The logo file is empty.');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw logoError(
      ErrorCode.PayloadTooLarge,
      `The logo file is too large: at most ${MAX_LOGO_BYTES / 1024} KB.`,
    );
  }
  // Its type from its bytes, never from its name.
  const contentType = sniffSignatureImage(bytes);
  if (!contentType) {
    throw logoError(ErrorCode.UnsupportedMediaType, 'The logo is not an SVG, PNG or JPEG file.');
  }
  const safe = await safeImage(bytes, contentType, LOGO_IMAGE_LIMITS).catch((error: unknown) => {
    // safeImage names the upload field of the routes; here the input is the logo option.
    if (error instanceof AppError) throw logoError(error.code, error.message);
    throw error;
  });
  const raster = await sharp(safe.bytes)
    .resize({ ...RASTER_BOX, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  // A PNG or JPEG is kept as re-encoded, without the metadata it came with; an SVG as written
  // again from its checked tree, never the bytes received.
  const original = safe.checkedSvg ?? safe.bytes;
  return {
    contentType,
    original,
    version: createHash('sha256').update(original).digest('hex').slice(0, 16),
    raster: { png: raster.data, width: raster.info.width, height: raster.info.height },
  };
}

const extensions: Record<StoredTenantLogo['contentType'], string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The logo's address on every tenant origin; the version in the name makes it cacheable for
 * good (a new logo is a new address). Served by features/tenants/stored-tenant-logo.ts. */
export function storedLogoUrl(subdomain: string, logo: StoredTenantLogo): string {
  return `/tenants/${subdomain}/logo-${logo.version}.${extensions[logo.contentType]}`;
}

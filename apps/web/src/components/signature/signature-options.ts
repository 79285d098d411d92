// The pure parts of the drawn-signature widget (spec §2, §5, §9): the pad's settings, the image
// types it accepts when loading an image, and the result it reports.
import { SIGNATURE_IMAGE_TYPES, SIGNATURE_PAD } from '@portal/domain/constants';
import type { Options } from 'signature_pad';

const { format, ...padSettings } = SIGNATURE_PAD;

/**
 * Spec §9 (domain constants): min 0.5, max 2.5, throttle 16 ms, min distance 5, velocity filter
 * 0.7, black on transparent, the background spelled as signature_pad's own default.
 */
export const SIGNATURE_PAD_OPTIONS = {
  ...padSettings,
  backgroundColor: 'rgba(0,0,0,0)',
} as const satisfies Options;

/** Spec §9: "default format png". */
export const DEFAULT_SIGNATURE_TYPE = format;

/** Spec §5: the widget accepts only png, jpeg and svg. */
export const SUPPORTED_SIGNATURE_TYPES = SIGNATURE_IMAGE_TYPES;
export type SignatureImageType = (typeof SUPPORTED_SIGNATURE_TYPES)[number];

/** Spec §5: an empty signature reports isEmpty true with no data. */
export type SignatureResult = { isEmpty: true; data: undefined } | { isEmpty: false; data: string };

export const EMPTY_SIGNATURE: SignatureResult = { isEmpty: true, data: undefined };

export function isSupportedSignatureType(type: string): type is SignatureImageType {
  const base = type.toLowerCase().split(';')[0]?.trim() ?? '';
  return (SUPPORTED_SIGNATURE_TYPES as readonly string[]).includes(base);
}

/** The media type of a data URL ("data:image/png;base64,…" → "image/png"), or ''. */
export function dataUrlType(dataUrl: string): string {
  const match = /^data:([^;,]+)[;,]/i.exec(dataUrl);
  return match?.[1]?.toLowerCase() ?? '';
}

/** Thrown when an image of another type is loaded (spec §8: unsupported image type message). */
export class SignatureImageTypeError extends Error {
  readonly type: string;
  readonly supported: readonly string[] = SUPPORTED_SIGNATURE_TYPES;

  constructor(type: string) {
    super(`The image type is incorrect. Supported types: ${SUPPORTED_SIGNATURE_TYPES.join(', ')}.`);
    this.name = 'SignatureImageTypeError';
    this.type = type;
  }
}

/** Throws SignatureImageTypeError unless the type is png, jpeg or svg. */
export function assertSignatureType(type: string): asserts type is SignatureImageType {
  if (!isSupportedSignatureType(type)) throw new SignatureImageTypeError(type);
}

/** A data URL as the Blob to upload (the sign call takes a file, not a data URL). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  const type = dataUrlType(dataUrl) || DEFAULT_SIGNATURE_TYPE;
  if (!header.endsWith(';base64')) {
    return new Blob([decodeURIComponent(payload)], { type });
  }
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

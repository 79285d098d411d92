// Which signature image a file really is, by its bytes (magic numbers), never by its declared
// type alone: PNG, JPEG or SVG (spec §6: only png, jpeg and svg are accepted). In the platform
// (decision 058): a route checks an upload, services and PDFs of several features use its type.
export type SignatureImageType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

/** What an accepted image is stored as (safe-image.ts draws an SVG as PNG). */
export type StoredImageType = 'image/png' | 'image/jpeg';

/** A signature as the services receive it: made safe (safe-image.ts), with the SHA-256 of the
 * bytes as sent, which tells two requests apart (the kept bytes may be equal for both). */
export interface SignatureUpload {
  bytes: Uint8Array;
  type: StoredImageType;
  sentSha256: string;
}

/** A signature as a route received it: checked by its bytes, not decoded yet. The service makes
 * it safe (`safe()`, in the image pool) only after it found what is signed, so that a request
 * for an offer that is not the customer's never costs a decode (decision 067). */
export interface ReceivedSignature {
  /** Its type by its bytes. */
  sentType: SignatureImageType;
  /** The SHA-256 of the bytes as sent. */
  sentSha256: string;
  safe(): Promise<SignatureUpload>;
}

/** The file extension a stored image of each type is kept under. */
export const IMAGE_EXTENSIONS: Record<StoredImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Optional XML declaration, comments and doctype, then the svg root element, perhaps under a
  // prefix: only a sniff, the parser (checked-svg.ts) decides what the root really is.
  const prolog =
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<([\w.-]+:)?svg[\s>]/i;
  return prolog.test(head);
}

export function sniffSignatureImage(bytes: Uint8Array): SignatureImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (isSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

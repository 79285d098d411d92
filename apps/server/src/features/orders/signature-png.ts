// The drawn signature of the delivery document arrives as a `data:image/png;base64,` URL; only
// real PNG bytes are accepted (the file store keeps them, see sign-order.ts).

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a `data:image/png;base64,` URL, or null when they are not a PNG image. */
export function pngFromDataUrl(dataUrl: string): Buffer | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return null;
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  // Signature plus IHDR chunk at least; anything shorter is not an image.
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return null;
  return bytes;
}

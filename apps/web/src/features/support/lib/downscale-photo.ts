// A photo made smaller before it goes over mobile data: decoded by the browser
// (createImageBitmap, upright by its EXIF orientation), drawn at most MAX_EDGE on its longer side
// and encoded as JPEG, which also leaves its metadata behind. What the browser cannot decode
// (HEIC outside Safari, say) goes as it is: the server decodes it (decision 033). Loaded only
// when photos are sent, so the first page never carries it.
// 1600 px at quality 0.8 is a few hundred kilobytes, which a phone on a slow mobile link sends in
// a few seconds, and enough for the installer to see a fault (decision 072).
export const MAX_EDGE = 1600;
const QUALITY = 0.8;

/** The size to draw at: the longer side at most `maxEdge`, never larger than it was. */
export function fittedSize(
  width: number,
  height: number,
  maxEdge = MAX_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `IMG_1.HEIC` → `IMG_1.jpg`. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((done) => canvas.toBlob(done, 'image/jpeg', QUALITY));
}

/** The photo as a JPEG of at most MAX_EDGE, or the file itself when the browser cannot. */
export async function downscalePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const blob = await encode(bitmap, width, height).catch(() => null);
    // Smaller only: a small PNG screenshot may be smaller than its JPEG.
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}

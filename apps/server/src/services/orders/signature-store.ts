// Stores a drawn signature under {DATA_DIR}/files/{tenantId}/deliveries/ and registers it in
// stored_documents. The key is built here from ids only, never from request data.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface StoredSignatureFile {
  storageKey: string;
  fileName: string;
  sizeBytes: number;
}

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

export async function writeDeliverySignature(
  dataDir: string,
  tenantId: number,
  deliveryId: number,
  png: Buffer,
): Promise<StoredSignatureFile> {
  const fileName = `delivery-${deliveryId}-signature-${randomUUID()}.png`;
  const storageKey = `${tenantId}/deliveries/${fileName}`;
  const path = join(resolve(dataDir, 'files'), storageKey);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, png, { flag: 'wx' });
  return { storageKey, fileName, sizeBytes: png.length };
}

export async function removeStoredFile(dataDir: string, storageKey: string): Promise<void> {
  await rm(join(resolve(dataDir, 'files'), storageKey), { force: true });
}

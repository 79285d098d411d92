// Stores a ticket's photos through the one file store (decision 024): each photo and its
// thumbnail is recorded as pending before its bytes are written, the transaction that stores
// their rows settles the records, and a failure removes them again (a crash leaves them to the
// sweep). Nothing is orphaned whichever way a request ends.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import {
  type PendingFileDeps,
  putPendingFile,
  settlePendingFilesIn,
} from '../../platform/files/pending-files.ts';
import type { SafePhoto } from '../../platform/images/photo-image.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';
import { insertOfferDocument } from '../offers/index.ts';
import { insertTicketFile } from './ticket-file-repository.ts';

export interface NamedPhoto {
  /** The name the customer's file had, made safe, with .jpg (it is kept as JPEG). */
  name: string;
  photo: SafePhoto;
}

export interface WrittenPhoto {
  name: string;
  photoKey: string;
  thumbnailKey: string;
  photo: SafePhoto;
}

/** The file's own name without its folder and extension, in safe characters, as .jpg. */
export function photoName(original: string, index: number): string {
  const base =
    original
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/\.[^.]*$/, '') ?? '';
  const safe = base
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .trim()
    .slice(0, 100);
  return `${safe || `photo-${index + 1}`}.jpg`;
}

/** Writes each photo and thumbnail as pending files; pushes every key written onto `written`
 * (also when a later one fails, so that the caller removes them). */
export async function writePhotos(
  deps: PendingFileDeps,
  tenantId: number,
  ticketId: number,
  photos: readonly NamedPhoto[],
  written: string[],
): Promise<WrittenPhoto[]> {
  const folder = `issues/${ticketId}`;
  const result: WrittenPhoto[] = [];
  for (const { name, photo } of photos) {
    const put = async (fileName: string, bytes: Uint8Array) => {
      const key = await putPendingFile(
        deps,
        tenantId,
        { folder, name: fileName, extension: 'jpg' },
        bytes,
      );
      written.push(key);
      return key;
    };
    const photoKey = await put('photo', photo.bytes);
    const thumbnailKey = await put('thumbnail', photo.thumbnail);
    result.push({ name, photoKey, thumbnailKey, photo });
  }
  return result;
}

/** In the transaction: settles the files and stores the rows of each photo on the message. */
export async function recordPhotos(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  target: { ticketId: number; messageId: number; at: string },
  photos: readonly WrittenPhoto[],
): Promise<number[]> {
  await settlePendingFilesIn(
    trx,
    photos.flatMap((photo) => [photo.photoKey, photo.thumbnailKey]),
  );
  const ids: number[] = [];
  for (const photo of photos) {
    const document = {
      ...owner,
      ownerType: 'ticket',
      ownerId: target.ticketId,
      contentType: 'image/jpeg',
      createdAt: target.at,
    };
    const documentId = await insertOfferDocument(trx, {
      ...document,
      kind: 'photo',
      fileName: photo.name,
      sizeBytes: photo.photo.bytes.length,
      storageKey: photo.photoKey,
    });
    const thumbnailDocumentId = await insertOfferDocument(trx, {
      ...document,
      kind: 'photo-thumbnail',
      fileName: photo.name,
      sizeBytes: photo.photo.thumbnail.length,
      storageKey: photo.thumbnailKey,
    });
    ids.push(
      await insertTicketFile(trx, owner.tenantId, {
        ticketId: target.ticketId,
        messageId: target.messageId,
        documentId,
        thumbnailDocumentId,
        at: target.at,
      }),
    );
  }
  return ids;
}

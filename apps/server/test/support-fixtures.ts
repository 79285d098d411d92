// What the support tests share: photos as a phone makes them (a JPEG with a location in its EXIF,
// a tiny HEIC made with libheif's heif-enc, committed in fixtures/), a multipart form of photos,
// and a look at what a request left in the database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../src/platform/db/schema.ts';

/** 96 × 64 orange HEIC (HEVC), 779 bytes: `heif-enc -q 40 in.jpg -o photo.heic`. */
export const HEIC_PHOTO = readFileSync(join(import.meta.dirname, 'fixtures/photo.heic'));

/** A JPEG a phone would take: a camera, a time and where it was taken (Mechelen) in its EXIF. */
export async function jpegWithLocation(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7aa63c' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', DateTime: '2026:11:20 10:11:12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 1/1 42/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 28/1 38/1',
      },
    })
    .toBuffer();
}

export interface PhotoFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body with photos in `files` and an optional `message`. */
export function photoForm(
  files: readonly PhotoFile[],
  message?: string,
): { payload: Buffer; contentType: string } {
  const boundary = `----photos${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (message !== undefined) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${message}\r\n`,
      ),
    );
  }
  for (const file of files) {
    const disposition = `Content-Disposition: form-data; name="files"; filename="${file.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The rows a ticket request can leave: counted, so "nothing changed" is one comparison. */
export async function supportState(db: Kysely<Database>, ticketId: number) {
  const count = async (table: 'ticket_messages' | 'ticket_files', column: 'ticket_id') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', ticketId)
        .executeTakeFirstOrThrow()
    ).n;
  const ticket = await db
    .selectFrom('tickets')
    .select(['status_id', 'updated_at'])
    .where('id', '=', ticketId)
    .executeTakeFirst();
  const documents = await db
    .selectFrom('stored_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('pending_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const mails = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const notifications = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    ticket,
    messages: Number(await count('ticket_messages', 'ticket_id')),
    files: Number(await count('ticket_files', 'ticket_id')),
    documents: Number(documents.n),
    pending: Number(pending.n),
    mails: Number(mails.n),
    notifications: Number(notifications.n),
  };
}

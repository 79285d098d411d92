// Ticket photos (decision 033) on both databases: a phone's JPEG comes back upright,
// re-encoded without its location or any other metadata, with a thumbnail; a HEIC is decoded by
// libheif; each is served to the ticket's owner only. A decompression bomb and an oversized file
// are refused at once with 413, an unknown file with 415, a closed or another's ticket before
// anything is read: nothing is stored and no file is left.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { uploadedPhotosSchema } from '@portal/contract/support';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { pngBomb } from './image-bombs.ts';
import { temporaryDataDir } from './outbox.ts';
import {
  HEIC_PHOTO,
  jpegWithLocation,
  type PhotoFile,
  photoForm,
  supportState,
} from './support-fixtures.ts';

function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(testDialects())('ticket photos on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });
  let openTicketId = 0;
  let closedTicketId = 0;

  const upload = async (
    customerId: number,
    ticketId: number,
    files: readonly PhotoFile[],
    message?: string,
  ) => {
    const form = photoForm(files, message);
    return api.request({
      tenant: 'demo',
      customerId,
      method: 'POST',
      url: `/api/issues/${ticketId}/file`,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const get = (customerId: number, url: string) => api.request({ tenant: 'demo', customerId, url });

  beforeAll(async () => {
    const tickets = (await api.call('demo', api.jan.customerId, 'GET', '/api/issues/')).json().data;
    openTicketId = tickets.find((ticket: { final: boolean }) => !ticket.final).id;
    closedTicketId = tickets.find((ticket: { final: boolean }) => ticket.final).id;
  });

  it('keeps a JPEG upright and without its location, with a thumbnail, for its owner only', async () => {
    const original = await jpegWithLocation(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(
      api.jan.customerId,
      openTicketId,
      [{ name: 'IMG_2041.JPG', type: 'image/jpeg', bytes: original }],
      'Het display',
    );
    expect(response.statusCode).toBe(200);
    const uploaded = uploadedPhotosSchema.parse(response.json().data);
    expect(uploaded.files).toMatchObject([{ name: 'IMG_2041.jpg', contentType: 'image/jpeg' }]);
    const fileId = uploaded.files[0]?.id;
    const full = await get(api.jan.customerId, `/api/issues/${openTicketId}/files/${fileId}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toContain('private');
    const kept = await sharp(full.rawPayload).metadata();
    // Downscaled to the kept size; no EXIF at all, so no GPS tag; no ICC, XMP or IPTC either.
    expect([kept.width, kept.height]).toEqual([2560, 1707]);
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    const thumbnail = await get(
      api.jan.customerId,
      `/api/issues/${openTicketId}/files/${fileId}/thumbnail`,
    );
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBe(400);
    expect(small.exif).toBeUndefined();
    // The photo shows in the thread, on the message it came with.
    const thread = (await get(api.jan.customerId, `/api/issues/${openTicketId}/messages`)).json()
      .data;
    expect(thread.at(-1)).toMatchObject({ message: 'Het display', files: [{ id: fileId }] });
    // Another customer, of the same tenant or not, gets neither.
    for (const path of ['', '/thumbnail']) {
      const url = `/api/issues/${openTicketId}/files/${fileId}${path}`;
      expect((await get(api.marie.customerId, url)).statusCode).toBe(404);
    }
    // Stored and settled: no pending record left.
    expect((await supportState(api.db, openTicketId)).pending).toBe(0);
  });

  it('decodes a HEIC photo from an iPhone with libheif', async () => {
    const response = await upload(api.jan.customerId, openTicketId, [
      { name: 'IMG_0001.HEIC', type: 'image/heic', bytes: HEIC_PHOTO },
    ]);
    expect(response.statusCode).toBe(200);
    const fileId = response.json().data.files[0].id;
    const full = await get(api.jan.customerId, `/api/issues/${openTicketId}/files/${fileId}`);
    const kept = await sharp(full.rawPayload).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', 96, 64]);
  });

  it('answers a decompression bomb with 413 at once, decoding nothing and storing nothing', async () => {
    const bomb = pngBomb(10_000, 10_000);
    const before = await supportState(api.db, openTicketId);
    const files = storedFiles(dataDir);
    const started = performance.now();
    const response = await upload(api.jan.customerId, openTicketId, [
      { name: 'bomb.png', type: 'image/png', bytes: bomb },
    ]);
    const elapsedMs = performance.now() - started;
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    console.log(`photo bomb (${dialect}): 413 in ${elapsedMs.toFixed(0)} ms`);
    expect(await supportState(api.db, openTicketId)).toEqual(before);
    expect(storedFiles(dataDir)).toEqual(files);
  });

  it("answers a file over the byte limit with 413 'File {name} is too big'", async () => {
    const before = await supportState(api.db, openTicketId);
    const big = Buffer.concat([await jpegWithLocation(), Buffer.alloc(16 * 1024 * 1024)]);
    const started = performance.now();
    const response = await upload(api.jan.customerId, openTicketId, [
      { name: 'huge.jpg', type: 'image/jpeg', bytes: big },
    ]);
    console.log(
      `oversized photo (${dialect}): 413 in ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File huge.jpg is too big',
    });
    expect(await supportState(api.db, openTicketId)).toEqual(before);
  });

  it('refuses what is not a photo (415), none at all (400), a closed ticket (409) and another’s (404)', async () => {
    const photo = { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegWithLocation() };
    const before = await supportState(api.db, openTicketId);
    const closedBefore = await supportState(api.db, closedTicketId);
    const text = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') };
    expect((await upload(api.jan.customerId, openTicketId, [text])).statusCode).toBe(415);
    const svg = { name: 'x.svg', type: 'image/jpeg', bytes: Buffer.from('<svg></svg>') };
    expect((await upload(api.jan.customerId, openTicketId, [svg])).statusCode).toBe(415);
    expect((await upload(api.jan.customerId, openTicketId, [], 'zonder foto')).statusCode).toBe(
      400,
    );
    expect((await upload(api.jan.customerId, closedTicketId, [photo])).statusCode).toBe(409);
    expect((await upload(api.marie.customerId, openTicketId, [photo])).statusCode).toBe(404);
    expect(await supportState(api.db, openTicketId)).toEqual(before);
    expect(await supportState(api.db, closedTicketId)).toEqual(closedBefore);
  });
});

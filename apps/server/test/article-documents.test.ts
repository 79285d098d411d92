// Article documents (spec §3) and CDN documents (spec §7) on both databases: the list holds the
// documents of the customer's own articles; a download fetches the file once from the CDN (a
// local HTTP server here) with no_redirect and download, keeps it in the file store, and serves
// the copy after; a document of articles the customer lacks is 404; a CDN that has not the file
// is 404, one that fails or answers something else 503, and neither leaves anything stored.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { temporaryDataDir } from './outbox.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Listed {
  id: number;
  ArticleCode: string;
  Name: string;
  Path: string;
}

describe.each(testDialects())('article documents on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });
  const asked: string[] = [];
  let cdn: Server;
  let origin = '';

  beforeAll(async () => {
    cdn = createServer((request, response) => {
      asked.push(request.url ?? '');
      const path = new URL(request.url ?? '/', 'http://cdn').pathname;
      if (path.endsWith('/moved.pdf')) response.writeHead(302, { location: '/elsewhere' }).end();
      else if (path.endsWith('/viewer.pdf')) response.end('<html>a viewer</html>');
      else if (path.endsWith('/gone.pdf')) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    });
    await new Promise<void>((listening) => cdn.listen(0, '127.0.0.1', listening));
    const address = cdn.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((closed) => cdn.close(closed));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async (tenant: string, customerId: number): Promise<Listed[]> =>
    (await api.call(tenant, customerId, 'GET', '/api/articleDocuments')).json().data;
  const download = (path: string, customerId = api.jan.customerId, tenant = 'demo') =>
    api.request({ tenant, customerId, url: `/api/${path}` });
  const pointAt = (id: number, file: string) =>
    api.db
      .updateTable('article_documents')
      .set({ path: `${origin}/files/${file}` })
      .where('id', '=', id)
      .execute();
  const kept = () =>
    api.db
      .selectFrom('stored_documents')
      .select(['owner_id', 'storage_key'])
      .where('owner_type', '=', 'article_document')
      .execute();
  const pending = () => api.db.selectFrom('pending_files').select('storage_key').execute();

  it('lists the documents of the customer’s own articles, each with its download path', async () => {
    const jan = await list('demo', api.jan.customerId);
    expect(jan.map((document) => document.ArticleCode)).toEqual(
      expect.arrayContaining([
        'JKM440N-54HL4R-V',
        'SMA-STP8.0-3AV-40',
        'BYD-HVS-2.56',
        'AIKO-A450-MAH54MW',
      ]),
    );
    for (const document of jan) expect(document.Path).toBe(`articleDocuments/${document.id}`);
    const camille = await list('helios', api.camille.customerId);
    const janIds = new Set(jan.map((document) => document.id));
    expect(camille.some((document) => janIds.has(document.id))).toBe(false);
  });

  it('fetches a document from the CDN once, keeps it in the file store and serves the copy', async () => {
    const jinko = (await list('demo', api.jan.customerId)).find(
      (d) => d.ArticleCode === 'JKM440N-54HL4R-V',
    );
    if (!jinko) throw new Error('Jan has no Jinko datasheet');
    await pointAt(jinko.id, 'jinko.pdf?v=3');
    // The CDN's requests from here on: another test of this file may have asked it before.
    const askedBefore = asked.length;
    const first = await download(jinko.Path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      'attachment; filename="Datasheet-Jinko-Tiger-Neo-440-Wp.pdf"',
    );
    expect(first.rawPayload).toEqual(PDF);
    expect(asked.slice(askedBefore)).toEqual([
      '/files/jinko.pdf?v=3&no_redirect=true&download=true',
    ]);
    const second = await download(jinko.Path);
    expect(second.rawPayload).toEqual(PDF);
    expect(asked).toHaveLength(askedBefore + 1);
    const copies = await kept();
    expect(copies).toEqual([expect.objectContaining({ owner_id: jinko.id })]);
    expect(await pending()).toEqual([]);
    const folder = join(dataDir, 'files', String(api.jan.tenantId), 'articles');
    expect(existsSync(folder) && readdirSync(folder)).toHaveLength(1);
  });

  it('refuses documents of articles the customer lacks, and another tenant’s, with 404', async () => {
    const jan = await list('demo', api.jan.customerId);
    const marie = new Set(
      (await list('demo', api.marie.customerId)).map((document) => document.id),
    );
    const notMarie = jan.find((document) => !marie.has(document.id));
    if (!notMarie) throw new Error('Marie has every document Jan has');
    expect((await download(notMarie.Path, api.marie.customerId)).statusCode).toBe(404);
    const other = await download(notMarie.Path, api.camille.customerId, 'helios');
    expect(other.statusCode).toBe(404);
    expect((await download('articleDocuments/2147483647')).statusCode).toBe(404);
  });

  it('answers 404 for a file the CDN has not, 503 for a CDN that fails, storing nothing', async () => {
    const jan = (await list('demo', api.jan.customerId)).filter(
      (d) => d.ArticleCode !== 'JKM440N-54HL4R-V',
    );
    const [gone, moved, viewer, down] = jan;
    if (!gone || !moved || !viewer || !down) throw new Error('Jan has too few documents');
    await pointAt(gone.id, 'gone.pdf');
    await pointAt(moved.id, 'moved.pdf');
    await pointAt(viewer.id, 'viewer.pdf');
    await api.db
      .updateTable('article_documents')
      .set({ path: 'http://127.0.0.1:9/closed.pdf' })
      .where('id', '=', down.id)
      .execute();
    const before = await kept();
    const missing = await download(gone.Path);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('NOT_FOUND');
    for (const failing of [moved, viewer, down]) {
      const response = await download(failing.Path);
      expect(response.statusCode, failing.ArticleCode).toBe(503);
      expect(response.json().errors[0].code).toBe('UNAVAILABLE');
    }
    expect(await kept()).toEqual(before);
    expect(await pending()).toEqual([]);
  });
});

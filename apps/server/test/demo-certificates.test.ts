// The demo's inspection certificates (keep-demo-certificates.ts) on both databases: after the
// seed, the demo customer's approved inspection with a certificate number is marked downloadable
// and its PDF downloads, as one the back office sent would; kept again, the same file is not
// stored twice; an inspection without a certificate number gets none.
import { documentPaths } from '@portal/domain/document-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepDemoFiles } from '../src/demo/keep-demo-files.ts';
import {
  CERTIFICATE_KIND,
  INSPECTION_OWNER,
} from '../src/features/integration/sync/inspection-sync.ts';
import { createFileStore } from '../src/platform/files/create-file-store.ts';
import { testDialects } from './databases.ts';
import { type CustomerScope, customerScope } from './demo-database.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';

describe.each(testDialects())('demo inspection certificates on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let jan: CustomerScope;
  let invoiceId = 0;

  const getAs = async (path: string) =>
    app.server.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', jan.customerId) },
    });
  const storedCertificates = () =>
    app.database.db
      .selectFrom('stored_documents')
      .select(['owner_id', 'file_name'])
      .where('owner_type', '=', INSPECTION_OWNER)
      .where('kind', '=', CERTIFICATE_KIND)
      .orderBy('owner_id')
      .execute();

  beforeAll(async () => {
    app = await buildTestApp(dialect, { keepDemoFiles: true });
    bearer = await realmBearers(app);
    jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    const certified = await app.database.db
      .selectFrom('inspections')
      .select('invoice_id')
      .where('tenant_id', '=', jan.tenantId)
      .where('certificate_number', '=', 'BTV-118734')
      .executeTakeFirstOrThrow();
    invoiceId = certified.invoice_id ?? 0;
  });
  afterAll(() => app.close());

  it('marks the demo customer’s certificate downloadable and serves its PDF', async () => {
    const inspection = await getAs(`inspections/invoices/${invoiceId}`);
    expect(inspection.statusCode, inspection.body).toBe(200);
    expect(inspection.json().data.documents).toContainEqual({
      kind: 'inspectionCertificate',
      reference: 'BTV-118734',
      downloadable: true,
    });
    const download = await getAs(documentPaths.inspectionCertificate('invoice', invoiceId));
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('stores one file per certified inspection, and none again when kept twice', async () => {
    const certifiedIds = await app.database.db
      .selectFrom('inspections')
      .select('id')
      .where('certificate_number', 'is not', null)
      .where('approved_date', 'is not', null)
      .orderBy('id')
      .execute();
    const before = await storedCertificates();
    expect(before.map((row) => row.owner_id)).toEqual(certifiedIds.map((row) => row.id));
    expect(before.length).toBeGreaterThan(0);
    await keepDemoFiles({
      db: app.database.db,
      store: createFileStore(app.config),
      clock: () => testNow,
    });
    expect(await storedCertificates()).toEqual(before);
  });
});

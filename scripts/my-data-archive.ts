// Lists, file by file, the archive of a demo customer's data (decision 097) as the portal makes
// it: the demo seeded on a throw-away SQLite database with its stored files, the customer's
// archive asked for through the API and made by the export job (the time it took), then every
// file of the zip with its size.
//   node scripts/my-data-archive.ts [--tenant demo] [--customer jan.peeters@example.be] [--out my-data.zip]
// --out also keeps the zip, to open it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStore } from '../apps/server/src/platform/files/create-file-store.ts';
import { findCustomerByEmail } from '../apps/server/src/platform/identity/customer-repository.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';
import { exportJobOf } from '../apps/server/test/my-data-job.ts';
import { realmBearers } from '../apps/server/test/realm-tokens.ts';
import { buildTestApp } from '../apps/server/test/test-app.ts';
import { zipEntries } from '../apps/server/test/zip-entries.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'demo' },
    customer: { type: 'string', default: 'jan.peeters@example.be' },
    out: { type: 'string' },
  },
});

const dataDir = mkdtempSync(join(tmpdir(), 'my-data-archive-'));
const app = await buildTestApp('sqlite', { config: { dataDir }, keepDemoFiles: true });
try {
  const db = app.database.db;
  const tenant = await findTenantBySubdomain(db, values.tenant);
  const customer = tenant && (await findCustomerByEmail(db, tenant.id, values.customer));
  if (!tenant || !customer) throw new Error(`no customer ${values.customer} of ${values.tenant}`);
  const bearer = await realmBearers(app);
  const asked = await app.server.inject({
    method: 'POST',
    url: '/api/customers/me/data-export',
    headers: {
      'x-subdomain': tenant.subdomain,
      authorization: await bearer(tenant.subdomain, customer.id),
    },
    payload: {},
  });
  if (asked.statusCode !== 200) throw new Error(`asking answered ${asked.statusCode}`);
  const started = performance.now();
  await exportJobOf(app).prepareQueued();
  const madeInMs = Math.round(performance.now() - started);
  const row = await db
    .selectFrom('data_exports')
    .select('storage_key')
    .where('tenant_id', '=', tenant.id)
    .where('customer_id', '=', customer.id)
    .where('status', '=', 'ready')
    .executeTakeFirstOrThrow();
  const zip = await createFileStore(app.config).read(row.storage_key ?? '');
  const files = zipEntries(zip);
  console.log(
    `${values.customer} (${values.tenant}): ${files.size} files, ${zip.length} bytes zipped, made in ${madeInMs} ms`,
  );
  for (const [path, bytes] of files) console.log(`${String(bytes.length).padStart(9)}  ${path}`);
  if (values.out) writeFileSync(values.out, zip);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

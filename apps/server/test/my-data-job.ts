// The export of customers' data as its job runs it (decision 097), on a test app's database and
// file store at a given time, with every section the app wires (services.ts) and mail left
// queued in the outbox for the test to read.
import { createDocumentService } from '../src/features/documents/index.ts';
import { gridOperatorPdf } from '../src/features/grid-operator/index.ts';
import { inspectionCertificatePdf } from '../src/features/inspections/index.ts';
import { createDataExportService, type DataExportService } from '../src/features/my-data/index.ts';
import { deliveryPdf, iChoosrPdf, invoicePdf, orderPdf } from '../src/features/orders/index.ts';
import { createTenantLogoLoader } from '../src/features/tenants/index.ts';
import { createMemoryAttemptCounter } from '../src/platform/cache/attempt-counter.ts';
import { createFileStore } from '../src/platform/files/create-file-store.ts';
import { customerDataSections } from '../src/services.ts';
import { type TestApp, testNow } from './test-app.ts';

export function exportJobOf(app: TestApp, now: Date = testNow): DataExportService {
  const db = app.database.db;
  const store = createFileStore(app.config);
  const documents = createDocumentService(
    { db, store, loadLogo: createTenantLogoLoader(app.config.webDist, db) },
    { orderPdf, invoicePdf, deliveryPdf, iChoosrPdf, gridOperatorPdf, inspectionCertificatePdf },
  );
  return createDataExportService({
    db,
    clock: () => now,
    // The job asks for no archive, it only makes them: its counts never matter.
    attempts: createMemoryAttemptCounter(),
    store,
    outbox: {
      tenantOrigin: (subdomain) => `http://${subdomain}.localhost:3000`,
      deliver: async () => undefined,
      deliverDue: async () => undefined,
      start: () => undefined,
      stop: async () => undefined,
    },
    sections: customerDataSections(documents),
  });
}

// The export of customers' data as its job runs it (decision 097), on a test app's database and
// file store at a given time, with mail left queued in the outbox for the test to read.
import { createDataExportService, type DataExportService } from '../src/features/my-data/index.ts';
import { createFileStore } from '../src/platform/files/create-file-store.ts';
import { customerDataSections } from '../src/services.ts';
import { type TestApp, testNow } from './test-app.ts';

export function exportJobOf(app: TestApp, now: Date = testNow): DataExportService {
  return createDataExportService({
    db: app.database.db,
    clock: () => now,
    store: createFileStore(app.config),
    outbox: {
      tenantOrigin: (subdomain) => `http://${subdomain}.localhost:3000`,
      deliver: async () => undefined,
      deliverDue: async () => undefined,
      start: () => undefined,
      stop: async () => undefined,
    },
    sections: customerDataSections,
  });
}

// The jobs of the customer's own data, each on one instance at a time (a lease, decision 052):
// every 5 s the queued archives are made (so a customer waits seconds, not a minute) and every
// hour the expired ones lose their file and link, and sent confirmations of erased accounts go.
import type { ScheduledJob } from '../../platform/jobs/scheduler.ts';
import type { AccountErasureService } from './account-erasure-service.ts';
import type { DataExportService } from './data-export-service.ts';

export function myDataJobs(services: {
  dataExports: DataExportService;
  accountErasure: AccountErasureService;
}): ScheduledJob[] {
  return [
    {
      name: 'data-exports',
      everyMs: 5_000,
      atMs: 0,
      exclusive: true,
      run: () => services.dataExports.prepareQueued(),
    },
    {
      name: 'data-export-expiry',
      everyMs: 3_600_000,
      atMs: 17 * 60_000,
      exclusive: true,
      run: async () => {
        await services.dataExports.removeExpired();
        await services.accountErasure.forgetSentConfirmations();
      },
    },
  ];
}

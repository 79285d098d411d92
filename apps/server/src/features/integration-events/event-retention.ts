// The retention of integration events (decision 055): the outbox and its delivery log would grow
// with every customer action for good. An event no longer owed to a webhook (delivered, given up,
// or for the cursor only) is deleted, with its delivery log, once it occurred more than the
// retention ago (INTEGRATION_EVENT_RETENTION_DAYS, 30 by default); so the cursor lists the last 30
// days, and a replay reaches no further back. A pending event is never deleted. The scheduler runs
// it hourly on one instance (features/monitoring/monitoring-jobs.ts), in passes of BATCH events,
// each its own short statement, so no pass holds the outbox (and the writers' inserts) for long.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { deleteSettledEventsBefore } from './integration-event-repository.ts';

const DAY_MS = 24 * 3_600_000;
/** Events deleted per pass. */
export const RETENTION_BATCH = 1_000;

export interface IntegrationEventRetention {
  /** Deletes every settled event older than the retention; resolves with how many. */
  run(): Promise<number>;
}

export function createIntegrationEventRetention(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  retentionDays: number;
  /** Events per pass (tests make it small). */
  batch?: number;
}): IntegrationEventRetention {
  const batch = deps.batch ?? RETENTION_BATCH;
  return {
    async run() {
      // One cut-off for the whole run, so the passes agree on what is old.
      const before = new Date(deps.clock().getTime() - deps.retentionDays * DAY_MS).toISOString();
      let deleted = 0;
      for (;;) {
        const pass = await deleteSettledEventsBefore(deps.db, before, batch);
        deleted += pass;
        if (pass < batch) return deleted;
      }
    },
  };
}

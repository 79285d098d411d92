// The events by cursor, for a back office that cannot receive webhooks: a tenant's
// events after the last id it saw, in id order, and the cursor to ask with next. Ids of a tenant
// commit in order (record-event.ts), so a reader that moves its cursor past an id misses none.
import type { IntegrationEventPage } from '@portal/contract/integration/events';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { toIntegrationEvent } from './integration-event.ts';
import { listTenantEvents } from './integration-event-repository.ts';

export interface IntegrationEventCursor {
  listEvents(tenantId: number, after: number, limit: number): Promise<IntegrationEventPage>;
}

export function createIntegrationEventCursor(deps: {
  db: Kysely<Database>;
}): IntegrationEventCursor {
  return {
    async listEvents(tenantId, after, limit) {
      const records = await listTenantEvents(deps.db, tenantId, after, limit);
      return {
        events: records.map(toIntegrationEvent),
        next: records.at(-1)?.id ?? after,
      };
    },
  };
}

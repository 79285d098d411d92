// Sending a tenant's events again (`npm run webhooks -- replay`, decision 055): from an id on,
// one event, or every event given up ('failed'). They are owed again as if never tried, with the
// same webhook-id (a receiver that has one already drops it), and go out in id order per entity.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { owePastEvents, type ReplaySelection } from './integration-event-repository.ts';

export type { ReplaySelection };

/** Owes the selected events again; resolves with how many. */
export function replayEvents(
  deps: { db: Kysely<Database>; clock: () => Date },
  tenantId: number,
  selection: ReplaySelection,
): Promise<number> {
  return owePastEvents(deps.db, tenantId, selection, deps.clock().toISOString());
}

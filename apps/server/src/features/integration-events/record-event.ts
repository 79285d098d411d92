// The one way a service records an integration event (decision 055): in the transaction of the
// change it tells of, so the event exists exactly when the change does (an outbox, like the mail
// and push outboxes of decisions 024 and 037). Call it last in the transaction: on PostgreSQL it
// holds the tenant's event lock until the commit, so a tenant's events commit in id order.
import {
  INTEGRATION_EVENTS,
  type IntegrationEventData,
  type IntegrationEventType,
} from '@portal/contract/integration/events';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { currentRequestId } from '../../platform/http/request-id.ts';
import { externalIdOf, insertIntegrationEvent } from './integration-event-repository.ts';

export interface IntegrationEventInput<T extends IntegrationEventType> {
  tenantId: number;
  type: T;
  /** The portal id of the entity the event is about (its kind follows from the type). */
  entityId: number;
  data: IntegrationEventData<T>;
  at: Date;
}

/** Records the event in `transaction`; its data is checked against the type's schema first (a
 * mismatch is a programming error: it throws and the change rolls back with it). */
export async function recordIntegrationEvent<T extends IntegrationEventType>(
  transaction: Kysely<Database>,
  event: IntegrationEventInput<T>,
): Promise<number> {
  const definition = INTEGRATION_EVENTS[event.type];
  const data = definition.data.parse(event.data);
  const entity = { kind: definition.entity, id: event.entityId };
  return insertIntegrationEvent(transaction, {
    tenantId: event.tenantId,
    type: event.type,
    // The back office's own id of the entity, so it can match the event to its record.
    entity: { ...entity, externalId: await externalIdOf(transaction, event.tenantId, entity) },
    occurredAt: event.at.toISOString(),
    payload: JSON.stringify(data),
    // The webhook that delivers the event, later and maybe elsewhere, carries the request's id.
    requestId: currentRequestId() ?? null,
  });
}

// A stored event as the back office receives it (@portal/contract/integration/events): the same
// body in the webhook and in the cursor's page.
import {
  type IntegrationEvent,
  type IntegrationEventType,
  integrationEventSchema,
  wireTypeOf,
} from '@portal/contract/integration/events';
import type { IntegrationEventRecord } from './integration-event-repository.ts';

export function toIntegrationEvent(record: IntegrationEventRecord): IntegrationEvent {
  return integrationEventSchema.parse({
    id: record.id,
    type: wireTypeOf(record.type as IntegrationEventType),
    legacyType: record.type,
    timestamp: record.occurredAt,
    occurredAt: record.occurredAt,
    entity: record.entity,
    data: JSON.parse(record.payload),
  });
}

/** The webhook-id of an event: the same on every attempt and replay, so a receiver dedupes. */
export function webhookIdOf(eventId: number): string {
  return `evt_${eventId}`;
}

// Events out: the integration events' outbox and the log of webhook attempts (migration 0018,
// decision 055). The tenants' webhook columns are on TenantsTable.
import type { Id, JsonText, Optional, Timestamp, WithDefault } from './column-types.ts';

/** 'none': the tenant had no webhook (cursor only); 'failed': given up, replayable. */
export type WebhookDeliveryState = 'none' | 'pending' | 'delivered' | 'failed';

export interface IntegrationEventsTable {
  /** The cursor: monotonic, a tenant's ids commit in order. */
  id: Id;
  tenant_id: number;
  /** e.g. 'offer.signed' (@portal/contract/integration/events). */
  event_type: string;
  /** What the event is about, so a receiver applies them in order per entity. */
  entity_kind: string;
  entity_id: number;
  /** The back office's own id of the entity, when it has one. */
  entity_external_id: Optional<string>;
  occurred_at: Timestamp;
  /** The event type's data, validated by its schema before it is stored. */
  payload: JsonText;
  delivery_state: WebhookDeliveryState;
  attempts: WithDefault<number>;
  first_attempt_at: Optional<Timestamp>;
  /** When a dispatcher may try (again); taking an event moves it past the attempt. */
  next_attempt_at: Optional<Timestamp>;
  delivered_at: Optional<Timestamp>;
  last_error: Optional<string>;
  /** The X-Request-Id of the request that recorded the event; null for a job's or an older
   * event (migration 0031). */
  request_id: Optional<string>;
}

export interface IntegrationEventDeliveriesTable {
  id: Id;
  tenant_id: number;
  event_id: number;
  attempted_at: Timestamp;
  duration_ms: number;
  /** The receiver's status code; null when none answered (refused, timed out). */
  status_code: Optional<number>;
  error: Optional<string>;
  /** At most the first few hundred characters of the answer. */
  response_excerpt: Optional<string>;
}

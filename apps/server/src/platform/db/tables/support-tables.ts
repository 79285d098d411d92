// Support tickets with their messages and files, notifications and push subscriptions.
import type { Id, JsonText, Optional, Timestamp, WithDefault } from './column-types.ts';

export interface TicketsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  installation_id: Optional<number>;
  order_id: Optional<number>;
  offer_id: Optional<number>;
  ticket_type_id: number;
  /** IssueStatusId; the final flag comes from the status list. */
  status_id: number;
  problem_title: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Optional<Timestamp>;
}

export type TicketMessageAuthor = 'customer' | 'installer';

export interface TicketMessagesTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  ticket_id: number;
  author: TicketMessageAuthor;
  author_name: Optional<string>;
  body: string;
  created_at: Timestamp;
  /** When the other party read it ("you have a message" until then). */
  seen_at: Optional<Timestamp>;
}

export interface TicketFilesTable {
  id: Id;
  tenant_id: number;
  ticket_id: number;
  message_id: Optional<number>;
  document_id: number;
  /** The photo's thumbnail (stored_documents), migration 0012. */
  thumbnail_document_id: Optional<number>;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  /** Spec notificationId: what happened, e.g. 'offerAvailable'; the client translates it. */
  notification_key: string;
  /** Named route to open (spec "action"), e.g. 'installations'. */
  action_route: Optional<string>;
  /** Route and text parameters, JSON object. */
  params: WithDefault<JsonText>;
  seen_at: Optional<Timestamp>;
  created_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** Push service URL; unique. */
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: Optional<string>;
  created_at: Timestamp;
  last_success_at: Optional<Timestamp>;
}

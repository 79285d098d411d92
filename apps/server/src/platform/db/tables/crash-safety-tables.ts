// Pending files and the mail outbox (migration 0011, decision 024).
import type { Id, Optional, Timestamp, WithDefault } from './column-types.ts';

export interface PendingFilesTable {
  id: Id;
  tenant_id: number;
  storage_key: string;
  created_at: Timestamp;
  /** Set when the sweep took the file; the file is removed next, then the row. */
  swept_at: Optional<Timestamp>;
}

export interface MailOutboxTable {
  id: Id;
  tenant_id: number;
  purpose: string;
  recipient: string;
  from_name: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The action link inside, logged when the mail goes to the .eml folder. */
  link: string;
  created_at: Timestamp;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  sent_at: Optional<Timestamp>;
  /** The last refusal, for the operator: the SMTP answer, never the message. */
  last_error: Optional<string>;
  /** The X-Request-Id of the request that queued it; null for a job's (migration 0031). */
  request_id: Optional<string>;
  /** The List-Unsubscribe header of a notification mail; null for the others (migration 0035). */
  list_unsubscribe: Optional<string>;
}

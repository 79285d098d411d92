// What the customer chooses about their notifications, and the digest's queue (migration 0035,
// decision 096).
import type { SqlBool } from 'kysely';
import type { DefaultFlag, Id, Optional, Timestamp } from './column-types.ts';

export interface NotificationPreferencesTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** A NotificationKind of the contract. */
  kind: string;
  /** Read as 0/1 (SQLite) or true/false (PostgreSQL): read it with toBoolean(). */
  push: SqlBool;
  email: SqlBool;
  updated_at: Timestamp;
}

export interface NotificationSettingsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** "HH:MM" in Brussels time; both null when the customer has no quiet hours. */
  quiet_from: Optional<string>;
  quiet_until: Optional<string>;
  email_digest: DefaultFlag;
  updated_at: Timestamp;
}

export interface NotificationMailQueueTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  notification_id: number;
  /** For the daily digest, not a mail of its own. */
  digest: SqlBool;
  created_at: Timestamp;
}

export interface NotificationDigestsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** The Brussels day ("2026-11-30") the digest was queued for. */
  day: string;
  /** How many notifications it told of. */
  entries: number;
  created_at: Timestamp;
}

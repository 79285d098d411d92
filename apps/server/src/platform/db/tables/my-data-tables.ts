// The customer's own data: the archives of their data and the erasures of accounts (migration
// 0036, decisions 097 and 098).
import type { Id, Optional, Timestamp, WithDefault } from './column-types.ts';

export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed' | 'expired';

export interface DataExportsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  status: DataExportStatus;
  /** 0 to 100, as the job goes through the sections. */
  progress: WithDefault<number>;
  /** The language of the archive's index file (nl, fr or en). */
  language: string;
  storage_key: Optional<string>;
  size_bytes: Optional<number>;
  /** SHA-256 of the download link's token; the token itself is only in the mail. */
  token_hash: Optional<string>;
  requested_at: Timestamp;
  ready_at: Optional<Timestamp>;
  /** When the link stops working and the archive is deleted. */
  expires_at: Optional<Timestamp>;
}

export interface AccountErasuresTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** SHA-256 of the confirmation link's token. */
  token_hash: string;
  requested_at: Timestamp;
  expires_at: Timestamp;
  erased_at: Optional<Timestamp>;
  /** What was kept, why and until when: a JSON array of KeptRecord (features/my-data). */
  kept_json: Optional<string>;
}

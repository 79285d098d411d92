// Idempotency keys of state-changing calls (migration 0008).
import type { Id, Optional, Timestamp } from './column-types.ts';

export interface IdempotencyKeysTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  idempotency_key: string;
  /** The operation, e.g. 'offer.sign'. */
  operation: string;
  /** SHA-256 (hex) of the operation's normalised request. */
  request_hash: string;
  /** Status and JSON body of the first result; null while it is being produced. */
  response_status: Optional<number>;
  response_json: Optional<string>;
  created_at: Timestamp;
}

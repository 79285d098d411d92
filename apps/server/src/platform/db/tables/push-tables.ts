// Web push: the tenants' VAPID keys and the push outbox (migration 0013, decision 037).
import type { Id, Optional, Timestamp, WithDefault } from './column-types.ts';

export interface PushVapidKeysTable {
  id: Id;
  tenant_id: number;
  kid: string;
  /** base64url of the uncompressed P-256 point: the browser's applicationServerKey. */
  public_key: string;
  /** The private JWK, sealed (platform/identity/realm-key-cipher.ts), bound to tenant and kid. */
  sealed_private_key: string;
  created_at: Timestamp;
}

export interface PushOutboxTable {
  id: Id;
  tenant_id: number;
  notification_id: number;
  subscription_id: number;
  created_at: Timestamp;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  /** The push service's last refusal (status and reason), for the operator. */
  last_error: Optional<string>;
}

// What seals a private key before it is stored: the realms' key cipher (identity/
// realm-key-cipher.ts, AES-256-GCM with KEY_ENCRYPTION_KEY or DATA_DIR's key file), handed to the
// services by app.ts. Declared here, by its shape, because services do not import identity/.
import type { JWK } from 'jose';

export interface KeyBinding {
  tenantId: number;
  kid: string;
}

export interface KeySealer {
  seal(jwk: JWK, binding: KeyBinding): string;
  open(stored: string, binding: KeyBinding): JWK;
  /** Whether a stored value is sealed with the current key (else it needs a reseal). */
  isCurrent(stored: string): boolean;
}

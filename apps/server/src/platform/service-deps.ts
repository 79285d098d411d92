// What the services are built from, once, in app.ts (services.ts). Each service factory takes only
// the part it needs (`Pick<ServiceDeps, 'db' | 'clock'>`), so a test can build one from a database
// and a clock, and nothing reaches for a global. Only platform parts: what a single feature
// brings (the live streams of monitoring) its own factories ask for beside these.
import type { Kysely } from 'kysely';
import type { AttemptCounter } from './cache/attempt-counter.ts';
import type { SessionEndings } from './cache/session-endings.ts';
import type { AppConfig } from './config/config.ts';
import type { Database } from './db/schema.ts';
import type { FileStore } from './files/file-store.ts';
import type { KeySealer } from './identity/key-sealer.ts';
import type { MailOutbox } from './mail/mail-outbox.ts';
import type { TenantLogoLoader } from './pdf/pdf-layout.ts';
import type { AccessTokenVerifier } from './scope/access-token.ts';

export interface ServiceDeps {
  db: Kysely<Database>;
  /** The current time; injectable so that date rules can be tested. */
  clock: () => Date;
  /** Where PDFs and signatures are kept (files/create-file-store.ts). */
  store: FileStore;
  /** Account mail: queued with its change, delivered by the outbox (mail-outbox.ts). */
  outbox: MailOutbox;
  /** The tenant's logo as PDFs draw it (features/tenants/tenant-logo.ts). */
  loadLogo: TenantLogoLoader;
  config: Pick<
    AppConfig,
    | 'tenantOriginTemplate'
    | 'pushServices'
    | 'liveSocketLimits'
    | 'webhookAllowPrivateTargets'
    | 'tagManagerOrigin'
  >;
  /** Seals private keys at rest (the realms' key cipher): the tenants' VAPID keys and the
   * integration clients' secrets. */
  keySealer: KeySealer;
  verifyAccessToken: AccessTokenVerifier;
  /** The rate limits' counts, shared through Redis when REDIS_URL is set (decision 023). */
  attempts: AttemptCounter;
  /** Where ended sessions are told, and heard, on every instance (decision 023). */
  sessionEndings: SessionEndings;
}

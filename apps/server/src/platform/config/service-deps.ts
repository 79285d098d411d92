// What the services are built from, once, in app.ts (services/create-services.ts). Each service
// factory takes only the part it needs (`Pick<ServiceDeps, 'db' | 'clock'>`), so a test can build
// one from a database and a clock, and nothing reaches for a global.
import type { Kysely } from 'kysely';
import type { LiveStreams } from '../../features/monitoring/live/live-streams.ts';
import type { TenantLogoLoader } from '../../features/tenants/tenant-logo.ts';
import type { AttemptCounter } from '../cache/attempt-counter.ts';
import type { SessionEndings } from '../cache/session-endings.ts';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import type { KeySealer } from '../identity/key-sealer.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { AccessTokenVerifier } from '../scope/access-token.ts';
import type { AppConfig } from './config.ts';

export interface ServiceDeps {
  db: Kysely<Database>;
  /** The current time; injectable so that date rules can be tested. */
  clock: () => Date;
  /** Where PDFs and signatures are kept (documents/create-file-store.ts). */
  store: FileStore;
  /** Account mail: queued with its change, delivered by the outbox (mail-outbox.ts). */
  outbox: MailOutbox;
  loadLogo: TenantLogoLoader;
  config: Pick<AppConfig, 'tenantOriginTemplate' | 'pushServices'>;
  /** Seals private keys at rest (the realms' key cipher): the tenants' VAPID keys and the
   * integration clients' secrets. */
  keySealer: KeySealer;
  verifyAccessToken: AccessTokenVerifier;
  /** The rate limits' counts, shared through Redis when REDIS_URL is set (decision 023). */
  attempts: AttemptCounter;
  /** Where ended sessions are told, and heard, on every instance (decision 023). */
  sessionEndings: SessionEndings;
  /** Live monitoring's device streams, fanned out to the sockets (decision 048). */
  liveStreams: LiveStreams;
}

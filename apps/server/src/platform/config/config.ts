// Configuration comes from the environment, parsed once at start-up by a schema. A bad variable
// stops the process with the list of what is wrong. Behaviour never branches on NODE_ENV.
import '../zod-defaults.ts';
import { resolve } from 'node:path';
import { z } from 'zod/mini';

const flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

/** Files in an S3-compatible bucket (path-style addressing, signature V4). */
export interface S3Settings {
  /** Scheme, host and port of the S3 API, without credentials: `https://s3.example.be:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The longest one store call may take, retries included. */
  timeoutMs: number;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_URL_SHAPE = 'must be like https://ACCESS_KEY:SECRET@host:port/bucket?region=eu-west-1';

// Messages name what is wrong, never the value: the URL carries the secret key.
const s3UrlSchema = z.pipe(
  z.url({ protocol: /^https?$/, error: S3_URL_SHAPE }),
  z.transform((value, context) => {
    const url = new URL(value);
    const problem = (message: string) => {
      context.issues.push({
        code: 'custom',
        message: `${message}; ${S3_URL_SHAPE}`,
        input: context.value,
      });
      return z.NEVER;
    };
    const bucket = url.pathname.replace(/^\/|\/$/g, '');
    if (!BUCKET_NAME.test(bucket)) return problem('the path must be one bucket name');
    if (!url.username || !url.password) return problem('the access key and secret are missing');
    const unknown = [...url.searchParams.keys()].filter((name) => name !== 'region');
    if (unknown.length > 0 || url.hash) return problem('only ?region= may follow the bucket');
    const region = url.searchParams.get('region') ?? 'us-east-1';
    if (!/^[a-z0-9-]{1,32}$/.test(region)) return problem('the region is not a region name');
    const credentials = decodedCredentials(url);
    if (!credentials) return problem('the access key or secret is not percent-encoded properly');
    return { endpoint: url.origin, bucket, region, ...credentials };
  }),
);

function decodedCredentials(url: URL): { accessKeyId: string; secretAccessKey: string } | null {
  try {
    return {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  } catch {
    return null;
  }
}

/** 32 random bytes, base64 or base64url (`openssl rand -base64 32`). */
const encryptionKey = z
  .pipe(
    z.string().check(z.trim()),
    z.transform((value) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')),
  )
  .check(
    z.refine(
      (key) => key.length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    ),
  );

/** The push services of the browsers' vendors (Chrome and Chromium browsers, Firefox, Edge on
 * Windows, Safari): a subscription's endpoint must start with one of them (decision 037). */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com/',
  'https://updates.push.services.mozilla.com/',
  'https://*.notify.windows.com/',
  'https://web.push.apple.com/',
] as const;

const pushServiceList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ),
  z.array(
    z
      .string()
      .check(
        z.regex(
          /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?\/\S*$/i,
          'each must be like https://push.example.com/ (a leading *. allows every subdomain)',
        ),
      ),
  ),
);

const environmentSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65_535)), 3000),
  HOST: z._default(z.string().check(z.minLength(1)), 'localhost'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DEMO_DATA: z.optional(flag),
  PORTAL_DOMAIN: z._default(z.string().check(z.minLength(1)), 'localhost'),
  TENANT_ORIGIN_TEMPLATE: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^https?:\/\/[^/]*\{tenant\}[^/]*$/,
          'must be like https://{tenant}.portal.example.be',
        ),
      ),
  ),
  DEFAULT_TENANT: z._default(z.string().check(z.regex(/^[a-z0-9-]{1,63}$/)), 'demo'),
  WEB_DIST: z.optional(z.string().check(z.minLength(1))),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  SHUTDOWN_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 10_000),
  /** How long an instance keeps serving after SIGTERM with its readiness already failing, so that
   * the load balancer's check takes it out before it stops answering. */
  DRAIN_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(120_000)), 0),
  TRUST_PROXY: z._default(flag, false),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z._default(flag, false),
  /** Where a tenant's tag-manager container is loaded from (decision 077): Google's, or a local
   * stand-in in tests. Only its origin is used. */
  TAG_MANAGER_ORIGIN: z._default(
    z.pipe(
      z.url({ protocol: /^https?$/ }),
      z.transform((value) => new URL(value).origin),
    ),
    'https://www.googletagmanager.com',
  ),
  /** The weather forecast behind the energy plan's solar forecast (decision 094): `local` asks
   * nobody; `open-meteo` asks WEATHER_URL for the hourly cloud cover. */
  WEATHER_PROVIDER: z._default(z.enum(['local', 'open-meteo']), 'local'),
  WEATHER_URL: z._default(
    z.url({ protocol: /^https?$/ }),
    'https://api.open-meteo.com/v1/forecast',
  ),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[^\s@<>]+@[^\s@<>]+$/,
          'must be an e-mail address like no-reply@portal.example.be',
        ),
      ),
  ),
  S3_URL: z.optional(s3UrlSchema),
  S3_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(600_000)), 10_000),
  PENDING_FILE_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.gte(1_000)), 15 * 60_000),
  KEY_ENCRYPTION_KEY: z.optional(encryptionKey),
  /** Keys that sealed realm keys before a change of KEY_ENCRYPTION_KEY, comma-separated: read
   * until `npm run rotate-keys -- --reseal` has sealed everything with the current key. */
  PREVIOUS_KEY_ENCRYPTION_KEYS: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value ?? '').split(',').filter((key) => key.trim() !== '')),
    ),
    z.array(encryptionKey),
  ),
  /** Shares rate limits and session endings between instances (decision 023). */
  REDIS_URL: z.optional(
    z.url({ protocol: /^rediss?$/, error: 'must be like redis://[:password@]host:6379[/db]' }),
  ),
  /** Where the portal may send web pushes: URL prefixes, comma-separated (decision 037). */
  PUSH_SERVICES: z.optional(pushServiceList),
  /** Live readings from an MQTT broker instead of the embedded simulator (decision 048). */
  MQTT_URL: z.optional(
    z.url({ protocol: /^mqtts?$/, error: 'must be like mqtt://[user:password@]host:1883' }),
  ),
  /** First level of the ingest topics: {root}/{tenant}/devices/{deviceId}/live|homewizard|dsmr. */
  MQTT_TOPIC_ROOT: z._default(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be one topic level of letters, digits, _ or -'),
      ),
    'portal',
  ),
  REDIS_KEY_PREFIX: z._default(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be letters, digits and : . _ - (at most 64)'),
      ),
    'portal:',
  ),
  /** How long a crashed instance still counts as alive; it refreshes its key every third. */
  REDIS_LIVENESS_TTL_MS: z._default(
    z.coerce.number().check(z.int(), z.gte(300), z.lte(600_000)),
    10_000,
  ),
  /** How long a watched device may be silent before its streaming instance is checked. */
  LIVE_SILENCE_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(600_000)), 5_000),
  /** Live sockets one customer may hold open on an instance; one more closes the oldest. */
  LIVE_SOCKETS_PER_CUSTOMER: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000)),
    5,
  ),
  /** Live sockets one tenant's customers may hold open together on an instance. */
  LIVE_SOCKETS_PER_TENANT: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    5_000,
  ),
  /** Days an integration event no longer owed to a webhook is kept (decision 055). */
  INTEGRATION_EVENT_RETENTION_DAYS: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(3_650)),
    30,
  ),
  /** How long a webhook dispatcher holds the events it took: an instance that dies mid-delivery
   * leaves them to the others this long. Above a post's 10 s timeout, so a living dispatcher's
   * hold never ends before its attempt does. */
  WEBHOOK_LEASE_MS: z._default(
    z.coerce.number().check(z.int(), z.gte(15_000), z.lte(3_600_000)),
    120_000,
  ),
  /** The bearer token a Prometheus scraper sends to GET /metrics; without it there is none. */
  METRICS_TOKEN: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[A-Za-z0-9._~+/=-]{16,256}$/,
          'must be 16 to 256 token characters (openssl rand -hex 32)',
        ),
      ),
  ),
  /** Where traces go, by OTLP over HTTP (`http://collector:4318`); without it tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo tenants into an empty database. On by default for the embedded SQLite run. */
  demoData: boolean;
  portalDomain: string;
  /** Public origin of a tenant's portal, `{tenant}` replaced by its subdomain. */
  tenantOriginTemplate: string;
  defaultTenant: string;
  webDist: string;
  logLevel: string;
  shutdownGraceMs: number;
  drainDelayMs: number;
  trustProxy: boolean;
  /** Webhooks may go to loopback and private addresses: development and tests only (decision 067). */
  webhookAllowPrivateTargets: boolean;
  /** The origin tenants' tag-manager containers load from; in their page's policy only for a
   * tenant with a container id (decision 077). */
  tagManagerOrigin: string;
  /** The energy plan's weather forecast: none (`local`), or Open-Meteo's at `url`. */
  weather: { provider: 'local' | 'open-meteo'; url: string };
  /** SMTP server for mail (smtp[s]://user:pass@host:port); without it mail goes to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender address of the portal's mail; the display name is the tenant's. */
  mailFrom: string;
  /** Where files go when S3_URL is set; without it they go to DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** How long a file written for a request that never committed is kept before the sweep removes
   * it (decision 024): far longer than any request takes. */
  pendingFileGraceMs: number;
  /** Seals the realms' private signing keys in the database (AES-256-GCM). Without it, a key
   * generated once in DATA_DIR does (the embedded default); required with DATABASE_URL, where
   * every instance must read the same keys. */
  keyEncryptionKey: Buffer | undefined;
  previousKeyEncryptionKeys: Buffer[];
  /** The MQTT ingest of live readings (decision 048); without it the simulator feeds devices. */
  mqtt: MqttSettings | undefined;
  /** Redis, when instances share rate limits and session endings (decision 023); without it
   * each instance keeps its own. */
  redis: RedisSettings | undefined;
  /** With Redis, how a device streamed by a crashed instance is taken over (decision 048). */
  liveTakeover: LiveTakeoverSettings;
  /** The caps of live sockets on an instance (decision 069). */
  liveSocketLimits: { perCustomer: number; perTenant: number };
  /** URL prefixes a push subscription's endpoint must start with (decision 037); the browsers'
   * push services by default. A `*.` after the scheme stands for any subdomain. */
  pushServices: readonly string[];
  /** Integration events delivered, given up or for the cursor only are deleted, with their
   * delivery log, this many days after they occurred (decision 055): the cursor reaches no
   * further back. Pending events are kept. */
  integrationEventRetentionDays: number;
  /** How long a webhook dispatcher holds the events it took before another may post them. */
  webhookLeaseMs: number;
  /** The bearer token of GET /metrics; without it the endpoint answers 404. */
  metricsToken: string | undefined;
  /** The OTLP/HTTP collector traces are exported to; without it no tracing code is loaded. */
  otlpEndpoint: string | undefined;
}

export interface MqttSettings {
  url: string;
  /** First topic level, so that portals (and tests) can share one broker. */
  topicRoot: string;
}

export interface RedisSettings {
  url: string;
  /** Starts every key and channel, so that portals (and tests) can share one Redis. */
  keyPrefix: string;
}

export interface LiveTakeoverSettings {
  /** An instance's liveness key lasts this long unless refreshed (every third of it). */
  livenessTtlMs: number;
  /** A device watched here and not heard for this long has its streaming instance checked. */
  silenceMs: number;
}

/** A setting that is missing or wrong: the server says which and does not start. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const repositoryRoot = resolve(import.meta.dirname, '../../../../..');

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL !== undefined && env.KEY_ENCRYPTION_KEY === undefined) {
    throw new ConfigurationError(
      'Invalid configuration: KEY_ENCRYPTION_KEY is required with DATABASE_URL (every instance must open the same realm keys): openssl rand -base64 32',
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    portalDomain: env.PORTAL_DOMAIN,
    tenantOriginTemplate:
      env.TENANT_ORIGIN_TEMPLATE ??
      `http://{tenant}.${env.PORTAL_DOMAIN}${[80, 0].includes(env.PORT) ? '' : `:${env.PORT}`}`,
    defaultTenant: env.DEFAULT_TENANT,
    webDist: resolve(env.WEB_DIST ?? `${repositoryRoot}/apps/web/dist`),
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    drainDelayMs: env.DRAIN_DELAY_MS,
    trustProxy: env.TRUST_PROXY,
    webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    tagManagerOrigin: env.TAG_MANAGER_ORIGIN,
    weather: { provider: env.WEATHER_PROVIDER, url: env.WEATHER_URL },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `no-reply@${env.PORTAL_DOMAIN}`,
    s3: env.S3_URL === undefined ? undefined : { ...env.S3_URL, timeoutMs: env.S3_TIMEOUT_MS },
    pendingFileGraceMs: env.PENDING_FILE_GRACE_MS,
    keyEncryptionKey: env.KEY_ENCRYPTION_KEY,
    previousKeyEncryptionKeys: env.PREVIOUS_KEY_ENCRYPTION_KEYS,
    pushServices: env.PUSH_SERVICES ?? DEFAULT_PUSH_SERVICES,
    mqtt:
      env.MQTT_URL === undefined
        ? undefined
        : { url: env.MQTT_URL, topicRoot: env.MQTT_TOPIC_ROOT },
    redis:
      env.REDIS_URL === undefined
        ? undefined
        : { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    liveTakeover: { livenessTtlMs: env.REDIS_LIVENESS_TTL_MS, silenceMs: env.LIVE_SILENCE_MS },
    liveSocketLimits: {
      perCustomer: env.LIVE_SOCKETS_PER_CUSTOMER,
      perTenant: env.LIVE_SOCKETS_PER_TENANT,
    },
    integrationEventRetentionDays: env.INTEGRATION_EVENT_RETENTION_DAYS,
    webhookLeaseMs: env.WEBHOOK_LEASE_MS,
    metricsToken: env.METRICS_TOKEN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}

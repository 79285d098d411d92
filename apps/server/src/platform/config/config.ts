// Configuration comes from the environment, parsed once at start-up by a schema. A bad variable
// stops the process with the list of what is wrong. Behaviour never branches on NODE_ENV.
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
const s3UrlSchema = z
  .url({ protocol: /^https?$/, error: S3_URL_SHAPE })
  .transform((value, context) => {
    const url = new URL(value);
    const problem = (message: string) => {
      context.addIssue({ code: 'custom', message: `${message}; ${S3_URL_SHAPE}` });
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
  });

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
  .string()
  .trim()
  .transform((value) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64'))
  .refine(
    (key) => key.length === 32,
    'must be 32 random bytes in base64 (openssl rand -base64 32)',
  );

/** The push services of the browsers' vendors (Chrome and Chromium browsers, Firefox, Edge on
 * Windows, Safari): a subscription's endpoint must start with one of them (decision 037). */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com/',
  'https://updates.push.services.mozilla.com/',
  'https://*.notify.windows.com/',
  'https://web.push.apple.com/',
] as const;

const pushServiceList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?\/\S*$/i,
          'each must be like https://push.example.com/ (a leading *. allows every subdomain)',
        ),
    ),
  );

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DEMO_DATA: flag.optional(),
  PORTAL_DOMAIN: z.string().min(1).default('localhost'),
  TENANT_ORIGIN_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^/]*\{tenant\}[^/]*$/, 'must be like https://{tenant}.portal.example.be')
    .optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9-]{1,63}$/)
    .default('demo'),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: flag.default(false),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
  /** Where a tenant's tag-manager container is loaded from (decision 077): Google's, or a local
   * stand-in in tests. Only its origin is used. */
  TAG_MANAGER_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .default('https://www.googletagmanager.com'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an e-mail address like no-reply@portal.example.be')
    .optional(),
  S3_URL: s3UrlSchema.optional(),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PENDING_FILE_GRACE_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60_000),
  KEY_ENCRYPTION_KEY: encryptionKey.optional(),
  /** Keys that sealed realm keys before a change of KEY_ENCRYPTION_KEY, comma-separated: read
   * until `npm run rotate-keys -- --reseal` has sealed everything with the current key. */
  PREVIOUS_KEY_ENCRYPTION_KEYS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').filter((key) => key.trim() !== ''))
    .pipe(z.array(encryptionKey)),
  /** Shares rate limits and session endings between instances (decision 023). */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be like redis://[:password@]host:6379[/db]' })
    .optional(),
  /** Where the portal may send web pushes: URL prefixes, comma-separated (decision 037). */
  PUSH_SERVICES: pushServiceList.optional(),
  /** Live readings from an MQTT broker instead of the embedded simulator (decision 048). */
  MQTT_URL: z
    .url({ protocol: /^mqtts?$/, error: 'must be like mqtt://[user:password@]host:1883' })
    .optional(),
  /** First level of the ingest topics: {root}/{tenant}/devices/{deviceId}/live|homewizard|dsmr. */
  MQTT_TOPIC_ROOT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be one topic level of letters, digits, _ or -')
    .default('portal'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be letters, digits and : . _ - (at most 64)')
    .default('portal:'),
  /** How long a crashed instance still counts as alive; it refreshes its key every third. */
  REDIS_LIVENESS_TTL_MS: z.coerce.number().int().min(300).max(600_000).default(10_000),
  /** How long a watched device may be silent before its streaming instance is checked. */
  LIVE_SILENCE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Live sockets one customer may hold open on an instance; one more closes the oldest. */
  LIVE_SOCKETS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1_000).default(5),
  /** Live sockets one tenant's customers may hold open together on an instance. */
  LIVE_SOCKETS_PER_TENANT: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** Days an integration event no longer owed to a webhook is kept (decision 055). */
  INTEGRATION_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  /** The bearer token a Prometheus scraper sends to GET /metrics; without it there is none. */
  METRICS_TOKEN: z
    .string()
    .regex(
      /^[A-Za-z0-9._~+/=-]{16,256}$/,
      'must be 16 to 256 token characters (openssl rand -hex 32)',
    )
    .optional(),
  /** Where traces go, by OTLP over HTTP (`http://collector:4318`); without it tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
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
  trustProxy: boolean;
  /** Webhooks may go to loopback and private addresses: development and tests only (decision 067). */
  webhookAllowPrivateTargets: boolean;
  /** The origin tenants' tag-manager containers load from; in their page's policy only for a
   * tenant with a container id (decision 077). */
  tagManagerOrigin: string;
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
    trustProxy: env.TRUST_PROXY,
    webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    tagManagerOrigin: env.TAG_MANAGER_ORIGIN,
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
    metricsToken: env.METRICS_TOKEN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}

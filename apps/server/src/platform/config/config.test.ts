// S3_URL is parsed at start-up: a usable URL gives the store's settings, anything else stops the
// process with a message that says what is wrong without repeating the secret. REDIS_URL,
// METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT, WEBHOOK_LEASE_MS and DRAIN_DELAY_MS alike.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const encodedSecret = encodeURIComponent(SECRET);

function problemsWith(s3Url: string): string {
  try {
    loadConfig({ S3_URL: s3Url });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('the configuration was accepted');
}

describe('S3_URL', () => {
  it('leaves files in DATA_DIR/files when unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('gives endpoint, bucket, region and the decoded credentials', () => {
    const config = loadConfig({
      S3_URL: `https://AKIAEXAMPLE:${encodedSecret}@s3.example.be:9000/portal-files?region=eu-west-1`,
      S3_TIMEOUT_MS: '2500',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.be:9000',
      bucket: 'portal-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: SECRET,
      timeoutMs: 2500,
    });
  });

  it('defaults the region to us-east-1 and the deadline to 10 s', () => {
    const config = loadConfig({ S3_URL: 'http://minio:minio123@127.0.0.1:9000/files/' });
    expect(config.s3).toMatchObject({ bucket: 'files', region: 'us-east-1', timeoutMs: 10_000 });
  });

  it.each([
    ['no credentials', 'https://s3.example.be/files', 'access key and secret are missing'],
    ['no bucket', `https://KEY:${encodedSecret}@s3.example.be/`, 'one bucket name'],
    ['a nested path', `https://KEY:${encodedSecret}@s3.example.be/files/sub`, 'one bucket name'],
    ['a bad bucket', `https://KEY:${encodedSecret}@s3.example.be/Files_1`, 'one bucket name'],
    ['another option', `https://KEY:${encodedSecret}@h/files?style=vhost`, 'only ?region='],
    ['a bad region', `https://KEY:${encodedSecret}@h/files?region=EU%20West`, 'not a region'],
    ['another scheme', `s3://KEY:${encodedSecret}@h/files`, 'must be like https://'],
    ['a bad escape', 'https://KEY:%E0%A4%A@h/files', 'not percent-encoded properly'],
  ])('refuses %s, naming S3_URL but not the secret', (_case, url, problem) => {
    const message = problemsWith(url);
    expect(message).toContain('S3_URL');
    expect(message).toContain(problem);
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(encodedSecret);
  });
});

describe('REDIS_URL', () => {
  it('keeps limits and session endings per instance when unset', () => {
    expect(loadConfig({}).redis).toBeUndefined();
  });

  it('gives the URL and the key prefix (portal: by default)', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:pw@cache:6379/2' }).redis).toEqual({
      url: 'redis://:pw@cache:6379/2',
      keyPrefix: 'portal:',
    });
    const prefixed = loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'acc:' });
    expect(prefixed.redis?.keyPrefix).toBe('acc:');
  });

  it('takes a crashed instance’s devices over after 10 s of liveness and 5 s of silence', () => {
    expect(loadConfig({}).liveTakeover).toEqual({ livenessTtlMs: 10_000, silenceMs: 5_000 });
    const short = loadConfig({ REDIS_LIVENESS_TTL_MS: '1000', LIVE_SILENCE_MS: '500' });
    expect(short.liveTakeover).toEqual({ livenessTtlMs: 1_000, silenceMs: 500 });
  });

  it.each([
    ['too short a liveness', { REDIS_LIVENESS_TTL_MS: '10' }, 'REDIS_LIVENESS_TTL_MS'],
    ['another scheme', { REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: must be like redis://'],
    ['no URL', { REDIS_URL: 'cache:6379' }, 'REDIS_URL: must be like redis://'],
    ['a bad prefix', { REDIS_URL: 'redis://c', REDIS_KEY_PREFIX: 'a b' }, 'REDIS_KEY_PREFIX'],
  ])('refuses %s in one line naming the setting', (_case, environment, problem) => {
    const message = (() => {
      try {
        loadConfig(environment);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      throw new Error('the configuration was accepted');
    })();
    expect(message).toContain(problem);
    expect(message).not.toContain('\n');
  });
});

describe('TAG_MANAGER_ORIGIN', () => {
  it("is Google's by default, and only the origin of what is given", () => {
    expect(loadConfig({}).tagManagerOrigin).toBe('https://www.googletagmanager.com');
    expect(
      loadConfig({ TAG_MANAGER_ORIGIN: 'http://127.0.0.1:4999/gtm.js?id=x' }).tagManagerOrigin,
    ).toBe('http://127.0.0.1:4999');
  });

  it('refuses what is not an http(s) address', () => {
    expect(() => loadConfig({ TAG_MANAGER_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /TAG_MANAGER_ORIGIN/,
    );
  });
});

describe('METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('leave the metrics endpoint and tracing off when unset', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.otlpEndpoint).toBeUndefined();
  });

  it('take a token of 16 to 256 token characters and an http(s) collector', () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const config = loadConfig({
      METRICS_TOKEN: token,
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.internal:4318',
    });
    expect(config.metricsToken).toBe(token);
    expect(config.otlpEndpoint).toBe('http://collector.internal:4318');
  });

  it('refuse a short or spaced token and a collector that is no http(s) address', () => {
    for (const environment of [
      { METRICS_TOKEN: 'short' },
      { METRICS_TOKEN: 'a token with spaces in it' },
      { METRICS_TOKEN: 'x'.repeat(257) },
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' },
    ]) {
      expect(() => loadConfig(environment), JSON.stringify(environment)).toThrow(
        /^Invalid configuration: (METRICS_TOKEN|OTEL_EXPORTER_OTLP_ENDPOINT):/,
      );
    }
  });
});

describe('WEBHOOK_LEASE_MS and DRAIN_DELAY_MS', () => {
  it('hold taken webhook events 2 minutes and drain at once by default', () => {
    const config = loadConfig({});
    expect(config.webhookLeaseMs).toBe(120_000);
    expect(config.drainDelayMs).toBe(0);
  });

  it('take a fleet’s shorter lease and a drain delay', () => {
    const config = loadConfig({ WEBHOOK_LEASE_MS: '15000', DRAIN_DELAY_MS: '2500' });
    expect(config.webhookLeaseMs).toBe(15_000);
    expect(config.drainDelayMs).toBe(2_500);
  });

  it('refuse a lease a post could outlast, or longer than an hour', () => {
    for (const lease of ['10000', '3600001', 'soon']) {
      expect(() => loadConfig({ WEBHOOK_LEASE_MS: lease }), lease).toThrow(
        /^Invalid configuration: WEBHOOK_LEASE_MS:/,
      );
    }
  });
});

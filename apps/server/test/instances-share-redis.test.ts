// Rate limits and revocation shared through Redis (decision 023): two app instances on one database
// and one Redis (a key prefix of this test's own) behave as one portal. A limit reached on the
// first (password reset, registration, login) is enforced on the second, and a token whose session
// ended on the first (logout, revocation, refresh-token reuse, a password reset's sign-out
// everywhere) is refused on the second within 1 s, although the second had just accepted it and
// cached that. Without Redis the second waits out the 4 s of decision 020
// (test/token-revocation.test.ts) and counts its own limits.
import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal } from '../src/app.ts';
import {
  INVITATIONS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
} from '../src/features/accounts/account-links.ts';
import { inviteCustomer } from '../src/features/accounts/account-mails.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { createMailOutbox } from '../src/platform/mail/mail-outbox.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { RealmClient, testConfig } from './oidc-client.ts';
import { latestMail, linkTokenIn, temporaryDataDir } from './outbox.ts';
import { redisAvailable, removeRedisKeys, testRedisSettings } from './redis.ts';
import { refusalDelays, sessionEndings } from './session-ending-cases.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const realTime = () => new Date();

describe.skipIf(!redisAvailable).each(testDialects())(
  'two instances sharing one Redis on %s',
  (dialect) => {
    const redis = testRedisSettings();
    const dataDir = temporaryDataDir();
    let first: TestApp;
    let second: FastifyInstance;

    beforeAll(async () => {
      first = await buildTestApp(dialect, { clock: realTime, config: { redis, dataDir } });
      const config = { ...testConfig, webDist: '/nonexistent', redis, dataDir };
      second = Fastify(serverOptions(config));
      await second.register(portal, { config, database: first.database, clock: realTime });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      await removeRedisKeys(redis);
      rmSync(dataDir, { recursive: true, force: true });
    });

    const api = (
      server: FastifyInstance,
      url: string,
      options: { address?: string; token?: string; body?: object } = {},
    ) =>
      server.inject({
        method: options.body ? 'POST' : 'GET',
        url: `/api/${url}`,
        headers: {
          'x-subdomain': 'demo',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        remoteAddress: options.address ?? '192.0.2.10',
        ...(options.body ? { payload: options.body } : {}),
      });

    it('enforces on one instance the reset limits reached on the other', async () => {
      // Per client address (5 in 15 minutes): four on the first, one on the second, then refused.
      const forgot = (server: FastifyInstance, request: number) =>
        api(server, 'auth/password/forgot', {
          address: '203.0.113.7',
          body: { email: `nobody-${request}@example.be` },
        });
      for (let request = 1; request <= 5; request += 1) {
        const response = await forgot(request < 5 ? first.server : second, request);
        expect(response.statusCode).toBe(404);
      }
      const limited = await forgot(second, 6);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ data: null, errors: [{ code: 'RATE_LIMITED' }] });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);

      // Per e-mail address (3 in 15 minutes), from any client.
      const email = 'someone-probed@example.be';
      for (let request = 1; request <= RESET_REQUESTS_PER_ADDRESS; request += 1) {
        const from = `198.51.100.${request}`;
        const response = await api(first.server, 'auth/password/forgot', {
          address: from,
          body: { email },
        });
        expect(response.statusCode).toBe(404);
      }
      const probed = await api(second, 'auth/password/forgot', {
        address: '198.51.100.99',
        body: { email },
      });
      expect(probed.statusCode).toBe(429);
      expect(probed.json().errors[0].message).toContain('15 minutes');
    });

    it('enforces on one instance the invitation limit reached on the other', async () => {
      const { db } = first.database;
      const tenant = await findTenantBySubdomain(db, 'demo');
      if (!tenant) throw new Error('no demo tenant');
      const email = 'lucas.wouters@example.be';
      const { customerId } = await customerScope(db, 'demo', email);
      const outbox = createMailOutbox({
        db,
        mailer: createMailer({ ...testConfig, dataDir }, { info: () => undefined }),
        clock: realTime,
        log: { info: () => undefined, warn: () => undefined },
      });
      await inviteCustomer(db, outbox, tenant, customerId, new Date());
      const token = linkTokenIn(
        await latestMail(dataDir, `invitation-${email}`),
        '/confirmregistration',
      );
      // Per account (3 in 15 minutes), whoever asks: the first instance sends them all...
      for (let request = 1; request <= INVITATIONS_PER_ACCOUNT.limit; request += 1) {
        const resent = await api(first.server, 'auth/registration/resend', {
          address: `198.51.100.${request + 20}`,
          body: { token },
        });
        expect(resent.statusCode).toBe(200);
      }
      // ...and the second refuses the next, from yet another address.
      const refused = await api(second, 'auth/registration/resend', {
        address: '198.51.100.60',
        body: { token },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ data: null, errors: [{ code: 'RATE_LIMITED' }] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    });

    it('locks on one instance a login that failed too often on the other', async () => {
      const unknown = { email: 'nobody-at-all@example.be', password: 'Wrong-password-1' };
      for (let failure = 1; failure <= 5; failure += 1) {
        const client = new RealmClient(first.server, 'demo', { address: `198.51.100.${failure}` });
        expect((await client.submitLogin(await client.startLogin(), unknown)).statusCode).toBe(401);
      }
      const client = new RealmClient(second, 'demo', { address: '198.51.100.50' });
      const locked = await client.submitLogin(await client.startLogin(), {
        ...unknown,
        lang: 'en',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.body).toContain('Too many attempts. Wait a few minutes and try again.');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    });

    it('refuses on the other instance within 1 s a token whose session ended', async () => {
      const endings = await sessionEndings(first.server, dataDir);
      const delays = await refusalDelays(
        endings,
        async (token) => (await api(second, 'auth/me', { token })).statusCode,
        { pollMs: 5, timeoutMs: 5_000 },
      );
      console.info(`[${dialect}] with Redis, refused on the other instance after (ms):`, delays);
      expect(Object.keys(delays)).toHaveLength(5);
      for (const delay of Object.values(delays)) expect(delay).toBeLessThan(1_000);
    });
  },
);

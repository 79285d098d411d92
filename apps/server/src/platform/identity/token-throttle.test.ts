// The realm's token endpoint throttled on failed client authentications (decision 075), over HTTP
// through the real app on both databases: forty wrong secrets for one client meet 429 in OAuth's
// error shape with Retry-After before the end, while another client, and the same client's
// requests from elsewhere once the address is the limit, go on; an address guessing many client ids
// is stopped for every client, and another address is not.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import {
  basicAuthorization,
  integrationClientsOf,
  tokenPath,
} from '../../../test/integration-token-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import type { IntegrationClientService } from '../../features/integration/integration-client-service.ts';
import { findTenantBySubdomain } from '../tenancy/tenant-repository.ts';
import { ADDRESS_FAILURE_LIMIT, CLIENT_FAILURE_LIMIT } from './token-throttle.ts';

describe.each(testDialects())('token endpoint throttle on %s', (dialect) => {
  let app: TestApp;
  let clients: IntegrationClientService;
  let demoId: number;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: () => new Date() });
    clients = integrationClientsOf(app.database.db);
    demoId = (await findTenantBySubdomain(app.database.db, 'demo'))?.id ?? Number.NaN;
  });
  afterAll(() => app.close());

  async function secretClient() {
    const issued = await clients.createIntegrationClient(demoId, {
      name: 'ERP',
      scopes: ['customers:read'],
    });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    return issued;
  }

  // Each test its own addresses: the counter lives as long as the app.
  function ask(clientId: string, secret: string, address: string): Promise<LightMyRequestResponse> {
    return app.server.inject({
      method: 'POST',
      url: tokenPath('demo'),
      remoteAddress: address,
      headers: {
        authorization: basicAuthorization(clientId, secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
  }

  function expectThrottled(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: 'too_many_requests',
      error_description: expect.any(String),
    });
  }

  it('answers 429 to a client guessing its secret, and lets another client through', async () => {
    const guessed = await secretClient();
    const other = await secretClient();
    const statuses: number[] = [];
    let throttled: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await ask(
        guessed.clientId,
        randomBytes(32).toString('base64url'),
        '10.1.0.1',
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) throttled ??= response;
    }
    expect(statuses.slice(0, CLIENT_FAILURE_LIMIT)).toEqual(Array(CLIENT_FAILURE_LIMIT).fill(401));
    expect(statuses.slice(CLIENT_FAILURE_LIMIT)).toEqual(
      Array(40 - CLIENT_FAILURE_LIMIT).fill(429),
    );
    if (!throttled) throw new Error('expected a 429');
    expectThrottled(throttled);
    // The guessed client is held everywhere, even with its right secret...
    expectThrottled(await ask(guessed.clientId, guessed.secret, '10.1.0.2'));
    // ...another client is not, from the same address (below its own limit) or another.
    expect((await ask(other.clientId, other.secret, '10.1.0.1')).statusCode).toBe(200);
    expect((await ask(other.clientId, other.secret, '10.1.0.3')).statusCode).toBe(200);
  });

  it('answers 429 to an address guessing client ids, and not to another address', async () => {
    const client = await secretClient();
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt += 1) {
      const unknown = `integration-${randomBytes(10).toString('hex')}`;
      expect((await ask(unknown, 'guess', '10.2.0.1')).statusCode).toBe(401);
    }
    expectThrottled(await ask(client.clientId, client.secret, '10.2.0.1'));
    expect((await ask(client.clientId, client.secret, '10.2.0.2')).statusCode).toBe(200);
  });
});

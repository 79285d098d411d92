// A 401 of either bearer-token API says how to authenticate (RFC 6750 §3): `WWW-Authenticate:
// Bearer` without credentials, and `error="invalid_token"` with why for a token that is refused,
// beside the usual envelope.
import { describe, expect, it } from 'vitest';
import { useIntegrationApi, V1 } from './integration-api.ts';

describe('the 401 challenge of the customer and integration APIs', () => {
  const api = useIntegrationApi('sqlite');
  const customerCall = (authorization?: string) =>
    api.app.server.inject({
      url: '/api/installations',
      headers: {
        'x-subdomain': 'demo',
        ...(authorization === undefined ? {} : { authorization }),
      },
    });

  it('asks for a bearer token when none came', async () => {
    const customer = await customerCall();
    const integration = await api.call({ method: 'GET', url: `${V1}/events`, authorization: null });
    for (const response of [customer, integration]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
  });

  it('says the token is invalid, and why, when one was refused', async () => {
    const customer = await customerCall('Bearer not.a.token');
    const integration = await api.call({
      method: 'GET',
      url: `${V1}/events`,
      authorization: 'Bearer not.a.token',
    });
    for (const response of [customer, integration]) {
      expect(response.statusCode).toBe(401);
      const challenge = String(response.headers['www-authenticate']);
      expect(challenge).toMatch(/^Bearer error="invalid_token", error_description="[^"]+"$/);
    }
  });

  it('leaves other answers without a challenge', async () => {
    const answer = await api.call({ method: 'GET', url: `${V1}/events` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['www-authenticate']).toBeUndefined();
  });
});

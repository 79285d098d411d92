// The integration API's access matrix (decision 054), on both databases: every
// operation refuses, in the envelope and never with data or a 5xx: no token, a customer's token,
// another tenant's client, a client that is no longer active, a token of the wrong type or past its
// time (401), and a valid token without the operation's scope (403); an integration token opens
// nothing of the customer API (401).
import { ErrorCode } from '@portal/contract/error-code';
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { refusal, useIntegrationAccess } from './integration-access-helpers.ts';
import { CLIENT_ID } from './integration-api.ts';
import { realmBearers } from './realm-tokens.ts';

describe.each(testDialects())('the integration API’s refusals on %s', (dialect) => {
  const access = useIntegrationAccess(dialect);
  const { api, operations, pathOf, exampleOf, send } = access;

  it('refuses every operation to a caller that is not an active client of this tenant (401)', async () => {
    const customerBearer = await realmBearers(api.app, ['demo']);
    const jan = await api.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
    const callers: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a customer token', { authorization: await customerBearer('demo', jan.id) }],
      [
        'a client of helios',
        { authorization: await api.bearer({ subdomain: 'helios', clientId: CLIENT_ID }) },
      ],
      [
        'an inactive client',
        { authorization: await api.bearer({ subdomain: 'demo', clientId: 'retired' }) },
      ],
      [
        'a token past its time',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { iat: 1_700_000_000, exp: 1_700_000_600 },
          }),
        },
      ],
      [
        'a token not marked as an access token',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            header: { typ: 'JWT' },
          }),
        },
      ],
      [
        'a token whose subject is another client',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { sub: 'other' },
          }),
        },
      ],
      [
        'a token of demo’s realm for helios’s issuer',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { iss: 'https://helios.portal.example.be/auth/realms/helios' },
          }),
        },
      ],
      [
        'a token for the customer API',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { aud: 'urn:portal:api' },
          }),
        },
      ],
    ];
    const problems: string[] = [];
    for (const route of operations()) {
      const example = exampleOf(route);
      for (const [who, headers] of callers) {
        const response = await send(example, { 'x-subdomain': 'demo', ...headers });
        const problem = refusal(response, 401, ErrorCode.Unauthenticated);
        if (problem) problems.push(`${route.key} with ${who}: ${problem}`);
      }
    }
    expect(operations().length).toBeGreaterThanOrEqual(12);
    expect(problems).toEqual([]);
  });

  it('refuses an integration token on the customer API (401)', async () => {
    const authorization = await api.bearer({ subdomain: 'demo', clientId: CLIENT_ID });
    for (const url of ['/api/installations/', '/api/notifications', '/api/auth/me']) {
      const response = await api.app.server.inject({
        method: 'GET',
        url,
        headers: { 'x-subdomain': 'demo', authorization },
      });
      expect(refusal(response, 401, ErrorCode.Unauthenticated), url).toBeUndefined();
    }
  });

  it('refuses an operation to a token without its scope (403), and a batch record likewise', async () => {
    const problems: string[] = [];
    for (const route of operations()) {
      const example = exampleOf(route);
      const needed =
        access.document.paths[pathOf(route)]?.[route.method.toLowerCase()]?.security[0]
          ?.clientCredentials?.[0];
      const others = INTEGRATION_SCOPES.filter((scope) => scope !== needed);
      const authorization = await api.bearer({
        subdomain: 'demo',
        clientId: CLIENT_ID,
        scopes: others,
      });
      const response = await send(example, { 'x-subdomain': 'demo', authorization });
      if (needed === undefined) {
        // The batch: each record needs its area's write scope.
        const noWrite = INTEGRATION_SCOPES.filter((scope) => !scope.endsWith(':write'));
        const readOnly = await api.bearer({
          subdomain: 'demo',
          clientId: CLIENT_ID,
          scopes: noWrite,
        });
        const batch = await send(example, { 'x-subdomain': 'demo', authorization: readOnly });
        const data = batch.json().data;
        expect(data.accepted).toBe(0);
        expect(data.rejected[0].errors[0].code).toBe(ErrorCode.Forbidden);
        continue;
      }
      const problem = refusal(response, 403, ErrorCode.Forbidden);
      if (problem) problems.push(`${route.key} without ${needed}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

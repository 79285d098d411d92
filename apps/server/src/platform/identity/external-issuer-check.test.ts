// The check `npm run tenant` runs before pointing a tenant at an external issuer, against a real
// second provider (Keycloak's layout: nothing to say) and against issuers that would not work.
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KeySetServer,
  keySet,
  publicKeyOf,
  startKeySetServer,
} from '../../../test/key-set-server.ts';
import { SecondOidcProvider } from '../../../test/second-oidc-provider.ts';
import { externalIssuerCheck } from './external-issuer-check.ts';

describe('external issuer check', () => {
  let keycloak: SecondOidcProvider;
  let server: KeySetServer;
  let signingKey: JWK;
  beforeAll(async () => {
    keycloak = await SecondOidcProvider.start([
      {
        name: 'zonnewende',
        clientId: 'portal-spa',
        redirectUri: 'http://demo.localhost:3000/login',
        users: [],
      },
    ]);
    server = await startKeySetServer();
    signingKey = await publicKeyOf('signing');
  });
  afterAll(async () => {
    await keycloak.close();
    await server.close();
  });

  /** An issuer on the stand-in server whose discovery document is Keycloak's, bent by `changes`. */
  const issuerWith = (changes: Record<string, unknown>, keys: readonly object[] = [signingKey]) => {
    const issuer = server.issuer();
    server.answer((request, response) => {
      if (request.url?.endsWith('/certs')) return keySet(keys)(request, response);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
          token_endpoint: `${issuer}/protocol/openid-connect/token`,
          jwks_uri: `${issuer}/protocol/openid-connect/certs`,
          code_challenge_methods_supported: ['plain', 'S256'],
          ...changes,
        }),
      );
    });
    return issuer;
  };

  it('has nothing to say about a Keycloak-shaped provider', async () => {
    expect(await externalIssuerCheck(keycloak.issuer('zonnewende'))).toEqual([]);
    expect(await externalIssuerCheck(issuerWith({}))).toEqual([]);
  });

  it('reports the form of the URL without asking anyone', async () => {
    const before = server.requests;
    expect(await externalIssuerCheck(`${server.issuer()}/`)).toEqual([
      'the issuer URL must not end with a slash',
    ]);
    expect(server.requests).toBe(before);
  });

  it('reports an issuer that calls itself by another name', async () => {
    const problems = await externalIssuerCheck(
      issuerWith({ issuer: 'https://sso.example.be/realms/x' }),
    );
    expect(problems).toEqual([
      'it calls itself https://sso.example.be/realms/x: set that as the issuer, exactly',
    ]);
  });

  it("reports endpoints outside Keycloak's layout and no PKCE S256", async () => {
    const issuer = issuerWith({
      authorization_endpoint: `${server.issuer()}/authorize`,
      jwks_uri: `${server.issuer()}/jwks.json`,
      code_challenge_methods_supported: ['plain'],
    });
    const problems = await externalIssuerCheck(issuer);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /authorization endpoint.*\n.*keys are not published.*\n.*S256/,
    );
  });

  it('reports a key set without a signing key the API accepts', async () => {
    const encryption = { ...signingKey, use: 'enc', alg: 'RSA-OAEP' };
    const hmac = { kty: 'oct', kid: 'h', alg: 'HS256' };
    const rs512 = { ...signingKey, alg: 'RS512' };
    expect(await externalIssuerCheck(issuerWith({}, [encryption, hmac, rs512]))).toEqual([
      'it publishes no signing key for RS256 or ES256',
    ]);
  });

  it('reports an issuer that does not answer', async () => {
    const stopped = await startKeySetServer();
    const issuer = stopped.issuer();
    await stopped.close();
    const [problem, ...more] = await externalIssuerCheck(issuer);
    expect(problem).toMatch(/^its discovery document: .* could not be fetched/);
    expect(more).toEqual([]);
  });
});

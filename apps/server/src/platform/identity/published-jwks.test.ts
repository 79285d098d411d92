// An external issuer's key set is fetched over real HTTP and trusted only when it is one: bounded
// in size and time, from the issuer's own URL (no redirects), JSON, public keys only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KeySetServer,
  keySet,
  publicKeyOf,
  startKeySetServer,
} from '../../../test/key-set-server.ts';
import { ISSUER_DOCUMENT_MAX_BYTES } from './issuer-json.ts';
import { fetchPublishedKeys } from './published-jwks.ts';

describe('published key set of an external issuer', () => {
  let server: KeySetServer;
  beforeAll(async () => {
    server = await startKeySetServer();
  });
  afterAll(() => server.close());

  it("answers the realm's keys, Keycloak's extra members and all", async () => {
    const signing = { ...(await publicKeyOf('rsa-1')), x5c: ['MIIC'], x5t: 'abc' };
    const encryption = { ...(await publicKeyOf('rsa-enc')), use: 'enc', alg: 'RSA-OAEP' };
    server.answer((request, response) => {
      expect(request.url).toBe('/realms/zonnewende/protocol/openid-connect/certs');
      keySet([signing, encryption])(request, response);
    });
    expect(await fetchPublishedKeys(server.issuer())).toEqual({ keys: [signing, encryption] });
  });

  it('refuses a body over the size limit, declared or not', async () => {
    const key = await publicKeyOf('big');
    const padding = 'x'.repeat(ISSUER_DOCUMENT_MAX_BYTES);
    server.answer(keySet([{ ...key, padding }]));
    await expect(fetchPublishedKeys(server.issuer())).rejects.toThrow(/declares \d+ bytes/);
    // Streamed without a length, endlessly: reading stops at the limit.
    server.answer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.write('{"keys":[{"kty":"RSA","n":"');
      const more = () => {
        if (response.write('A'.repeat(16 * 1024))) setImmediate(more);
        else response.once('drain', more);
      };
      more();
      response.on('close', () => undefined);
    });
    await expect(fetchPublishedKeys(server.issuer())).rejects.toThrow(/larger than/);
  });

  it('refuses a redirect, even to a good key set', async () => {
    server.answer((request, response) => {
      if (request.url?.startsWith('/elsewhere')) return keySet([])(request, response);
      response.statusCode = 302;
      response.setHeader('location', '/elsewhere/certs');
      response.end();
    });
    await expect(fetchPublishedKeys(server.issuer())).rejects.toThrow(/could not be fetched/);
  });

  it.each([
    ['not JSON', 'text/html', '<html>Welcome to nginx</html>', /is not JSON/],
    ['not a key set', 'application/json', '{"issuer":"x"}', /is not a public key set/],
    ['a key without a type', 'application/json', '{"keys":[{"kid":"a"}]}', /not a public key/],
  ])('refuses an answer that is %s', async (_name, type, body, error) => {
    server.answer((_request, response) => {
      response.setHeader('content-type', type);
      response.end(body);
    });
    await expect(fetchPublishedKeys(server.issuer())).rejects.toThrow(error);
  });

  it('refuses a key set that carries a private key', async () => {
    const key = await publicKeyOf('leaked');
    server.answer(keySet([{ ...key, d: 'private-exponent' }]));
    await expect(fetchPublishedKeys(server.issuer())).rejects.toThrow(/private key material/);
  });

  it('refuses an error answer', async () => {
    server.answer((_request, response) => {
      response.statusCode = 503;
      response.end('down for maintenance');
    });
    await expect(fetchPublishedKeys(server.issuer())).rejects.toThrow(/answered 503/);
  });

  it('gives up on an issuer that does not answer in time', async () => {
    server.answer(() => undefined);
    const started = performance.now();
    await expect(fetchPublishedKeys(server.issuer(), { timeoutMs: 200 })).rejects.toThrow(
      /did not answer in time/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

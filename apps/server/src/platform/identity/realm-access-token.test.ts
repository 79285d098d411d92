// A bearer token that is not even a JWT (`abc`, three dots, bad base64) is the caller's fault: it
// is refused (401 at the hook) without a log line, so probing with junk cannot fill the log with
// stack traces. A failure that is not the token's fault is still logged.
import { describe, expect, it } from 'vitest';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { createRealmAccessTokenCheck } from './realm-access-token.ts';
import type { RealmKeySource } from './realm-key-source.ts';

const tenant = {
  id: 1,
  subdomain: 'demo',
  realm: { name: 'demo', clientId: 'customer-portal' },
} as TenantRecord;
const expectation = { audience: 'portal-api', requiredClaims: ['sub'] };
const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

function checkWith(keys: RealmKeySource['publicKeys']) {
  const logged: unknown[] = [];
  const check = createRealmAccessTokenCheck({
    keys: { publicKeys: keys } as RealmKeySource,
    issuerOf: () => 'https://demo.example/realms/demo',
    clock: () => new Date(),
    log: (_message, error) => logged.push(error),
  });
  return { check, logged };
}

describe('the realm access token check', () => {
  it.each([
    ['abc'],
    ['a.b.c'],
    ['..'],
    [`${part({ alg: 'RS256' })}.%%%.sig`],
    [`${part({ alg: 'RS256' })}.${Buffer.from('not json').toString('base64url')}.sig`],
    ['x'.repeat(5000)],
  ])('refuses malformed token %# without logging it', async (token) => {
    const { check, logged } = checkWith(() => Promise.reject(new Error('no key look-up')));
    expect(await check(token, tenant, expectation)).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('logs a failure that is not the token’s fault', async () => {
    const { check, logged } = checkWith(() => Promise.reject(new Error('key store down')));
    const token = `${part({ alg: 'RS256', kid: 'k' })}.${part({ iss: 'https://demo.example/realms/demo' })}.sig`;
    expect(await check(token, tenant, expectation)).toBeUndefined();
    expect(logged).toHaveLength(1);
  });
});

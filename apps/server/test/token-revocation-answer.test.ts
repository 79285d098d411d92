// A revocation that works answers 200 with no body and no Content-Type (RFC 7009), so a browser
// client that checks every answer's type (oidc-client-ts) does not report a failure at logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { testDialects } from './databases.ts';
import { RealmClient } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('the answer to a token revocation on %s', (dialect) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(() => portal?.close());

  it('is 200 with no body and no type, and the refresh token is spent', async () => {
    const client = new RealmClient(portal.server, 'demo');
    const tokens = await client.signIn({
      email: 'jan.peeters@example.be',
      password: demoPasswords.demo,
    });
    const answer = await client.revoke(tokens.refresh_token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    expect(answer.headers['content-type']).toBeUndefined();
    expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(400);
  });
});

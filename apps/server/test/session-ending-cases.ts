// The ways a session ends (logout, revocation of the refresh or the access token, refresh-token
// reuse), and the sign-out
// everywhere of a password reset, each for a demo customer of its own, so that one ending cannot
// end another's session. They are started on one instance and measured on another: how long
// after the ending an access token that instance had just accepted (and cached) is refused.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { clientId, RealmClient } from './oidc-client.ts';
import { latestMail, linkTokenIn } from './outbox.ts';

const password = demoPasswords.demo;

export interface SessionEnding {
  name: string;
  accessToken: string;
  end(): Promise<void>;
}

/** Signs the five customers in on `server`; `dataDir` is its mail outbox (the reset link). */
export async function sessionEndings(
  server: FastifyInstance,
  dataDir: string,
): Promise<SessionEnding[]> {
  const signIn = async (email: string) => {
    const client = new RealmClient(server, 'demo');
    return { client, tokens: await client.signIn({ email, password }) };
  };
  const logout = await signIn('jan.peeters@example.be');
  const revoked = await signIn('marie.claes@example.be');
  const reused = await signIn('pieter.janssens@example.be');
  const reset = await signIn('sofie.maes@example.be');
  const accessRevoked = await signIn('emma.jacobs@example.be');
  return [
    {
      name: 'logout',
      accessToken: logout.tokens.access_token,
      async end() {
        expect((await logout.client.logOut(logout.tokens.id_token)).statusCode).toBe(303);
      },
    },
    {
      name: 'revocation',
      accessToken: revoked.tokens.access_token,
      async end() {
        // RFC 7009 on the refresh token: the provider revokes its whole grant.
        expect((await revoked.client.revoke(revoked.tokens.refresh_token)).statusCode).toBe(200);
      },
    },
    {
      name: 'accessRevocation',
      accessToken: accessRevoked.tokens.access_token,
      async end() {
        // RFC 7009 on the access token itself: the realm ends its grant.
        const { client, tokens } = accessRevoked;
        const answer = await client.request(
          'POST',
          `${client.realmPath}/protocol/openid-connect/revoke`,
          {
            form: {
              client_id: clientId,
              token: tokens.access_token,
              token_type_hint: 'access_token',
            },
          },
        );
        expect(answer.statusCode).toBe(200);
      },
    },
    {
      name: 'refreshReuse',
      accessToken: reused.tokens.access_token,
      async end() {
        expect((await reused.client.refresh(reused.tokens.refresh_token)).statusCode).toBe(200);
        // The same refresh token again: reuse, so the provider revokes the whole grant.
        expect((await reused.client.refresh(reused.tokens.refresh_token)).statusCode).toBe(400);
      },
    },
    {
      name: 'passwordReset',
      accessToken: reset.tokens.access_token,
      async end() {
        const email = 'sofie.maes@example.be';
        const call = (url: string, payload: object) =>
          server.inject({
            method: 'POST',
            url: `/api/${url}`,
            headers: { 'x-subdomain': 'demo' },
            remoteAddress: '192.0.2.77',
            payload,
          });
        expect((await call('auth/password/forgot', { email })).statusCode).toBe(200);
        const mail = await latestMail(dataDir, `password-reset-${email}`);
        const token = linkTokenIn(mail, '/resetpassword');
        expect((await call('auth/password/reset', { token, password })).statusCode).toBe(200);
      },
    },
  ];
}

/**
 * Milliseconds from the end of each ending until `status` (a call with the token on the other
 * instance) is no longer 200; all measured at once. `status` accepted the token twice before,
 * so that instance had it in its caches. Gives up after `timeoutMs`.
 */
export async function refusalDelays(
  endings: SessionEnding[],
  status: (accessToken: string) => Promise<number>,
  options: { pollMs: number; timeoutMs: number },
): Promise<Record<string, number>> {
  const delays = await Promise.all(
    endings.map(async (ending) => {
      expect(await status(ending.accessToken)).toBe(200);
      expect(await status(ending.accessToken)).toBe(200);
      await ending.end();
      const ended = performance.now();
      while ((await status(ending.accessToken)) === 200) {
        if (performance.now() - ended > options.timeoutMs) break;
        await new Promise((resolve) => setTimeout(resolve, options.pollMs));
      }
      return [ending.name, Math.round(performance.now() - ended)] as const;
    }),
  );
  return Object.fromEntries(delays);
}

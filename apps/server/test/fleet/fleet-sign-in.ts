// A customer signing in through the balancer as the SPA does (authorization request with PKCE,
// the login form, the resumed authorization, the code exchanged for tokens), each step possibly
// on another instance: the sign-in holds only if the instances share everything it keeps.
import { randomBytes } from 'node:crypto';
import { pkcePair } from '../oidc-client.ts';
import type { FleetAnswer, FleetClient } from './fleet-client.ts';

class Cookies {
  readonly #values = new Map<string, string>();
  store(answer: FleetAnswer | undefined): void {
    for (const cookie of answer?.headers.getSetCookie() ?? []) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.#values.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): Record<string, string> {
    if (this.#values.size === 0) return {};
    return { cookie: [...this.#values].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

/** Signs in; the access token, or undefined when a step did not go through (the client records
 * why). `tenantOrigin` is the tenant's public origin, whose /login is the registered redirect. */
export async function signIn(
  client: FleetClient,
  credentials: { tenant: string; tenantOrigin: string; email: string; password: string },
): Promise<string | undefined> {
  const cookies = new Cookies();
  const pkce = pkcePair();
  const realm = `/auth/realms/${credentials.tenant}`;
  const redirectUri = `${credentials.tenantOrigin}/login`;
  const query = new URLSearchParams({
    client_id: 'customer-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid email profile offline_access',
    state: randomBytes(12).toString('base64url'),
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  });
  const form = await client.send({ path: `${realm}/protocol/openid-connect/auth?${query}` });
  cookies.store(form);
  const uid = /action="[^"]*\/interaction\/([\w-]+)\/login"/.exec(form?.text ?? '')?.[1];
  if (!uid) return undefined;
  const login = await client.send({
    method: 'POST',
    path: `${realm}/interaction/${uid}/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookies.header() },
    body: new URLSearchParams({
      email: credentials.email,
      password: credentials.password,
    }).toString(),
    expect: [303],
  });
  cookies.store(login);
  const resumeAt = login?.headers.get('location');
  if (!resumeAt) return undefined;
  const resumed = await client.send({
    path: pathOf(resumeAt),
    headers: cookies.header(),
    expect: [303],
  });
  const location = resumed?.headers.get('location') ?? '';
  const code = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('code');
  if (!code) return undefined;
  const tokens = await client.send({
    method: 'POST',
    path: `${realm}/protocol/openid-connect/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'customer-portal',
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: pkce.verifier,
    }).toString(),
  });
  return tokens?.json<{ access_token?: string }>().access_token;
}

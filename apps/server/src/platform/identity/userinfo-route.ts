// The realm's userinfo endpoint, answered here rather than by the provider: the provider only
// reads opaque tokens meant for itself, while the tokens it issues to the portal are JWTs for the
// portal API, so OpenID clients (openid-client's fetchUserInfo, keycloak-js's loadUserInfo) were
// refused their own access token. The token is judged exactly as the API judges it (signature,
// issuer, audience, expiry, and its session and grant still alive), and the claims released are
// those of the scopes the token carries. Errors are OAuth's (RFC 6750), not the API envelope:
// that is what these clients read.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { CustomerAuthentication } from './customer-authentication.ts';
import { accountFinder, scopeClaims } from './find-account.ts';

const bearerPattern = /^Bearer\s+(\S+)$/i;

export interface UserinfoDeps {
  db: Kysely<Database>;
  authentication: Pick<CustomerAuthentication, 'authenticateSession'>;
}

function refuse(reply: FastifyReply, error: 'invalid_request' | 'invalid_token', text: string) {
  const status = error === 'invalid_token' ? 401 : 400;
  return reply
    .code(status)
    .header('www-authenticate', `Bearer error="${error}", error_description="${text}"`)
    .header('cache-control', 'no-store')
    .send({ error, error_description: text });
}

/** The claims the token's scopes release, from the customer's current record. */
export function releasedClaims(
  claims: Record<string, unknown>,
  scope: string,
): Record<string, unknown> {
  const granted = new Set(scope.split(' '));
  const released: Record<string, unknown> = { sub: claims.sub };
  for (const [name, names] of Object.entries(scopeClaims)) {
    if (!granted.has(name)) continue;
    for (const claim of names) {
      if (claims[claim] !== undefined) released[claim] = claims[claim];
    }
  }
  return released;
}

export function userinfoHandler(deps: UserinfoDeps) {
  return async (request: FastifyRequest, reply: FastifyReply, tenant: TenantRecord) => {
    const header = request.headers.authorization;
    const token = header ? bearerPattern.exec(header)?.[1] : undefined;
    if (!token) return refuse(reply, 'invalid_request', 'no access token provided');
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const session = await deps.authentication.authenticateSession(token, tenant, client);
    if (!session) return refuse(reply, 'invalid_token', 'invalid token provided');
    // Verified above: reading the payload again only picks its scope.
    const { scope } = decodeJwt(token);
    if (typeof scope !== 'string' || !scope.split(' ').includes('openid')) {
      return refuse(reply, 'invalid_token', 'the token was not issued for the openid scope');
    }
    const account = await accountFinder(deps.db, tenant.id)(
      undefined,
      String(session.scope.customerId),
    );
    if (!account) return refuse(reply, 'invalid_token', 'the account no longer exists');
    const claims = await account.claims('userinfo', scope, {}, []);
    return reply.header('cache-control', 'no-store').send(releasedClaims(claims, scope));
  };
}

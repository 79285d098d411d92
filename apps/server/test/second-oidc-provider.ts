// A second, independent OpenID provider for tests, standing in for a tenant's own Keycloak: its
// own oidc-provider instance per realm on its own loopback HTTP server, its own keys, issuers
// `{server}/realms/{name}` with Keycloak's endpoint names, the portal's SPA client registered as
// the README asks of a Keycloak client (public, code flow only, PKCE S256, redirect URI
// `{tenant origin}/login`), and access tokens shaped as Keycloak issues them with the portal's
// two mappers: header `typ: JWT`, payload `typ: Bearer`, `azp` the client, `aud` from an Audience
// mapper beside Keycloak's own `account`, `sub` the user's own id (a UUID, not the portal's), and
// `customer_id` from a User Attribute mapper (a string, Keycloak's default claim type).
// Nothing of the portal is imported: the audience is the documented value, so a change on the
// portal's side that would break real Keycloak realms breaks this provider too.
// Login is a small form handler of its own (the `/interaction/{uid}` pages); consent is implied,
// as for a first-party client.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import Provider, {
  type AdapterFactory,
  type AdapterPayload,
  type Configuration,
  errors,
} from 'oidc-provider';

/** The audience the portal documents for its Keycloak Audience mapper (README). */
const PORTAL_AUDIENCE = 'urn:portal:api';
/** Keycloak's default lifespan is 5 minutes; the README asks for 30 with the portal's client. */
const ACCESS_TOKEN_TTL_SECONDS = 1800;

/** Keycloak's defaults where the portal asks nothing else: 30-minute idle session, 60-second
 * codes, an hour for the login form. */
const ttl = {
  AccessToken: ACCESS_TOKEN_TTL_SECONDS,
  AuthorizationCode: 60,
  IdToken: ACCESS_TOKEN_TTL_SECONDS,
  Interaction: 3600,
  Session: 1800,
  Grant: 1800,
  RefreshToken: 1800,
};

const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

export interface ExternalUser {
  username: string;
  password: string;
  /** The `customer_id` user attribute the mapper puts in access tokens. */
  customerId: string;
}

export interface ExternalRealmOptions {
  name: string;
  clientId: string;
  redirectUri: string;
  users: ExternalUser[];
}

interface SigningKey {
  kid: string;
  privateJwk: JWK;
}

interface RealmState {
  options: ExternalRealmOptions;
  issuer: string;
  /** Published keys, the signing one first. */
  keys: SigningKey[];
  /** The Keycloak user ids (`sub`) of the realm's users, by username. */
  subjects: Map<string, string>;
  /** Sessions, grants, codes and tokens: kept across a key rotation, as in Keycloak. */
  store: Map<string, AdapterPayload>;
  certsRequests: number;
}

interface Served {
  provider: Provider;
  handler: (request: IncomingMessage, response: ServerResponse) => unknown;
}

/** A realm and the provider instance that serves it now (rebuilt when its keys change). */
interface Realm extends RealmState {
  served: Served;
}

async function newSigningKey(): Promise<SigningKey> {
  const kid = randomUUID();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** The realm's provider state in memory. Expiry is left to the provider's own checks: a test is
 * short, and nothing here outlives it. */
function memoryAdapter(store: Map<string, AdapterPayload>): AdapterFactory {
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (match: (payload: AdapterPayload) => boolean) =>
      [...store.entries()].find(
        ([name, payload]) => name.startsWith(`${model}:`) && match(payload),
      )?.[1];
    return {
      upsert: async (id, payload) => {
        store.set(key(id), payload);
      },
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => findBy((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => findBy((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        store.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [name, payload] of store) if (payload.grantId === grantId) store.delete(name);
      },
    };
  };
}

function userOf(realm: RealmState, sub: string): ExternalUser | undefined {
  return realm.options.users.find((user) => realm.subjects.get(user.username) === sub);
}

function configuration(realm: RealmState): Configuration {
  const { options, issuer } = realm;
  const signingKid = realm.keys[0]?.kid;
  return {
    adapter: memoryAdapter(realm.store),
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: realm.keys.map((key) => key.privateJwk) },
    routes: keycloakRoutes,
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    cookies: { keys: [`second-provider-${options.name}`] },
    findAccount: (_ctx, sub) => {
      const user = userOf(realm, sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, preferred_username: user.username }) };
    },
    interactions: { url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}` },
    // Keycloak gives a public client with the standard flow a refresh token on every login.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl,
    features: {
      devInteractions: { enabled: false },
      // Keycloak has no resource indicators; this is how oidc-provider issues JWT access tokens
      // (for every request, as Keycloak does), signed with the realm's active key.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => PORTAL_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== PORTAL_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: PORTAL_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256', ...(signingKid ? { kid: signingKid } : {}) } },
          };
        },
      },
    },
    formats: {
      customizers: {
        // Keycloak's access token: RFC 9068's `client_id` and `at+jwt` are Keycloak's `azp` and
        // `JWT`; the mappers add the portal's audience and the customer attribute.
        jwt: (_ctx, token, jwt) => {
          const { client_id: clientId, ...payload } = jwt.payload;
          const user = 'accountId' in token ? userOf(realm, token.accountId) : undefined;
          jwt.header = { typ: 'JWT' };
          jwt.payload = {
            ...payload,
            typ: 'Bearer',
            azp: clientId,
            aud: [PORTAL_AUDIENCE, 'account'],
            // Keycloak's default realm roles, which every user of a realm has.
            realm_access: { roles: [`default-roles-${options.name}`, 'offline_access'] },
            ...('sessionUid' in token && token.sessionUid ? { sid: token.sessionUid } : {}),
            ...(user ? { customer_id: user.customerId, preferred_username: user.username } : {}),
          };
        },
      },
    },
  };
}

function serve(realm: RealmState): Served {
  const provider = new Provider(realm.issuer, configuration(realm));
  return { provider, handler: provider.callback() };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const loginPage = (action: string, message = '') =>
  `<!doctype html><title>Sign in</title><p>${message}</p><form method="post" action="${action}">` +
  '<input name="username"><input name="password" type="password"><button>Sign in</button></form>';

/** The realm's login pages: the form, and its post (password checked, consent implied). */
async function interaction(
  realm: Realm,
  rest: string,
  request: IncomingMessage,
  res: ServerResponse,
) {
  const { provider } = realm.served;
  const details = await provider.interactionDetails(request, res);
  const page = `${realm.issuer}/interaction/${details.uid}`;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (request.method === 'GET' && rest === `/interaction/${details.uid}`) {
    res.end(loginPage(`${page}/login`));
    return;
  }
  if (request.method !== 'POST' || rest !== `/interaction/${details.uid}/login`) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const form = await readForm(request);
  const user = realm.options.users.find(
    (candidate) =>
      candidate.username === form.get('username') && candidate.password === form.get('password'),
  );
  const accountId = user ? realm.subjects.get(user.username) : undefined;
  if (!accountId) {
    res.statusCode = 200;
    res.end(loginPage(`${page}/login`, 'Invalid username or password.'));
    return;
  }
  const clientId = String(details.params.client_id);
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope('openid email profile offline_access');
  grant.addResourceScope(PORTAL_AUDIENCE, '');
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

export class SecondOidcProvider {
  readonly #server: Server;
  readonly #realms: Map<string, Realm>;
  readonly origin: string;

  private constructor(server: Server, realms: Map<string, Realm>, origin: string) {
    this.#server = server;
    this.#realms = realms;
    this.origin = origin;
  }

  /** Starts the provider on 127.0.0.1 (a free port) with the given realms. */
  static async start(realmOptions: ExternalRealmOptions[]): Promise<SecondOidcProvider> {
    const realms = new Map<string, Realm>();
    const server = createServer((request, response) => {
      route(realms, request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const options of realmOptions) {
      const state: RealmState = {
        options,
        issuer: `${origin}/realms/${options.name}`,
        keys: [await newSigningKey()],
        subjects: new Map(options.users.map((user) => [user.username, randomUUID()])),
        store: new Map(),
        certsRequests: 0,
      };
      realms.set(options.name, { ...state, served: serve(state) });
    }
    return new SecondOidcProvider(server, realms, origin);
  }

  #realm(name: string): Realm {
    const realm = this.#realms.get(name);
    if (!realm) throw new Error(`no realm ${name}`);
    return realm;
  }

  issuer(realm: string): string {
    return this.#realm(realm).issuer;
  }

  /** How often the portal (or anyone) fetched the realm's published keys. */
  certsRequests(realm: string): number {
    return this.#realm(realm).certsRequests;
  }

  /** The key id new tokens are signed with. */
  signingKid(realm: string): string {
    const kid = this.#realm(realm).keys[0]?.kid;
    if (!kid) throw new Error(`realm ${realm} has no key`);
    return kid;
  }

  /** A token with these claims, signed with the realm's active key, as a mapper might shape it. */
  async sign(realmName: string, claims: JWTPayload): Promise<string> {
    const key = this.#realm(realmName).keys[0];
    if (!key) throw new Error(`realm ${realmName} has no key`);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .sign(await importJWK(key.privateJwk, 'RS256'));
  }

  /** Keycloak's key rotation: a new active key, published beside the old one (which stays
   * published, so tokens it signed still verify). Sessions and grants survive it. */
  async rotateKey(realmName: string): Promise<void> {
    const realm = this.#realm(realmName);
    realm.keys = [await newSigningKey(), ...realm.keys];
    realm.served = serve(realm);
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

async function route(realms: Map<string, Realm>, request: IncomingMessage, res: ServerResponse) {
  const url = request.url ?? '/';
  const name = /^\/realms\/([^/?]+)/.exec(url)?.[1];
  const realm = name ? realms.get(name) : undefined;
  if (!realm) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const mount = `/realms/${realm.options.name}`;
  const rest = url.slice(mount.length) || '/';
  if (rest.startsWith('/interaction/')) {
    await interaction(realm, rest.split('?')[0] ?? rest, request, res);
    return;
  }
  if (rest.startsWith(keycloakRoutes.jwks)) realm.certsRequests++;
  // The provider finds its mount path from `originalUrl` (as the portal's realm-routes.ts does).
  const raw = request as IncomingMessage & { originalUrl?: string };
  raw.originalUrl = url;
  raw.url = rest;
  await realm.served.handler(raw, res);
}

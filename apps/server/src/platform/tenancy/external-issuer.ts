// The form a tenant's external issuer must have (README, "A tenant on its own Keycloak"): a
// Keycloak realm URL, `{server}/realms/{realm}`, from which portal/realm answers the server and
// realm the web app builds its authority back from. Its tokens' `iss` must equal it exactly, so
// it is written as Keycloak writes it: no trailing slash, no query or fragment. Served over https,
// or plain http on this machine's loopback only (development, tests).

/** A trailing slash is tolerated here (portal/realm still answers); the check below refuses it. */
const keycloakIssuer = /^(?<server>.+)\/realms\/(?<realm>[^/]+)\/?$/;
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** The server and realm of a Keycloak issuer URL, or undefined when it is not one. */
export function keycloakRealmOf(issuer: string): { server: string; realm: string } | undefined {
  const groups = keycloakIssuer.exec(issuer)?.groups;
  return groups?.server && groups.realm
    ? { server: groups.server, realm: groups.realm }
    : undefined;
}

/** What is wrong with an external issuer URL, in words for whoever configures it; none: []. */
export function externalIssuerProblems(issuer: string): string[] {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return [`${issuer} is not a URL`];
  }
  const problems: string[] = [];
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (!secure) problems.push('the issuer must be served over https (plain http on loopback only)');
  if (url.username || url.password) problems.push('the issuer URL must not carry credentials');
  if (url.search || url.hash || issuer.includes('?') || issuer.includes('#')) {
    problems.push('the issuer URL must not have a query or a fragment');
  }
  if (issuer.endsWith('/')) problems.push('the issuer URL must not end with a slash');
  if (url.href.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) {
    problems.push(`the issuer URL must be written as ${url.href.replace(/\/$/, '')}`);
  }
  if (!keycloakRealmOf(issuer)) {
    problems.push('the issuer must be a Keycloak realm URL, {server}/realms/{realm}');
  }
  return problems;
}

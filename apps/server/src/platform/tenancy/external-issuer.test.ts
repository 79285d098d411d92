// The form of an external issuer's URL: a Keycloak realm URL over https (http on loopback only),
// written exactly as its tokens' `iss` will be.
import { describe, expect, it } from 'vitest';
import { externalIssuerProblems, keycloakRealmOf } from './external-issuer.ts';

describe('external issuer URL', () => {
  it.each([
    'https://sso.example.be/realms/zonnewende',
    'https://sso.example.be/auth/realms/zonnewende',
    'https://sso.example.be:8443/realms/zonnewende',
    'http://127.0.0.1:8080/realms/zonnewende',
    'http://localhost:8080/realms/zonnewende',
    'http://[::1]:8080/realms/zonnewende',
  ])('accepts %s', (issuer) => {
    expect(externalIssuerProblems(issuer)).toEqual([]);
  });

  it.each([
    ['sso.example.be/realms/zonnewende', /is not a URL/],
    ['http://sso.example.be/realms/zonnewende', /https/],
    ['http://10.0.0.5/realms/zonnewende', /https/],
    ['ftp://sso.example.be/realms/zonnewende', /https/],
    ['https://admin:secret@sso.example.be/realms/zonnewende', /credentials/],
    ['https://sso.example.be/realms/zonnewende?x=1', /query or a fragment/],
    ['https://sso.example.be/realms/zonnewende#x', /query or a fragment/],
    ['https://sso.example.be/realms/zonnewende/', /end with a slash/],
    ['https://SSO.example.be/realms/zonnewende', /written as https:\/\/sso\.example\.be/],
    ['https://sso.example.be:443/realms/zonnewende', /written as https:\/\/sso\.example\.be\//],
    ['https://sso.example.be/zonnewende', /Keycloak realm URL/],
    ['https://sso.example.be/realms/', /Keycloak realm URL/],
  ])('refuses %s', (issuer, problem) => {
    const problems = externalIssuerProblems(issuer);
    expect(problems.some((text) => problem.test(text))).toBe(true);
  });

  it('splits a realm URL into the server and realm portal/realm answers', () => {
    expect(keycloakRealmOf('https://sso.example.be/auth/realms/zonnewende')).toEqual({
      server: 'https://sso.example.be/auth',
      realm: 'zonnewende',
    });
    expect(keycloakRealmOf('https://sso.example.be/zonnewende')).toBeUndefined();
  });
});

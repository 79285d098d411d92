// Whether an external issuer will work with the portal, asked of the issuer itself before a tenant
// is pointed at it (`npm run tenant`), rather than found out at a customer's first login. Beyond
// the URL's form (platform/tenancy/external-issuer.ts): its discovery document answers, calls
// itself by exactly that URL (every token's `iss` must match), has the authorization endpoint where
// the web app builds it and the key set where the API fetches it (Keycloak's layout, which both
// assume), supports PKCE S256, and publishes at least one signing key the API accepts.
import { z } from 'zod/mini';
import { externalIssuerProblems } from '../tenancy/external-issuer.ts';
import { ACCEPTED_ALGORITHMS } from '../tenancy/realm-settings.ts';
import { fetchIssuerJson, type IssuerFetchLimits } from './issuer-json.ts';
import { certsUrlOf, fetchPublishedKeys } from './published-jwks.ts';

const discoverySchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  code_challenge_methods_supported: z.optional(z.array(z.string())),
});

const keyTypesOf: Record<(typeof ACCEPTED_ALGORITHMS)[number], string> = {
  RS256: 'RSA',
  ES256: 'EC',
};

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What stands in the way of signing in with this issuer; none: []. */
export async function externalIssuerCheck(
  issuer: string,
  limits: IssuerFetchLimits = {},
): Promise<string[]> {
  const problems = externalIssuerProblems(issuer);
  if (problems.length > 0) return problems;
  let discovery: z.infer<typeof discoverySchema>;
  try {
    discovery = await fetchIssuerJson(
      `${issuer}/.well-known/openid-configuration`,
      (value) => {
        const parsed = discoverySchema.safeParse(value);
        return parsed.success
          ? { success: true, data: parsed.data }
          : { success: false, reason: `is not a discovery document: ${parsed.error.message}` };
      },
      limits,
    );
  } catch (error) {
    return [`its discovery document: ${errorText(error)}`];
  }
  if (discovery.issuer !== issuer) {
    problems.push(`it calls itself ${discovery.issuer}: set that as the issuer, exactly`);
  }
  const authorization = `${issuer}/protocol/openid-connect/auth`;
  if (discovery.authorization_endpoint !== authorization) {
    problems.push(`its authorization endpoint is not ${authorization} (Keycloak's layout)`);
  }
  if (discovery.jwks_uri !== certsUrlOf(issuer)) {
    problems.push(`its keys are not published at ${certsUrlOf(issuer)} (Keycloak's layout)`);
  }
  if (!discovery.code_challenge_methods_supported?.includes('S256')) {
    problems.push('it does not announce PKCE with S256');
  }
  try {
    const { keys } = await fetchPublishedKeys(issuer, limits);
    const signing = keys.filter(
      (key) =>
        key.use !== 'enc' &&
        ACCEPTED_ALGORITHMS.some(
          (alg) => (key.alg === undefined || key.alg === alg) && key.kty === keyTypesOf[alg],
        ),
    );
    if (signing.length === 0) {
      problems.push(`it publishes no signing key for ${ACCEPTED_ALGORITHMS.join(' or ')}`);
    }
  } catch (error) {
    problems.push(`its key set: ${errorText(error)}`);
  }
  return problems;
}

// The signing keys an external issuer publishes (a Keycloak realm's
// `{issuer}/protocol/openid-connect/certs`), fetched within issuer-json.ts's bounds and checked
// to be a key set before anything trusts it. Public keys only: a set that carries private key
// material is refused rather than used.
import type { JSONWebKeySet } from 'jose';
import { z } from 'zod/mini';
import { fetchIssuerJson, type IssuerFetchLimits } from './issuer-json.ts';

const MAX_KEYS = 100;

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

const jwksSchema = z.object({
  keys: z
    .array(
      z
        .looseObject({ kty: z.string(), kid: z.optional(z.string()) })
        .check(
          z.refine(
            (key) => privateMembers.every((member) => !(member in key)),
            'a published key carries private key material',
          ),
        ),
    )
    .check(z.maxLength(MAX_KEYS)),
});

/** Where a Keycloak realm publishes its keys. */
export function certsUrlOf(issuer: string): string {
  return `${issuer}/protocol/openid-connect/certs`;
}

export function fetchPublishedKeys(
  issuer: string,
  limits: IssuerFetchLimits = {},
): Promise<JSONWebKeySet> {
  return fetchIssuerJson(
    certsUrlOf(issuer),
    (value) => {
      const parsed = jwksSchema.safeParse(value);
      return parsed.success
        ? { success: true, data: parsed.data }
        : { success: false, reason: `is not a public key set: ${parsed.error.message}` };
    },
    limits,
  );
}

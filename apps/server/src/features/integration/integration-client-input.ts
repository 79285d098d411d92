// What an integration client is made from, checked before anything is stored: a name, the granted
// scopes (@portal/contract/integration-scopes), and for private_key_jwt the client's public keys.
// A key must be a public signing key jose can import (no private or symmetric parts: the server
// must never hold what signs the client's assertions), RSA of at least 2048 bits.
import { ErrorCode } from '@portal/contract/error-code';
import { type IntegrationScope, integrationScopeSchema } from '@portal/contract/integration-scopes';
import { importJWK, type JSONWebKeySet, type JWK } from 'jose';
import { z } from 'zod/mini';
import { AppError } from '../../platform/errors/app-error.ts';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;
/** The assertion algorithms the realm accepts (provider-configuration.ts), by key type. */
const ALGORITHMS_OF: Record<string, readonly string[]> = {
  RSA: ['RS256', 'PS256'],
  EC: ['ES256'],
  OKP: ['EdDSA'],
};
/** 2048 bits of modulus, in base64url characters. */
const MIN_RSA_MODULUS_CHARS = 342;

const publicKeySchema = z
  .looseObject({
    kty: z.enum(['RSA', 'EC', 'OKP']),
    kid: z.string().check(z.minLength(1), z.maxLength(200)),
    alg: z.optional(z.string()),
    use: z.optional(z.literal('sig')),
  })
  .check(
    z.refine((key) => PRIVATE_MEMBERS.every((member) => !(member in key)), {
      message: 'must be a public key: no private parts',
    }),
    z.refine((key) => key.alg === undefined || ALGORITHMS_OF[key.kty]?.includes(key.alg), {
      message: 'alg must be RS256 or PS256 (RSA), ES256 (EC) or EdDSA (OKP)',
    }),
    z.refine((key) => key.kty !== 'RSA' || String(key.n ?? '').length >= MIN_RSA_MODULUS_CHARS, {
      message: 'an RSA key must have at least 2048 bits',
    }),
  );

export const integrationClientInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  scopes: z.pipe(
    z.array(integrationScopeSchema).check(z.minLength(1)),
    z.transform((scopes) => [...new Set(scopes)]),
  ),
  jwks: z.optional(
    z.strictObject({ keys: z.array(publicKeySchema).check(z.minLength(1), z.maxLength(10)) }).check(
      z.refine((jwks) => new Set(jwks.keys.map((key) => key.kid)).size === jwks.keys.length, {
        message: 'every key needs its own kid',
      }),
    ),
  ),
});

const jwksSchema = integrationClientInputSchema.shape.jwks.def.innerType;

export interface IntegrationClientInput {
  name: string;
  scopes: readonly IntegrationScope[];
  /** private_key_jwt: the client's public keys; without them the client gets a secret. */
  jwks?: JSONWebKeySet;
}

export interface CheckedClientInput {
  name: string;
  scopes: IntegrationScope[];
  jwks: JSONWebKeySet | undefined;
}

export async function checkIntegrationClientInput(input: unknown): Promise<CheckedClientInput> {
  const parsed = integrationClientInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues[0]);
  const { name, scopes, jwks } = parsed.data;
  return { name, scopes, jwks: jwks && (await importableKeys(jwks.keys, 'jwks.keys')) };
}

/** The first problem, named by its field (`jwks.keys.0.kty`), as the API's error type. */
function validationError(issue: z.core.$ZodIssue | undefined, prefix?: string): AppError {
  const path = [...(prefix ? [prefix] : []), ...(issue?.path ?? []).map(String)];
  const field = path.join('.') || undefined;
  const message = `${field ?? 'input'}: ${issue?.message ?? 'invalid'}`;
  return new AppError(ErrorCode.Validation, message, field ? { field } : {});
}

/** A replacement key set for a private_key_jwt client, checked like a new client's. */
export async function checkClientKeys(input: unknown): Promise<JSONWebKeySet> {
  const parsed = jwksSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues[0], 'jwks');
  return importableKeys(parsed.data.keys, 'jwks.keys');
}

async function importableKeys(
  keys: readonly (JWK & { kty: string })[],
  path: string,
): Promise<JSONWebKeySet> {
  for (const [index, key] of keys.entries()) await importable(key, `${path}.${index}`);
  return { keys: keys.map((key): JWK => ({ ...key })) };
}

async function importable(key: JWK & { kty: string }, field: string): Promise<void> {
  const alg = key.alg ?? ALGORITHMS_OF[key.kty]?.[0];
  try {
    await importJWK(key, alg);
  } catch (cause) {
    throw new AppError(ErrorCode.Validation, `${field}: not a usable public key`, {
      field,
      cause,
    });
  }
}

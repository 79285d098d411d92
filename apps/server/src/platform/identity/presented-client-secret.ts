// The client id and secret a token request presents in its Authorization: Basic header, kept for
// the length of that request (decision 075). Integration client secrets are stored only as a
// hash, while oidc-provider compares a client's `client_secret` with the presented one: the
// client adapter reads the presented pair here, checks it against the hash, and hands the
// provider the presented secret only when it matches.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PresentedCredentials {
  clientId: string;
  secret: string;
}

const presented = new AsyncLocalStorage<PresentedCredentials | undefined>();

function decode(part: string): string | undefined {
  try {
    // RFC 6749 §2.3.1: id and secret are form-url-encoded before the Basic encoding.
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The pair of an `Authorization: Basic` header; undefined for any other or a malformed one. */
export function basicCredentials(header: string | undefined): PresentedCredentials | undefined {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match?.[1]) return undefined;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const clientId = decode(text.slice(0, colon));
  const secret = decode(text.slice(colon + 1));
  return clientId && secret !== undefined ? { clientId, secret } : undefined;
}

/** Runs `work` with the request's presented credentials readable by `presentedSecretOf`. */
export function withPresentedCredentials<T>(
  credentials: PresentedCredentials | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return presented.run(credentials, work);
}

/** The secret the current request presents for `clientId`, if any. */
export function presentedSecretOf(clientId: string): string | undefined {
  const credentials = presented.getStore();
  return credentials?.clientId === clientId ? credentials.secret : undefined;
}

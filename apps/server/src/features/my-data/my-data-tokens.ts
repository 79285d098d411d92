// The tokens of the mailed links of the customer's own data (the archive's download, the
// erasure's confirmation): 32 random bytes in the link, only their SHA-256 in the database, and
// every look-up by the tenant of the request as well, so a link works on its own portal only.
import { createHash, randomBytes } from 'node:crypto';

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfToken(token) };
}

export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

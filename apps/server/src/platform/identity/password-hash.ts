// Password hashing with scrypt from node:crypto. The stored string carries its own parameters and
// salt (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be raised later without breaking
// existing hashes. Comparison is constant-time.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** 2^15 iterations × r 8 ≈ 32 MiB and tens of milliseconds per hash: OWASP's scrypt baseline. */
const cost = { N: 2 ** 15, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const { N = cost.N, r = cost.r } = options;
  // scrypt needs 128·N·r bytes; leave headroom above Node's 32 MiB default.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');
}

const storedPattern = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = storedPattern.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match;
  const expected = Buffer.from(hash ?? '', 'base64url');
  const key = await derive(password, Buffer.from(salt ?? '', 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown account: the answer to a wrong e-mail
 * must not come back faster than the answer to a wrong password.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}

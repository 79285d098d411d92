// scrypt password hashes: self-describing, salted, verified in constant time.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('store their parameters and a random salt', async () => {
    const first = await hashPassword('Zonnewende-2026');
    const second = await hashPassword('Zonnewende-2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('Zonnewende-2026');
    expect(await verifyPassword('Zonnewende-2026', stored)).toBe(true);
    expect(await verifyPassword('zonnewende-2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verify with the parameters stored in the hash, not the current ones', async () => {
    // A hash made with a lower cost (as an older release might have) still verifies.
    const stored = await hashPassword('Helios-2026!');
    const [, , , , salt] = stored.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheap = scryptSync('Helios-2026!', Buffer.from(salt ?? '', 'base64url'), 32, {
      N: 1024,
      r: 8,
      p: 1,
    });
    const older = `scrypt$1024$8$1$${salt}$${cheap.toString('base64url')}`;
    expect(await verifyPassword('Helios-2026!', older)).toBe(true);
  });

  it('treat a malformed hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2$3$$')).toBe(false);
  });

  it('normalise Unicode so the same password typed differently matches', async () => {
    const stored = await hashPassword('Élise-2026x');
    expect(await verifyPassword('E\u0301lise-2026x', stored)).toBe(true);
  });

  it('verify against nothing for unknown accounts, always false', async () => {
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });
});

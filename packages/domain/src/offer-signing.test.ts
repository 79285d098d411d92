import { describe, expect, it } from 'vitest';
import { canSignOfferVersion, type OfferSigningFacts } from './offer-signing.ts';
import { OfferStatusId } from './status-ids.ts';

const now = new Date('2026-11-21T10:00:00+01:00');
const pending: OfferSigningFacts = {
  offerStatus: OfferStatusId.Pending,
  versionNumber: 3,
  latestVersionNumber: 3,
  versionStatus: OfferStatusId.Pending,
  validUntil: '2026-12-31',
  signedAt: null,
};

describe('canSignOfferVersion', () => {
  it('allows the latest, pending, unsigned version of an open offer', () => {
    expect(canSignOfferVersion(pending, now)).toBe(true);
  });

  it('refuses an older version', () => {
    expect(canSignOfferVersion({ ...pending, versionNumber: 2 }, now)).toBe(false);
  });

  it.each([OfferStatusId.Signed, OfferStatusId.Completed])(
    'refuses an offer in status %i',
    (status) => {
      expect(canSignOfferVersion({ ...pending, offerStatus: status }, now)).toBe(false);
    },
  );

  it('refuses a version that carries a signature', () => {
    expect(canSignOfferVersion({ ...pending, signedAt: '2026-11-20T09:00:00.000Z' }, now)).toBe(
      false,
    );
  });

  it('refuses an expired version, by status or by its last day (Brussels calendar)', () => {
    expect(canSignOfferVersion({ ...pending, versionStatus: OfferStatusId.Expired }, now)).toBe(
      false,
    );
    expect(canSignOfferVersion({ ...pending, validUntil: '2026-11-20' }, now)).toBe(false);
    expect(canSignOfferVersion({ ...pending, validUntil: '2026-11-21' }, now)).toBe(true);
  });
});

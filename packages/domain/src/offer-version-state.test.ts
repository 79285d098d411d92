import { describe, expect, it } from 'vitest';
import { isOfferDone, offerVersionState, OfferVersionState as V } from './offer-version-state.ts';
import { OfferStatusId as O } from './status-ids.ts';

const now = new Date('2026-11-21T10:00:00+01:00');

describe('isOfferDone', () => {
  it('is true for signed and completed only', () => {
    expect([O.Pending, O.Sent, O.Signed, O.Completed, O.Expired, null].map(isOfferDone)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('offerVersionState', () => {
  it.each([
    [O.Pending, V.Pending],
    [O.Sent, V.Pending],
    [null, V.Pending],
    [O.Signed, V.Done],
    [O.Completed, V.Done],
    [O.Expired, V.Expired],
  ])('status %s is %s', (status, expected) => {
    expect(offerVersionState({ status }, now)).toBe(expected);
  });

  it('expires a pending offer the day after its last valid day', () => {
    expect(offerVersionState({ status: O.Sent, validUntil: '2026-11-21' }, now)).toBe(V.Pending);
    expect(offerVersionState({ status: O.Sent, validUntil: '2026-11-20' }, now)).toBe(V.Expired);
    expect(
      offerVersionState(
        { status: O.Sent, validUntil: '2026-11-20' },
        new Date('2026-11-20T23:59:00+01:00'),
      ),
    ).toBe(V.Pending);
  });

  it('keeps a done offer done past its validity', () => {
    expect(offerVersionState({ status: O.Signed, validUntil: '2020-01-01' }, now)).toBe(V.Done);
  });

  it('ignores an empty or unreadable validity', () => {
    expect(offerVersionState({ status: O.Sent, validUntil: '' }, now)).toBe(V.Pending);
    expect(offerVersionState({ status: O.Sent, validUntil: null }, now)).toBe(V.Pending);
    expect(offerVersionState({ status: O.Sent, validUntil: 'soon' }, now)).toBe(V.Pending);
  });
});

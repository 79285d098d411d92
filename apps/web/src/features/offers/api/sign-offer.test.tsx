// Crash-safe signing (decision 031): every retry of one signing (after a 503, or an answer that
// never came) carries the same Idempotency-Key, so the server replays the first result and signs
// once; a new signing (a new drawing, or after a success) carries a new key.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, serveSigning, unavailable } from '../../../testing/signing-calls';
import { useSignOffer } from './sign-offer';

const signed = {
  offerId: 4,
  versionNumber: 3,
  signedAt: '2026-11-21T10:00:00Z',
  offerPdfSha256: 'a',
};
const input = { version: 3, signature: new Blob(['png'], { type: 'image/png' }) };
const renderSigning = () => renderWithQueries(() => useSignOffer(4, () => undefined));

describe('the Idempotency-Key of an offer signing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the same for every retry of one signing, and new for the next signing', async () => {
    const keys = serveSigning([unavailable, unavailable], signed);
    const signing = renderSigning();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(() => signing.current.mutateAsync(input).catch(() => undefined));
    }
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    // Signed: another signing is another attempt.
    await act(() => signing.current.mutateAsync(input));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('takes a new key once the drawing changed', async () => {
    const keys = serveSigning([unavailable], signed);
    const signing = renderSigning();
    await act(() => signing.current.mutateAsync(input).catch(() => undefined));
    act(() => signing.current.newAttempt());
    await act(() => signing.current.mutateAsync(input));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

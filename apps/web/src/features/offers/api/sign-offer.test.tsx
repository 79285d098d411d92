// Issue 9, crash-safe signing: every retry of one signing (after a 503, or an answer that never
// came) carries the same Idempotency-Key, so the server replays the first result and signs once;
// a new signing (a new drawing, or after a success) carries a new key.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOffer } from './sign-offer';

const signed = {
  offerId: 4,
  versionNumber: 3,
  signedAt: '2026-11-21T10:00:00Z',
  offerPdfSha256: 'a',
};
const unavailable = {
  data: null,
  errors: [{ code: 'UNAVAILABLE', message: 'Please try again shortly.' }],
};

/** Answers the sign calls in turn; keeps the Idempotency-Key of each. */
function serve(answers: { status: number; body: unknown }[]): string[] {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      const answer = answers.shift() ?? { status: 200, body: { data: signed, errors: [] } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return keys;
}

function renderSigning() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSignOffer(4, () => undefined), { wrapper }).result;
}

const input = { version: 3, signature: new Blob(['png'], { type: 'image/png' }) };

describe('the Idempotency-Key of an offer signing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the same for every retry of one signing, and new for the next signing', async () => {
    const keys = serve([
      { status: 503, body: unavailable },
      { status: 503, body: unavailable },
    ]);
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
    const keys = serve([{ status: 503, body: unavailable }]);
    const signing = renderSigning();
    await act(() => signing.current.mutateAsync(input).catch(() => undefined));
    act(() => signing.current.newAttempt());
    await act(() => signing.current.mutateAsync(input));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

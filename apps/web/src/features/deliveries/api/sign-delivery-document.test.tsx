// Issue 9, crash-safe signing: the iChoosr delivery document is signed with an Idempotency-Key,
// the same for every retry of the same form (after a 503, or an answer that never came: the
// server then answers the first result instead of "already signed"), a new one when the form
// changed or after a success.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignDeliveryDocument } from './sign-delivery-document';

const signed = { orderId: 7, deliveryId: 3, signedAt: '2026-11-21T10:00:00Z', handoverDone: true };
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
  return renderHook(() => useSignDeliveryDocument(7, 3, () => undefined), { wrapper }).result;
}

const form = { remarks: 'In de garage', sepaLoan: false, signature: 'data:image/png;base64,AAAA' };

describe('the Idempotency-Key of a delivery document signing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the same for every retry of one form, and new for the next signing', async () => {
    const keys = serve([
      { status: 503, body: unavailable },
      { status: 503, body: unavailable },
    ]);
    const signing = renderSigning();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(() => signing.current.mutateAsync(form).catch(() => undefined));
    }
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => signing.current.mutateAsync(form));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('takes a new key once the form changed', async () => {
    const keys = serve([{ status: 503, body: unavailable }]);
    const signing = renderSigning();
    await act(() => signing.current.mutateAsync(form).catch(() => undefined));
    await act(() => signing.current.mutateAsync({ ...form, sepaLoan: true }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

// For the tests of the signing hooks: a fetch that answers their calls in turn and keeps the
// Idempotency-Key each carried, and a hook rendered with a query client of its own.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** The server's answer while a service it needs is down. */
export const unavailable = {
  status: 503,
  body: { data: null, errors: [{ code: 'UNAVAILABLE', message: 'Please try again shortly.' }] },
};

/** Answers with `answers` in turn, then with `signed`; the keys sent, in order. */
export function serveSigning(answers: { status: number; body: unknown }[], signed: unknown) {
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

/** The hook's live result, rendered inside a fresh query client. */
export function renderWithQueries<T>(hook: () => T) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

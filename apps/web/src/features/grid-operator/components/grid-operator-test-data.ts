// Answers of GET installations/{index}/grid-operator for the component tests, shaped by the
// contract's schema so that a drift in the contract breaks the tests.
import type { GridOperatorRegistration } from '@portal/contract/grid-operator';
import { vi } from 'vitest';

export function gridOperatorState(
  overrides: Partial<GridOperatorRegistration> = {},
): GridOperatorRegistration {
  return {
    installationIndex: 0,
    allowed: true,
    missingSteps: [],
    operator: 'Fluvius',
    operatorWithInstructions: 'Fluvius',
    requestStatus: 'todo',
    requestedAt: null,
    orderId: 1,
    documents: [],
    canSubmit: true,
    ...overrides,
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

type Reply = { status: number; body: unknown } | ((call: RecordedCall) => Response);

/**
 * Stubs fetch: GET answers the state (a function: the state at the time of the call); a POST or a
 * file download gets its reply, 404 when none is given.
 */
export function stubServer(
  state: GridOperatorRegistration | (() => GridOperatorRegistration),
  replies: { POST?: Reply; blob?: Reply } = {},
) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      };
      calls.push(call);
      const reply = call.url.includes('/files/')
        ? replies.blob
        : call.method === 'GET'
          ? {
              status: 200,
              body: { data: typeof state === 'function' ? state() : state, errors: [] },
            }
          : replies.POST;
      if (reply === undefined) {
        return new Response(
          JSON.stringify({ data: null, errors: [{ code: 'NOT_FOUND', message: 'Not found' }] }),
          { status: 404 },
        );
      }
      if (typeof reply === 'function') return reply(call);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

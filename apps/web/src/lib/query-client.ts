// The react-query client. A failed query or mutation shows the generic API failure snackbar
// (spec §8): the server's message when there is one, else genericServerError. A caller suppresses
// it with `meta: { silent: true }` and handles (or rethrows) the error itself.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';
import { i18n } from './i18n';
import { showSnackbar } from './snackbar';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export function apiFailureText(error: unknown): string {
  const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
  return serverMessage ?? i18n.t('common:errors.genericServerError');
}

function report(error: unknown, silent: boolean | undefined): void {
  if (silent) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showSnackbar('error', apiFailureText(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again; network trouble might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiRequestError && error.status >= 400),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

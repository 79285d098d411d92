// Renders the snackbar queue (spec §8): one message at a time, 5000 ms, closed by a click. The
// snackbar itself (MUI's Snackbar, Alert and their transition) loads with the first message
// (decision 017): most first pages show none.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dismissSnackbar, snackbarSnapshot, subscribeSnackbars } from '../lib/snackbar';

const SnackbarMessage = lazy(() => import('./snackbar-message'));

export function SnackbarHost() {
  const queue = useSyncExternalStore(subscribeSnackbars, snackbarSnapshot, snackbarSnapshot);
  const message = queue[0];
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarMessage
        key={message.id}
        message={message}
        onClose={() => dismissSnackbar(message.id)}
      />
    </Suspense>
  );
}

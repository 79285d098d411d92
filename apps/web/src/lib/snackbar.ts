// Snackbar messages (spec §8): success, error or info; shown one at a time for 5000 ms, closed by
// a click. A module-level queue so that non-React code (the query cache's error handler) can
// report too; the SnackbarHost component renders the head of the queue.
import { SNACKBAR_TIMEOUT_MS, type SnackbarKind } from '@portal/domain/constants';

export interface SnackbarMessage {
  id: number;
  kind: SnackbarKind;
  /** Already translated text. */
  text: string;
  timeoutMs: number;
}

let queue: readonly SnackbarMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly SnackbarMessage[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

export function showSnackbar(kind: SnackbarKind, text: string, timeoutMs = SNACKBAR_TIMEOUT_MS) {
  // The same text twice in a row (several queries failing together) is shown once.
  if (queue.at(-1)?.text === text) return;
  publish([...queue, { id: nextId++, kind, text, timeoutMs }]);
}

export function dismissSnackbar(id: number): void {
  publish(queue.filter((message) => message.id !== id));
}

export function subscribeSnackbars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function snackbarSnapshot(): readonly SnackbarMessage[] {
  return queue;
}

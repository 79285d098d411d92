// Wakes an outbox's delivery at most once per period: the first call at once, later calls of the
// same period once at its end. Every request that writes wakes the push outbox and the webhook
// dispatcher (app.ts), and each wake is a query; a burst of writes that record nothing (20,000
// live-monitoring renewals, a batch sync) would otherwise cost as many queries. A wake within
// the period is never lost, only joined to the one at its end.
export function throttledWake(wake: () => void, periodMs: number): () => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;
  const run = () => {
    pending = undefined;
    lastAt = Date.now();
    wake();
  };
  return () => {
    if (pending) return;
    const wait = lastAt + periodMs - Date.now();
    if (wait <= 0) run();
    else {
      pending = setTimeout(run, wait);
      pending.unref();
    }
  };
}

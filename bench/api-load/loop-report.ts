// What keeps a portal process's event loop from answering on time, reported every 10 s on
// stderr when BENCH_LOOP_REPORT=1 (the socket bench's --loop): the event loop's delay (p50, p99,
// max), the longest and total garbage-collection pauses of those seconds, and how long the main
// thread was ready to run but waited for a CPU (Linux's schedstat). A delivery latency with a long
// tail is either a loop that stalls (and these show by how much, and whether the collector or the
// other processes on the cores are why) or a queue elsewhere.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const everyMs = 10_000;
/** perf_hooks' NODE_PERFORMANCE_GC_* kinds, by value. */
const gcKinds: Record<number, string> = {
  1: 'minor',
  2: 'major',
  4: 'incremental',
  8: 'weak callbacks',
};

/** Nanoseconds the main thread has spent runnable but not running, since it started; 0 where the
 * system does not say (schedstat's second field: the run queue's wait). */
function cpuWaitNs(): number {
  try {
    return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1] ?? 0);
  } catch {
    return 0;
  }
}

export function reportLoopDelays(): void {
  let waitedNs = cpuWaitNs();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gcMax = 0;
  let gcMaxKind = '';
  let gcTotal = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > gcMax) {
        gcMax = entry.duration;
        gcMaxKind =
          gcKinds[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0] ??
          '';
      }
      gcTotal += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  setInterval(() => {
    const waitedNow = cpuWaitNs();
    console.error(
      `  portal ${process.pid}: loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; GC longest ${gcMax.toFixed(0)} ms (${gcMaxKind}), ${gcTotal.toFixed(0)} ms in all; waited for a CPU ${ms(waitedNow - waitedNs)} ms; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
    );
    waitedNs = waitedNow;
    delay.reset();
    gcMax = 0;
    gcMaxKind = '';
    gcTotal = 0;
  }, everyMs).unref();
}

// What keeps a portal process's event loop from answering on time, reported every 10 s on
// stderr when BENCH_LOOP_REPORT=1 (the socket bench's --loop): the event loop's delay (p50, p99,
// max) and the longest and total garbage-collection pauses of those seconds. A delivery latency
// with a long tail is either a loop that stalls (and these show by how much, and whether the
// collector is why) or a queue elsewhere.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const everyMs = 10_000;

export function reportLoopDelays(): void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let gcMax = 0;
  let gcTotal = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMax = Math.max(gcMax, entry.duration);
      gcTotal += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  setInterval(() => {
    console.error(
      `  portal ${process.pid}: loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; GC longest ${gcMax.toFixed(0)} ms, ${gcTotal.toFixed(0)} ms in all`,
    );
    delay.reset();
    gcMax = 0;
    gcTotal = 0;
  }, everyMs).unref();
}

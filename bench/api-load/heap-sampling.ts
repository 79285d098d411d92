// Bench-only: samples allocations that outlive young collections (collected by a major GC or
// still alive), the promotion that makes major collections long. BENCH_HEAP_SAMPLING=dir,start,stop (seconds).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function sampleLongLived(spec: string): Promise<void> {
  const [dir, startS, stopS] = spec.split(',');
  const session = new Session();
  session.connect();
  setTimeout(async () => {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: false,
    });
    console.error(`  portal ${process.pid}: heap sampling started`);
  }, Number(startS) * 1000).unref();
  setTimeout(async () => {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(`${dir}/long-lived-${process.pid}.heapprofile`, JSON.stringify(profile));
    console.error(`  portal ${process.pid}: heap sampling written`);
  }, Number(stopS) * 1000).unref();
}

// The latency of a customer call on the fleet against one instance alone, in one run: the fleet
// of `npm run fleet` (HAProxy, three instances), then the same calls straight to one of its
// instances with the other two stopped. Jan's installations list, `--requests` calls, `--concurrency`
// at a time, after a warm-up. Prints p50, p99 and the rate of each; asserts nothing.
//   node_modules/.bin/node bench/fleet.ts [--requests 3000] [--concurrency 24]
import { parseArgs } from 'node:util';
import { startFleet } from '../apps/server/test/fleet/topology.ts';
import { janBearer } from '../apps/server/test/spawned-portal.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '24' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

const fleet = await startFleet();
try {
  const authorization = await janBearer(fleet.database.handle.db, fleet.env);
  const measure = async (origin: string) => {
    const durations: number[] = [];
    let next = 0;
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${origin}/api/installations/`, {
        headers: { 'x-subdomain': 'demo', authorization },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`answered ${response.status}`);
      return performance.now() - started;
    };
    for (let warm = 0; warm < 100; warm++) await call();
    const began = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next += 1;
          durations.push(await call());
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    durations.sort((a, b) => a - b);
    const at = (share: number) => durations[Math.floor(share * (durations.length - 1))] ?? 0;
    return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ${Math.round(requests / seconds)} requests/s`;
  };
  const onFleet = await measure(fleet.origin);
  const [alone, ...others] = fleet.instances;
  if (!alone) throw new Error('no instance');
  for (const other of others) await other.stop('SIGTERM');
  const onOne = await measure(alone.origin);
  console.log(`GET /api/installations/ as Jan, ${requests} calls, ${concurrency} at a time`);
  console.log(`  fleet (HAProxy, 3 instances): ${onFleet}`);
  console.log(`  one instance alone:           ${onOne}`);
} finally {
  await fleet.stop();
}

// What the request ids, the request metrics and, when on, the tracing cost each request: CPU time
// per request of Fastify's inject on a route that answers at once, bare, with the request ids and
// metrics the portal always has, and with tracing too (exporting to a local receiver that only
// answers 200). The variants alternate, several rounds, and the median of each is printed: a
// small figure on a busy machine is only as steady as the machine. Asserts nothing.
//   node_modules/.bin/node bench/observability-overhead.ts [--requests 20000] [--rounds 5]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { installRequestIds } from '../apps/server/src/platform/http/request-id.ts';
import { serverOptions } from '../apps/server/src/platform/http/server-options.ts';
import { countRequests } from '../apps/server/src/platform/metrics/http-metrics.ts';
import { createPortalMetrics } from '../apps/server/src/platform/metrics/portal-metrics.ts';
import { startTracing } from '../apps/server/src/platform/tracing/tracing.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '5' },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);

const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  );
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

type Variant = 'bare' | 'ids and metrics' | 'ids, metrics and tracing';

async function build(
  variant: Variant,
): Promise<{ server: FastifyInstance; close(): Promise<void> }> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const server = Fastify(serverOptions(config));
  const tracing =
    variant === 'ids, metrics and tracing'
      ? await startTracing({ otlpEndpoint: endpoint }, 'sqlite')
      : undefined;
  if (variant !== 'bare') {
    installRequestIds(server);
    tracing?.traceRequests(server);
    countRequests(server, createPortalMetrics());
  }
  server.get('/bench/things/:id', async () => ({ data: 'thing', errors: [] }));
  await server.ready();
  return {
    server,
    close: async () => {
      await server.close();
      await tracing?.shutdown();
    },
  };
}

async function cpuMicrosPerRequest(variant: Variant): Promise<number> {
  const { server, close } = await build(variant);
  for (let i = 0; i < 1000; i += 1) await server.inject({ url: `/bench/things/${i}` });
  const start = process.cpuUsage();
  for (let i = 0; i < requests; i += 1) await server.inject({ url: `/bench/things/${i}` });
  const used = process.cpuUsage(start);
  await close();
  return (used.user + used.system) / requests;
}

const variants: Variant[] = ['bare', 'ids and metrics', 'ids, metrics and tracing'];
const figures = new Map<Variant, number[]>(variants.map((variant) => [variant, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const variant of variants) figures.get(variant)?.push(await cpuMicrosPerRequest(variant));
}
const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const bare = median(figures.get('bare') ?? []);
console.log(
  `${requests} requests a round, ${rounds} rounds; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const variant of variants) {
  const value = median(figures.get(variant) ?? []);
  const extra = variant === 'bare' ? '' : `  (+${(value - bare).toFixed(1)} µs)`;
  console.log(`${variant.padEnd(26)} ${value.toFixed(1)} µs CPU per request${extra}`);
}
receiver.close();

// HAProxy (Debian's) in front of the instances: round robin with no stickiness, the readiness
// check every half second (two failures take an instance out, two successes put it back), a
// connection refused retried on another instance, a request whose instance died under it sent
// again to another when that is safe, WebSockets tunnelled, an X-Request-Id of its own making on
// every request, and its own failures (no instance up, an instance dying under a request)
// answered as the portal answers an outage: 503, Retry-After, the error envelope.
// A stats listener tells which instances HAProxy counts as up.
//
// Why every client request gets an answer: when an instance dies after a request reached it and
// before its answer, HAProxy answers 502 (here the outage 503) only to a request that was the
// first on its client connection. On a kept-alive connection's later request it closes the
// connection without a word instead, as an idle server close looks to a browser, which then
// sends the request again; a fetch() client does not, and a POST must not be sent again blind.
// So the balancer closes each client connection after its answer (`option httpclose`): every
// request is the first on its connection and a failure is always the 503 envelope. Before that
// answer, HAProxy itself sends the request to another instance (`retry-on empty-response`) when
// doing so twice is harmless: any request but a POST, and a POST with an Idempotency-Key.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@portal/contract/error-code';
import { accepts, freePort, stopChild, waitUntil } from './local-processes.ts';

/** The readiness check's interval and how many failures take an instance out. */
export const CHECK_INTERVAL_MS = 500;
export const CHECK_FALL = 2;
export const BALANCER_RETRY_AFTER_SECONDS = 2;

export interface Balancer {
  port: number;
  origin: string;
  statsPort: number;
  /** HAProxy's view of each instance by name: UP, DOWN, NOLB, MAINT, … */
  states(): Promise<Record<string, string>>;
  /** HAProxy's own retries (`wretr`) and requests it sent to another instance than the one
   * first chosen (`wredis`). */
  retries(): Promise<{ retried: number; redispatched: number }>;
  stop(): Promise<void>;
}

function outageAnswer(reason: string): string {
  const body = JSON.stringify({
    data: null,
    errors: [{ code: ErrorCode.Unavailable, message: reason }],
  });
  return [
    'HTTP/1.1 503 Service Unavailable',
    'content-type: application/json; charset=utf-8',
    `retry-after: ${BALANCER_RETRY_AFTER_SECONDS}`,
    'cache-control: no-store',
    'connection: close',
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

export function haproxyConfig(options: {
  port: number;
  statsPort: number;
  instances: readonly { name: string; port: number }[];
  errorDir: string;
}): string {
  const servers = options.instances
    .map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check`)
    .join('\n');
  return `global
  maxconn 9000

defaults
  mode http
  option forwardfor
  option httpclose
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 10m
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  errorfile 502 ${options.errorDir}/502.http
  errorfile 503 ${options.errorDir}/503.http
  errorfile 504 ${options.errorDir}/504.http

frontend portal
  bind 127.0.0.1:${options.port}
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-request disable-l7-retry if METH_POST !{ req.hdr(idempotency-key) -m found }
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALL} rise 2 maxconn 2000
${servers}

listen stats
  bind 127.0.0.1:${options.statsPort}
  stats enable
  stats uri /stats
`;
}

export async function startBalancer(
  instances: readonly { name: string; port: number }[],
  port: number,
): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
  writeFileSync(join(dir, '502.http'), outageAnswer('An instance stopped answering, try again.'));
  writeFileSync(join(dir, '503.http'), outageAnswer('No instance can answer now, try again.'));
  writeFileSync(join(dir, '504.http'), outageAnswer('An instance answered too late, try again.'));
  const statsPort = await freePort();
  const backendRows = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    // pxname, svname, then the counters of HAProxy's CSV in their documented order.
    return csv
      .split('\n')
      .map((line) => line.split(','))
      .filter(([proxy, name]) => proxy === 'instances' && name !== undefined && name !== '');
  };
  writeFileSync(
    join(dir, 'haproxy.cfg'),
    haproxyConfig({ port, statsPort, instances, errorDir: dir }),
  );
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!(await waitUntil(10_000, () => accepts(port)))) throw new Error('haproxy did not start');
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    statsPort,
    async states() {
      const states: Record<string, string> = {};
      for (const [, name = '', ...rest] of await backendRows()) {
        // The 18th column is the status.
        if (name !== 'BACKEND') states[name] = rest[15] ?? '';
      }
      return states;
    },
    async retries() {
      const backend = (await backendRows()).find(([, name]) => name === 'BACKEND') ?? [];
      // The 16th and 17th columns: wretr and wredis.
      return { retried: Number(backend[15] ?? 0), redispatched: Number(backend[16] ?? 0) };
    },
    async stop() {
      await stopChild(child, 'SIGTERM', 5_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

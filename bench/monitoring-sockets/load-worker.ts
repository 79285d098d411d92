// One process of the socket bench's watching side (bench/monitoring-sockets/run-load.ts forks
// several: a process may hold at most as many sockets as its open-file limit allows). Driven over
// IPC: `open` the given sockets, `reset` the latencies, `report` them, `close` and exit.
import { Agent, request } from 'node:http';
import { type SocketTarget, type Watching, watchAll } from './socket-load.ts';
import type { WorkerCommand, WorkerReply } from './worker-protocol.ts';

let watching: Watching | undefined;
// A few kept-alive connections for the enableBroadcast calls and their renewals: each connection
// is an open file the server could otherwise give a socket.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

const reply = (message: WorkerReply) => process.send?.(message);

process.on('message', (command: WorkerCommand) => {
  void handle(command).catch((error: unknown) => {
    reply({ kind: 'failed', error: String(error) });
  });
});

async function handle(command: WorkerCommand): Promise<void> {
  if (command.kind === 'open') {
    const targets: SocketTarget[] = command.targets.map((target) => ({
      url: target.socketUrl,
      enable: target.enable && (() => post(target.enable as NonNullable<typeof target.enable>)),
    }));
    watching = await watchAll(targets, command.concurrency);
    reply({
      kind: 'opened',
      open: watching.open,
      rampSeconds: watching.rampSeconds,
      enableMs: watching.enableMs.nonZero(),
      handshakeMs: watching.handshakeMs.nonZero(),
    });
  } else if (command.kind === 'reset') {
    watching?.reset();
    reply({ kind: 'reset', cpu: process.cpuUsage() });
  } else if (command.kind === 'report') {
    reply({
      kind: 'report',
      latencies: watching?.latencies.nonZero() ?? [],
      closed: watching?.closed ?? 0,
      unreadable: watching?.unreadable ?? 0,
      failedRenewals: watching?.failedRenewals ?? 0,
      silent: watching?.silent() ?? 0,
      cpu: process.cpuUsage(),
    });
  } else {
    await watching?.close();
    agent.destroy();
    reply({ kind: 'closed' });
    process.exit(0);
  }
}

function post(enable: { url: string; headers: Record<string, string>; body: string }) {
  return new Promise<void>((resolve, reject) => {
    const call = request(
      enable.url,
      { method: 'POST', headers: enable.headers, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else reject(new Error(`enableBroadcast answered ${response.statusCode}: ${text}`));
        });
      },
    );
    call.on('error', reject);
    call.end(enable.body);
  });
}

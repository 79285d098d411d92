// A TCP proxy a test controls, between the app and a real server (PostgreSQL): stop() is the
// server going away (listener closed, every connection reset), start() is it coming back on the
// same port. stopWhenSent(text) goes away in the middle of a conversation: the moment a client
// sends bytes that contain the text (say a parameter of one statement in a transaction), before
// they reach the server.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether it listens (start() was the last of start() and stop()). */
  running(): boolean;
  /** Stops once a client sends `text`, which the server then never receives; resolves then. */
  stopWhenSent(text: string): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let trigger: { text: string; stopped: () => void } | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(target);
        track(client);
        track(upstream);
        client.on('data', (chunk: Buffer) => {
          if (trigger && chunk.includes(trigger.text)) {
            const { stopped } = trigger;
            trigger = undefined;
            void stop().then(stopped);
            return;
          }
          upstream.write(chunk);
        });
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        const address = listener.address();
        if (address && typeof address === 'object') port = address.port;
        server = listener;
        resolve();
      });
    });
  async function stop(): Promise<void> {
    const closing = server;
    server = undefined;
    const closed = new Promise<void>((resolve) =>
      closing ? closing.close(() => resolve()) : resolve(),
    );
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  }
  await listen();
  return {
    get port() {
      return port;
    },
    start: listen,
    stop,
    running: () => server !== undefined,
    stopWhenSent: (text) =>
      new Promise<void>((resolve) => {
        trigger = { text, stopped: resolve };
      }),
  };
}

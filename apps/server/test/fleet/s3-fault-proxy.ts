// An HTTP proxy in front of the S3 server that can fail on demand: while `failing`, every request
// is answered 500 with S3's InternalError body, as a storage service in trouble answers. Headers
// pass unchanged (the request's signature covers the Host header, which names this proxy).
import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3FaultProxy {
  port: number;
  failing: boolean;
  /** Requests answered 500 so far. */
  failed: number;
  close(): Promise<void>;
}

const INTERNAL_ERROR =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
  '<Message>We encountered an internal error. Please try again.</Message></Error>';

export async function startS3FaultProxy(target: { port: number }): Promise<S3FaultProxy> {
  const proxy: S3FaultProxy = { port: 0, failing: false, failed: 0, close: async () => {} };
  const server = createServer((request, response) => {
    if (proxy.failing) {
      proxy.failed += 1;
      request.resume();
      response.writeHead(500, { 'content-type': 'application/xml' }).end(INTERNAL_ERROR);
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy.port = (server.address() as AddressInfo).port;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}

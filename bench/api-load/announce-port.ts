// How a pinned bench server process starts: it listens on 127.0.0.1, closes on SIGTERM (so that a
// CPU profile taken with --cpu-prof is written) and announces its port on stdout, where
// bench/api-load.ts reads it.
import type { FastifyInstance } from 'fastify';

export async function listenAndAnnounce(server: FastifyInstance): Promise<void> {
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  console.log(`listening ${address.port}`);
}

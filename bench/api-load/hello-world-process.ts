// The baseline: a bare Fastify hello-world on 127.0.0.1, run in its own pinned process by
// bench/api-load.ts. It announces its port on stdout and closes on SIGTERM.
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/', async () => ({ hello: 'world' }));
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
console.log(`listening ${address.port}`);

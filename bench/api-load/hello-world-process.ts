// The baseline: a bare Fastify hello-world on 127.0.0.1, run in its own pinned process by
// bench/api-load.ts. It announces its port on stdout and closes on SIGTERM.
import Fastify from 'fastify';
import { listenAndAnnounce } from './announce-port.ts';

const server = Fastify({ logger: false });
server.get('/', async () => ({ hello: 'world' }));
await listenAndAnnounce(server);

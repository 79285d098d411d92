// Another instance of the portal on a test app's database and data folder: another process, or the
// same one after a restart. It builds its own caches (realm providers, keys) from what is stored.
import Fastify, { type FastifyInstance } from 'fastify';
import { app as portal } from '../src/app.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import type { TestApp } from './test-app.ts';

/** Started and ready; the caller closes it before closing `first` (which owns the database). */
export async function anotherInstance(first: TestApp, clock: () => Date): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(first.config));
  await server.register(portal, {
    config: { ...first.config, webDist: '/nonexistent' },
    database: first.database,
    clock,
  });
  await server.ready();
  return server;
}

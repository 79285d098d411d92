// What every API route plugin is: a Fastify plugin with zod schemas that receives the services,
// built once in app.ts, as its one option. Routes validate, call one service, answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';

export interface RouteOptions {
  services: Services;
}

export type RoutePlugin = FastifyPluginAsyncZod<RouteOptions>;

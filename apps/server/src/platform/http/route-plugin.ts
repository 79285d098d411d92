// What every API route plugin is: a Fastify plugin with zod schemas that receives, as its one
// option, the services it calls (built once in app.ts by services.ts). Each route names the
// services it uses, so a feature's routes depend on that feature's services, never on the whole
// set of every feature's (which would tie each feature to all the others). Routes validate, call
// one service, answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface RouteOptions<S> {
  services: S;
}

export type RoutePlugin<S = unknown> = FastifyPluginAsyncZod<RouteOptions<S>>;

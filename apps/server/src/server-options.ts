// Fastify's own options, shared by the real server and the tests so both behave the same.
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import { answerFrameworkError } from './errors/error-handler.ts';
import { nothingRuns, securityHeadersOf } from './plugins/security-headers.ts';

export function serverOptions(config: AppConfig): FastifyServerOptions {
  // The router's refusals are answered before any hook: they carry the headers themselves.
  const refusalHeaders = { ...securityHeadersOf(config), 'content-security-policy': nothingRuns };
  return {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's refusals (a param too long, a malformed URL) in the envelope as well.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, reply.headers(refusalHeaders)),
    bodyLimit: 1_048_576,
    // During a graceful close in-flight requests finish and new ones get 503 (Fastify's default,
    // spelled out because the shutdown contract depends on it).
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  };
}

// Fastify's own options, shared by the real server and the tests so both behave the same.
import { type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import { answerFrameworkError } from '../errors/error-handler.ts';
import { redactedUrl } from './redacted-url.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { refusalHeaders } from './security-headers.ts';

export interface LogDestination {
  write(line: string): void;
}

/** `logTo`: where the log lines go instead of stdout (a test that reads them). */
export function serverOptions(config: AppConfig, logTo?: LogDestination): FastifyServerOptions {
  // The router's refusals are answered before any hook: they carry the headers themselves.
  const withHeaders = refusalHeaders(config);
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: loggedRequest },
            ...(logTo && { stream: logTo }),
          },
    trustProxy: config.trustProxy,
    // Fastify's own reading of X-Request-Id takes any value; requestIdOf only a sane one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's refusals (a param too long, a malformed URL) in the envelope as well.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(
        error,
        request,
        withHeaders(reply).header(REQUEST_ID_HEADER, request.id),
      ),
    bodyLimit: 1_048_576,
    // During a graceful close in-flight requests finish, and a request that still arrives (on a
    // connection in use) gets the drain guard's 503 in the envelope with Retry-After: Fastify's own
    // 503 would answer it first, outside the envelope and without Retry-After.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  };
}

/** Fastify's own request serializer, but with the URL's tokens redacted (the monitoring socket). */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

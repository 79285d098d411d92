// Global error and not-found handlers: every failure leaves as `{ data: null, errors: [...] }`.
// Schema validation errors name the offending field; a 5xx never carries the internal message.
import type { ApiError } from '@portal/contract/envelope';
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { httpStatusOf } from './http-status.ts';
import { isUnreachable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unreachable.ts';

const unavailable: ApiError = {
  code: ErrorCode.Unavailable,
  message: 'The service is temporarily unavailable. Nothing was changed; please try again shortly.',
};

const locationNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function validationErrors(error: FastifyError): ApiError[] {
  const location = locationNames[error.validationContext ?? ''] ?? 'request';
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return [{ code: ErrorCode.Validation, message: error.message, field: location }];
  }
  return error.validation.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const unknownKeys = issue.params.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
      path.push(String(unknownKeys[0]));
    }
    const field = [location, ...path].join('.');
    return { code: ErrorCode.Validation, message: `${field}: ${issue.message}`, field };
  });
}

/**
 * A file sent in base64 (a field named `…Base64`) over its byte limit is a body too large, 413, as
 * an upload over its limit is; every other schema failure is a 400.
 */
function tooLargeFile(error: FastifyError, errors: readonly ApiError[]): ApiError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const index = error.validation.findIndex(
    (issue) => issue.keyword === 'too_big' && /Base64$/.test(issue.instancePath),
  );
  const found = errors[index];
  return found && { ...found, code: ErrorCode.PayloadTooLarge };
}

/** Fastify's and its plugins' own 4xx errors (bad JSON, body too large, forbidden path) keep
 * their status, expressed with our codes. */
function clientError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ErrorCode.Validation, message: 'The body is not valid JSON.', field: 'body' };
  }
  switch (error.statusCode) {
    case 403:
      return { code: ErrorCode.Forbidden, message: 'Forbidden.' };
    case 404:
      return { code: ErrorCode.NotFound, message: 'Not found.' };
    case 413:
      return { code: ErrorCode.PayloadTooLarge, message: 'The request body is too large.' };
    case 415:
      return { code: ErrorCode.UnsupportedMediaType, message: 'Unsupported content type.' };
    case 429:
      return { code: ErrorCode.RateLimited, message: 'Too many requests, try again later.' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: ErrorCode.Validation, message: error.message };
  }
  return undefined;
}

/** Answers a request no route matched, when it is not an API call (e.g. an SPA client route). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The challenge of a bearer-token API's 401 (RFC 6750 §3): a request without credentials gets the
 * scheme alone, one with a token that is refused gets `invalid_token` and why.
 */
function bearerChallenge(request: FastifyRequest, why: string): string {
  if (request.headers.authorization === undefined) return 'Bearer';
  return `Bearer error="invalid_token", error_description="${why.replace(/["\\]/g, '')}"`;
}

export function installErrorHandlers(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A service that failed (the file store, say): the operator needs its cause in the log.
      if (error.code === ErrorCode.Unavailable && error.cause !== undefined) {
        request.log.warn({ err: error.cause }, 'a service the request needs failed');
      }
      const apiError: ApiError = { code: error.code, message: error.message };
      if (error.field) apiError.field = error.field;
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      } else if (error.code === ErrorCode.Unavailable && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
      if (error.code === ErrorCode.Unauthenticated && !reply.hasHeader('www-authenticate')) {
        reply.header('www-authenticate', bearerChallenge(request, error.message));
      }
      return reply.code(httpStatusOf[error.code]).send({ data: null, errors: [apiError] });
    }
    if (error.validation) {
      const errors = validationErrors(error);
      const tooLarge = tooLargeFile(error, errors);
      if (tooLarge) {
        return reply
          .code(httpStatusOf[ErrorCode.PayloadTooLarge])
          .send({ data: null, errors: [tooLarge] });
      }
      return reply.code(400).send({ data: null, errors });
    }
    const known = clientError(error);
    if (known) {
      return reply.code(httpStatusOf[known.code]).send({ data: null, errors: [known] });
    }
    if (isUnreachable(error)) {
      request.log.warn({ err: error }, 'a service the request needs is unreachable');
      return reply
        .code(httpStatusOf[ErrorCode.Unavailable])
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ data: null, errors: [unavailable] });
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal: ApiError = { code: ErrorCode.Internal, message: 'Internal server error.' };
    return reply.code(500).send({ data: null, errors: [internal] });
  });

  app.setNotFoundHandler((request, reply) => {
    const answered = fallback?.(request, reply);
    if (answered) return answered;
    const notFound: ApiError = {
      code: ErrorCode.NotFound,
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.code(404).send({ data: null, errors: [notFound] });
  });
}

/** Fastify's router refuses some URLs before any route, hook or error handler runs: a path
 * param beyond maxParamLength (414) or a malformed percent-encoding. Its own answers are not our
 * envelope (found by the route fuzzer, decision 025): both are a client's bad URL, a 400. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const apiError: ApiError = badUrl
    ? { code: ErrorCode.Validation, message: 'The URL is not valid.', field: 'params' }
    : { code: ErrorCode.Internal, message: 'Internal server error.' };
  reply.code(httpStatusOf[apiError.code]).send({ data: null, errors: [apiError] });
}

// The OpenTelemetry SDK behind tracing.ts, loaded only when tracing is on. Spans are made with the
// SDK's tracer directly and their parent is found through the request's own context
// (platform/http/request-id.ts): no global provider or context manager is installed, so nothing
// else in the process starts tracing by surprise. A request's span is named by its route pattern
// and carries the request id; a query's span, child of its request's, names the operation and
// table (never the values, which are parameters).
import {
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import {
  AliasNode,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  currentRequestContext,
  type RequestContext,
  requestContextOf,
} from '../http/request-id.ts';
import type { Tracing } from './tracing-api.ts';

const SERVICE_NAME = 'energy-portal';

export function otlpTracing(endpoint: string, dialect: 'sqlite' | 'postgres'): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
      }),
    ],
  });
  const tracer = provider.getTracer('portal');
  /** The trace context of each traced request, by its request context. */
  const requestTraces = new WeakMap<RequestContext, Context>();
  const requestSpans = new WeakMap<RequestContext, Span>();

  return {
    traceRequests(app: FastifyInstance) {
      app.addHook('onRequest', async (request) => {
        const span = tracer.startSpan(
          request.method,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              'url.path': request.url.split('?')[0] ?? '',
              'portal.request_id': request.id,
            },
          },
          callerContext(request.headers.traceparent),
        );
        const context = requestContextOf(request);
        requestSpans.set(context, span);
        requestTraces.set(context, trace.setSpan(ROOT_CONTEXT, span));
      });
      app.addHook('onResponse', async (request, reply) => {
        const span = requestSpans.get(requestContextOf(request));
        if (!span) return;
        const route = request.routeOptions.url;
        span.updateName(route ? `${request.method} ${route}` : request.method);
        if (route) span.setAttribute('http.route', route);
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
    },
    traceQueries(db: Kysely<Database>) {
      return db.withPlugin(
        queryTracer(dialect, (name, attributes) => {
          const request = currentRequestContext();
          const parent = request && requestTraces.get(request);
          if (!parent) return undefined;
          return tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
        }),
      );
    },
    shutdown: () => provider.shutdown(),
  };
}

/** W3C Trace Context: version 00, a trace id and a parent span id that are not all zeros. */
const TRACEPARENT = /^00-(?!0{32})([0-9a-f]{32})-(?!0{16})([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The caller's trace, when a traced caller (a gateway, a back office) sent a valid traceparent:
 * the request's span joins it. Anything else starts a trace of its own. */
function callerContext(traceparent: string | string[] | undefined): Context {
  const match = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return ROOT_CONTEXT;
  const [, traceId = '', spanId = '', flags = '00'] = match;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & 1,
    isRemote: true,
  });
}

type StartSpan = (name: string, attributes: Record<string, string>) => Span | undefined;

/** Starts a span as Kysely hands a query to the driver and ends it with the result. A query that
 * fails returns no result: its span is dropped with its query id, unexported. */
function queryTracer(dialect: 'sqlite' | 'postgres', start: StartSpan): KyselyPlugin {
  const spans = new WeakMap<object, Span>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const operation = operationOf(node);
      const table = tableOf(node);
      const span = start(table ? `${operation} ${table}` : operation, {
        'db.system.name': dialect === 'postgres' ? 'postgresql' : 'sqlite',
        'db.operation.name': operation,
        ...(table && { 'db.collection.name': table }),
      });
      if (span) spans.set(queryId, span);
      return node;
    },
    async transformResult({
      result,
      queryId,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const span = spans.get(queryId);
      if (span) {
        span.setAttribute('db.response.returned_rows', result.rows.length);
        span.end();
      }
      return result;
    },
  };
}

function operationOf(node: RootOperationNode): string {
  return node.kind.replace(/QueryNode$|Node$/, '').toUpperCase();
}

/** The first table the query names, when its node says so plainly. */
function tableOf(node: RootOperationNode): string | undefined {
  const table =
    node.kind === 'SelectQueryNode'
      ? node.from?.froms[0]
      : node.kind === 'InsertQueryNode'
        ? node.into
        : node.kind === 'UpdateQueryNode'
          ? node.table
          : node.kind === 'DeleteQueryNode'
            ? node.from.froms[0]
            : undefined;
  if (!table) return undefined;
  const named = AliasNode.is(table) ? table.node : table;
  return TableNode.is(named) ? named.table.identifier.name : undefined;
}

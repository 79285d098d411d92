// A tiny OTLP/HTTP trace receiver for the tests: a node:http server that takes the JSON exports
// the portal posts to /v1/traces and keeps their spans, flattened, with their attributes.
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod/mini';

const attributeValue = z.pipe(
  z.object({
    stringValue: z.optional(z.string()),
    intValue: z.optional(z.union([z.string(), z.number()])),
    boolValue: z.optional(z.boolean()),
  }),
  z.transform((value) => value.stringValue ?? value.intValue ?? value.boolValue),
);

const exportSchema = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({
        attributes: z.array(z.object({ key: z.string(), value: attributeValue })),
      }),
      scopeSpans: z.array(
        z.object({
          spans: z.array(
            z.object({
              traceId: z.string(),
              spanId: z.string(),
              parentSpanId: z.optional(z.string()),
              name: z.string(),
              attributes: z._default(
                z.array(z.object({ key: z.string(), value: attributeValue })),
                [],
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  service: unknown;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The endpoint to configure (OTEL_EXPORTER_OTLP_ENDPOINT): the exporter adds /v1/traces. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Paths and content types of the posts, to check the protocol. */
  posts: Array<{ path: string; contentType: string }>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const posts: OtlpReceiver['posts'] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      posts.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '' });
      const parsed = exportSchema.safeParse(JSON.parse(body));
      if (!parsed.success) {
        response.writeHead(400).end();
        return;
      }
      for (const resourceSpan of parsed.data.resourceSpans) {
        const resource = Object.fromEntries(
          resourceSpan.resource.attributes.map((attribute) => [attribute.key, attribute.value]),
        );
        for (const scope of resourceSpan.scopeSpans) {
          for (const span of scope.spans) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              service: resource['service.name'],
              attributes: Object.fromEntries(
                span.attributes.map((attribute) => [attribute.key, attribute.value]),
              ),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    posts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

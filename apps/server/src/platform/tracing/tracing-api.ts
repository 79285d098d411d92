// What the app asks of tracing when it is on (tracing.ts starts it, otlp-tracing.ts is it).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Tracing {
  /** Spans the app's requests: registered after the request ids, whose context it joins. */
  traceRequests(app: FastifyInstance): void;
  /** The same database, with a span for each query made within a traced request. */
  traceQueries(db: Kysely<Database>): Kysely<Database>;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

// OpenTelemetry tracing, on only with OTEL_EXPORTER_OTLP_ENDPOINT: a span for each HTTP request
// and one for each database query a request makes, exported by OTLP over HTTP. Off, none of its
// code or dependencies is loaded, no hook is added and no query is wrapped: it costs nothing.
import type { AppConfig } from '../config/config.ts';
import type { Tracing } from './tracing-api.ts';

/** The tracing of this configuration, or undefined when it is off. */
export async function startTracing(
  config: Pick<AppConfig, 'otlpEndpoint'>,
  dialect: 'sqlite' | 'postgres',
): Promise<Tracing | undefined> {
  if (config.otlpEndpoint === undefined) return undefined;
  const { otlpTracing } = await import('./otlp-tracing.ts');
  return otlpTracing(config.otlpEndpoint, dialect);
}

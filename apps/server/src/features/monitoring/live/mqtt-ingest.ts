// Live readings from an MQTT broker (MQTT_URL, decision 048). One client per instance; a device's
// topics are subscribed while its upstream runs here, so the broker sends each reading to the one
// instance that streams the device. Topics: `{root}/{tenant subdomain}/devices/{deviceId,
// URI-encoded so that '/', '+' and '#' cannot act as levels or wildcards}/live` and `…/homewizard`
// (JSON, mqtt-payloads.ts), and `…/dsmr` (a DSMR P1 telegram's text, dsmr-payload.ts). A message
// its format cannot read is counted and dropped; nothing a publisher sends can throw out of the
// client's message handler.
import { connect, type MqttClient } from 'mqtt';
import type { MqttSettings } from '../../../platform/config/config.ts';
import { dsmrPayloadOf } from './dsmr-payload.ts';
import type { EmitReading, LiveDevice, LiveSource } from './live-source.ts';
import { type IngestedReading, type JsonPayloadFormat, jsonPayloadOf } from './mqtt-payloads.ts';

/** Bad messages: not JSON or no telegram, failing their schema, or parts that cannot balance. */
export type MqttIngest = LiveSource;

/** A device's topics, named by the payload each carries. */
export type PayloadFormat = JsonPayloadFormat | 'dsmr';

export function deviceTopics(root: string, device: LiveDevice): Record<PayloadFormat, string> {
  const base = `${root}/${device.subdomain}/devices/${encodeURIComponent(device.deviceId)}`;
  return { live: `${base}/live`, homewizard: `${base}/homewizard`, dsmr: `${base}/dsmr` };
}

/** The reading of a message on a format's topic, or undefined for a bad message. */
function ingestedOf(
  format: PayloadFormat,
  payload: Buffer,
  receivedAt: number,
): IngestedReading | undefined {
  return format === 'dsmr'
    ? dsmrPayloadOf(payload, receivedAt)
    : jsonPayloadOf(format, payload, receivedAt);
}

export function createMqttIngest(
  settings: MqttSettings,
  clock: () => Date,
  log: { warn(message: string): void },
): MqttIngest {
  const client: MqttClient = connect(settings.url, { reconnectPeriod: 2_000 });
  const routes = new Map<string, { format: PayloadFormat; emit: EmitReading }>();
  let rejected = 0;
  // A broker that is down is retried by the client; said once per outage, not per attempt.
  let reported = false;
  client.on('error', (error) => {
    if (!reported) log.warn(`MQTT ingest: ${error.message}`);
    reported = true;
  });
  client.on('connect', () => {
    reported = false;
  });
  client.on('message', (topic, payload) => {
    const route = routes.get(topic);
    if (!route) return;
    const ingested = ingestedOf(route.format, payload, clock().getTime());
    if (ingested === undefined || Number.isNaN(ingested.reading.timestamp)) {
      rejected += 1;
      return;
    }
    route.emit(ingested.reading, ingested.meterPeak);
  });
  return {
    name: 'mqtt',
    get rejected() {
      return rejected;
    },
    start(device, emit) {
      const topics = deviceTopics(settings.topicRoot, device);
      const entries = Object.entries(topics) as [PayloadFormat, string][];
      for (const [format, topic] of entries) routes.set(topic, { format, emit });
      const names = entries.map(([, topic]) => topic);
      // The client queues the subscription while it is offline and renews it on reconnection.
      client.subscribe(names, { qos: 0 });
      return () => {
        for (const topic of names) routes.delete(topic);
        client.unsubscribe(names);
      };
    },
    close: () => client.endAsync().then(() => undefined),
  };
}

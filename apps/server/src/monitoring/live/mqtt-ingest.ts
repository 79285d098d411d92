// Live readings from an MQTT broker (MQTT_URL, decision 048). One client per instance; a device's
// two topics are subscribed while its upstream runs here, so the broker sends each reading to
// the one instance that streams the device. Topics: `{root}/{tenant subdomain}/devices/
// {deviceId, URI-encoded so that '/', '+' and '#' cannot act as levels or wildcards}/live` and
// `…/homewizard` (mqtt-payloads.ts). A message that is not JSON or fails its schema is counted
// and dropped; nothing a publisher sends can throw out of the client's message handler.
import { connect, type MqttClient } from 'mqtt';
import type { MqttSettings } from '../../config.ts';
import type { EmitReading, LiveDevice, LiveSource } from './live-source.ts';
import { meterPeakOf, type PayloadFormat, readingOf } from './mqtt-payloads.ts';

/** Bad messages: not JSON, failing their schema, or parts that cannot balance. */
export type MqttIngest = LiveSource;

export function deviceTopics(root: string, device: LiveDevice): Record<PayloadFormat, string> {
  const base = `${root}/${device.subdomain}/devices/${encodeURIComponent(device.deviceId)}`;
  return { live: `${base}/live`, homewizard: `${base}/homewizard` };
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
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
    const json = parseJson(payload);
    const receivedAt = clock().getTime();
    const reading = json === undefined ? undefined : readingOf(route.format, json, receivedAt);
    if (reading === undefined || Number.isNaN(reading.timestamp)) {
      rejected += 1;
      return;
    }
    route.emit(reading, meterPeakOf(route.format, json, receivedAt));
  });
  return {
    name: 'mqtt',
    get rejected() {
      return rejected;
    },
    start(device, emit) {
      const topics = deviceTopics(settings.topicRoot, device);
      routes.set(topics.live, { format: 'live', emit });
      routes.set(topics.homewizard, { format: 'homewizard', emit });
      const names = Object.values(topics);
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

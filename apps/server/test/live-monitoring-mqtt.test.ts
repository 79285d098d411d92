// MQTT ingest (decision 048) against the local Mosquitto (127.0.0.1:1883, TEST_MQTT_URL
// overrides; skipped when it does not answer): readings published on the device's topics, in the
// portal's payload and in the HomeWizard P1 meter's own JSON, reach the socket as balanced
// messages; a bad message is counted and dropped and the ingest goes on. Topics live under a
// root of this test's own, so parallel runs never hear each other.
import { randomUUID } from 'node:crypto';
import { type LiveMessage, liveMessageSchema } from '@portal/contract/monitoring';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { balances, listeningOrigin, socketUrl } from './live-socket.ts';

const mqttUrl = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const brokerAnswers = await connectAsync(mqttUrl, { connectTimeout: 1_000, reconnectPeriod: 0 })
  .then((client) => client.endAsync().then(() => true))
  .catch(() => false);

const janDevice = 'FLX-7A31C0';

describe.skipIf(!brokerAnswers).each(testDialects())('MQTT ingest on %s', (dialect) => {
  const topicRoot = `portal-test-${randomUUID()}`;
  const api = useCustomerApi(dialect, { config: { mqtt: { url: mqttUrl, topicRoot } } });
  let publisher: MqttClient;
  const base = `${topicRoot}/demo/devices/${janDevice}`;

  beforeAll(async () => {
    publisher = await connectAsync(mqttUrl);
  });
  afterAll(() => publisher.endAsync());

  /** Opens Jan's socket and publishes until a message that `matches` arrives (the subscription
   * takes a moment, and the previous test's last reading may still come first). */
  async function firstMessageAfter(
    topic: string,
    payload: string,
    matches: (message: LiveMessage) => boolean,
  ): Promise<LiveMessage> {
    const origin = await listeningOrigin(api.app.server);
    const accessToken = (await api.bearer('demo', api.jan.customerId)).replace(/^Bearer /, '');
    const socket = new WebSocket(
      socketUrl(origin, { subdomain: 'demo', accessToken, deviceId: janDevice }),
    );
    const message = new Promise<LiveMessage>((resolve, reject) => {
      socket.on('message', (data) => {
        const parsed = liveMessageSchema.parse(JSON.parse(data.toString()));
        if (matches(parsed)) resolve(parsed);
      });
      socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const timer = setInterval(() => void publisher.publishAsync(topic, payload), 300);
    try {
      return await message;
    } finally {
      clearInterval(timer);
      socket.close(1000);
    }
  }

  it('streams the portal’s payload as a balanced message', async () => {
    const enabled = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      '/api/monitoring/enableBroadcast',
      {
        deviceId: janDevice,
      },
    );
    expect(enabled.statusCode).toBe(200);
    const payload = {
      timestamp: '2026-06-21T12:00:00Z',
      solar: 4200,
      gridConsume: 0,
      gridInject: 1500,
      ev: 0,
      batteryCharge: 1200,
      batteryDischarge: 0,
      batteryChargeState: 64.5,
    };
    const message = await firstMessageAfter(
      `${base}/live`,
      JSON.stringify(payload),
      (m) => m.solar === 4200,
    );
    expect(message).toMatchObject({
      ...payload,
      timestamp: '2026-06-21T12:00:00.000Z',
      source: 'mqtt',
      home: 1500,
    });
    expect(balances(message)).toBe(true);
  });

  it('counts and drops bad messages, and goes on', async () => {
    const before = api.app.server.liveStreams.rejectedMessages();
    await publisher.publishAsync(`${base}/live`, 'not json {');
    await publisher.publishAsync(
      `${base}/live`,
      JSON.stringify({ solar: -5, gridConsume: 0, gridInject: 0 }),
    );
    await publisher.publishAsync(
      `${base}/live`,
      JSON.stringify({ solar: 0, gridConsume: 0, gridInject: 900 }),
    );
    const good = { solar: 0, gridConsume: 350, gridInject: 0 };
    const message = await firstMessageAfter(
      `${base}/live`,
      JSON.stringify(good),
      (m) => m.gridConsume === 350,
    );
    expect(message).toMatchObject({ home: 350, grid: 350, batteryChargeState: null });
    expect(api.app.server.liveStreams.rejectedMessages() - before).toBe(3);
  });

  it('maps the HomeWizard P1 meter’s JSON', async () => {
    // As GET /api/v1/data of a HomeWizard Wi-Fi P1 meter answers (API v1), fields trimmed.
    const homeWizard = {
      wifi_ssid: 'thuis',
      wifi_strength: 84,
      smr_version: 50,
      meter_model: 'Fluvius 253770234_A',
      total_power_import_kwh: 13779.338,
      total_power_import_t1_kwh: 10830.511,
      total_power_export_kwh: 1878.12,
      active_power_w: -543,
      active_power_l1_w: -676,
      active_power_l2_w: 133,
      active_power_l3_w: 0,
      montly_power_peak_w: 4587,
      montly_power_peak_timestamp: 260611181500,
    };
    const message = await firstMessageAfter(
      `${base}/homewizard`,
      JSON.stringify(homeWizard),
      (m) => m.gridInject === 543,
    );
    expect(message).toMatchObject({
      grid: -543,
      gridInject: 543,
      gridConsume: 0,
      solar: 543,
      home: 0,
    });
    expect(balances(message)).toBe(true);
  });

  it('takes the month’s capacity peak from the HomeWizard meter over its own (decision 052)', async () => {
    // The meter's peak of this month (the test clock's November 2026), set on the 20th at 18:15.
    const homeWizard = {
      active_power_w: 211,
      montly_power_peak_w: 6123,
      montly_power_peak_timestamp: 261120181500,
    };
    const message = await firstMessageAfter(
      `${base}/homewizard`,
      JSON.stringify(homeWizard),
      (m) => m.gridConsume === 211 && m.capacity !== undefined,
    );
    expect(message.capacity).toMatchObject({ monthPeakW: 6123, thresholdW: 6123, newPeak: false });
  });
});

// MQTT ingest (decision 048) against the local Mosquitto (127.0.0.1:1883, TEST_MQTT_URL
// overrides; skipped when it does not answer): readings published on the device's topics, in the
// portal's payload, in the HomeWizard P1 meter's own JSON and as a Fluvius meter's DSMR P1
// telegram, reach the socket as balanced messages; a bad message is counted and dropped and the
// ingest goes on. Topics live under a root of this test's own, so parallel runs never hear each
// other.
import { randomUUID } from 'node:crypto';
import { type LiveMessage, liveMessageSchema } from '@portal/contract/monitoring';
import { fluviusTelegram } from '@portal/domain/energy/dsmr-telegram-fixture';
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

  // Every test reads Jan's device live, so its broadcast is on for all of them.
  beforeAll(async () => {
    publisher = await connectAsync(mqttUrl);
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

  it('maps a Fluvius meter’s DSMR P1 telegram, at the time the meter states', async () => {
    // Two seconds before the test clock's now (21 November 2026, 10:00 Brussels), feeding in.
    const telegram = fluviusTelegram({
      '0-0:1.0.0': '(261121095958W)',
      '1-0:1.7.0': '(00.000*kW)',
      '1-0:2.7.0': '(01.617*kW)',
    });
    const message = await firstMessageAfter(`${base}/dsmr`, telegram, (m) => m.gridInject === 1617);
    expect(message).toMatchObject({
      timestamp: '2026-11-21T08:59:58.000Z',
      source: 'mqtt',
      grid: -1617,
      gridConsume: 0,
      solar: 1617,
      home: 0,
      ev: 0,
      battery: 0,
    });
    expect(balances(message)).toBe(true);
  });

  it('takes the month’s capacity peak from the telegram’s 1-0:1.6.0 over its own (decision 052)', async () => {
    // The meter's peak of this month, set on the 20th at 18:15 winter time, above the HomeWizard's.
    const telegram = fluviusTelegram({
      '0-0:1.0.0': '(261121100000W)',
      '1-0:1.6.0': '(261120181500W)(06.987*kW)',
      '1-0:1.7.0': '(00.233*kW)',
      '1-0:2.7.0': '(00.000*kW)',
    });
    const message = await firstMessageAfter(
      `${base}/dsmr`,
      telegram,
      (m) => m.gridConsume === 233 && m.capacity !== undefined,
    );
    expect(message.capacity).toMatchObject({ monthPeakW: 6987, thresholdW: 6987, newPeak: false });
  });

  it('counts and drops telegrams with a bad CRC, without power, or too big', async () => {
    const before = api.app.server.liveStreams.rejectedMessages();
    const good = fluviusTelegram({ '0-0:1.0.0': null, '1-0:1.7.0': '(00.377*kW)' });
    await publisher.publishAsync(`${base}/dsmr`, good.replace('(00.377*kW)', '(00.977*kW)'));
    await publisher.publishAsync(
      `${base}/dsmr`,
      fluviusTelegram({
        '1-0:1.7.0': null,
        '1-0:21.7.0': null,
        '1-0:41.7.0': null,
        '1-0:61.7.0': null,
      }),
    );
    await publisher.publishAsync(
      `${base}/dsmr`,
      fluviusTelegram({ '0-0:96.13.0': `(${'41'.repeat(5_000)})` }),
    );
    const message = await firstMessageAfter(`${base}/dsmr`, good, (m) => m.gridConsume === 377);
    expect(message).toMatchObject({ home: 377, grid: 377, solar: 0 });
    expect(api.app.server.liveStreams.rejectedMessages() - before).toBe(3);
  });
});

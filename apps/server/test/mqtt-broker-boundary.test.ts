// The broker as a trust boundary (decision 069): a Mosquitto of this test's own, on a free port,
// with deploy/mosquitto's configuration, ACL and a password file made by its make-passwords.sh.
// The portal reads with its own user; an anonymous client is refused at the door, and another
// tenant's credentials cannot write the demo tenant's device topics: the broker drops those
// readings, so the portal's client never hears them and no socket, history or peak sees them,
// while the demo tenant's own credentials reach Jan's socket. Readings beyond what Jan's
// installation can do (more solar than its panels give, more grid than its connection carries)
// are dropped and counted, even with the right credentials.
import { type LiveMessage, liveMessageSchema } from '@portal/contract/monitoring';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useCustomerApi } from './customer-api.ts';
import { listeningOrigin, socketUrl } from './live-socket.ts';
import { type Broker, hasMosquitto, startBroker } from './mosquitto-broker.ts';

const janDevice = 'FLX-7A31C0';

const broker = hasMosquitto() ? await startBroker() : undefined;
afterAll(() => broker?.close());

describe.skipIf(!broker)('the MQTT broker as a trust boundary', () => {
  const { url, passwords }: Pick<Broker, 'url' | 'passwords'> = broker ?? {
    url: '',
    passwords: {},
  };
  const portalUrl = url.replace('mqtt://', `mqtt://portal.ingest:${passwords['portal.ingest']}@`);
  const api = useCustomerApi('sqlite', {
    config: { mqtt: { url: portalUrl, topicRoot: 'portal' } },
  });
  const topic = `portal/demo/devices/${janDevice}/live`;
  let demo: MqttClient;
  let helios: MqttClient;

  beforeAll(async () => {
    // Jan's installation: 6 kWp of panels, a 40 A single-phase connection.
    await api.db
      .updateTable('monitoring_devices')
      .set({ solar_peak_w: 6_000, grid_connection_w: 9_200 })
      .where('tenant_id', '=', api.jan.tenantId)
      .where('device_id', '=', janDevice)
      .execute();
    demo = await connectAsync(url, { username: 'demo', password: passwords.demo });
    helios = await connectAsync(url, { username: 'helios', password: passwords.helios });
  });
  afterAll(async () => {
    await demo.endAsync();
    await helios.endAsync();
  });

  it('refuses a client without credentials, or with a wrong password', async () => {
    const options = { connectTimeout: 2_000, reconnectPeriod: 0 };
    await expect(connectAsync(url, options)).rejects.toThrow(/Not authorized|Bad User/i);
    await expect(
      connectAsync(url, { ...options, username: 'demo', password: 'guessed' }),
    ).rejects.toThrow(/Not authorized|Bad User/i);
  });

  /** Jan's socket on his device, the broadcast enabled: every message it got, and a wait for
   * the first with that solar power. */
  async function watchJan() {
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
    const origin = await listeningOrigin(api.app.server);
    const accessToken = (await api.bearer('demo', api.jan.customerId)).replace(/^Bearer /, '');
    const socket = new WebSocket(
      socketUrl(origin, { subdomain: 'demo', accessToken, deviceId: janDevice }),
    );
    const seen: LiveMessage[] = [];
    const waiting: { solar: number; done: () => void }[] = [];
    socket.on('message', (data) => {
      const message = liveMessageSchema.parse(JSON.parse(data.toString()));
      seen.push(message);
      for (const wait of waiting.filter((candidate) => candidate.solar === message.solar))
        wait.done();
    });
    await new Promise((opened) => socket.once('open', opened));
    return {
      seen,
      arrival: (solar: number) => new Promise<void>((done) => waiting.push({ solar, done })),
      close: () => socket.close(1000),
    };
  }

  it('lets only the tenant’s own credentials write its device’s readings', async () => {
    const jan = await watchJan();
    const { seen } = jan;
    const genuine = jan.arrival(4200);
    const rejectedBefore = api.app.server.liveStreams.rejectedMessages();
    const outOfBoundsBefore = api.app.server.liveStreams.outOfBoundsReadings();

    const forged = JSON.stringify({ solar: 77_777, gridConsume: 0, gridInject: 70_000 });
    const real = JSON.stringify({ solar: 4200, gridConsume: 0, gridInject: 1500 });
    // The other tenant's forgeries go first and keep coming while the real reading is sent.
    const timer = setInterval(() => {
      void helios.publishAsync(topic, forged);
      void demo.publishAsync(topic, real);
    }, 200);
    try {
      await genuine;
      await new Promise((wait) => setTimeout(wait, 1_000));
    } finally {
      clearInterval(timer);
      jan.close();
    }
    expect(seen.some((message) => message.solar === 4200)).toBe(true);
    expect(seen.filter((message) => message.solar === 77_777)).toEqual([]);
    // Not dropped by the portal as bad or beyond bounds: never delivered to it at all.
    expect(api.app.server.liveStreams.rejectedMessages()).toBe(rejectedBefore);
    expect(api.app.server.liveStreams.outOfBoundsReadings()).toBe(outOfBoundsBefore);
  });

  it('drops and counts readings beyond the installation, even with the tenant’s credentials', async () => {
    const jan = await watchJan();
    const { seen, arrival } = jan;
    const reading = (solar: number, gridConsume: number, gridInject: number) =>
      JSON.stringify({ solar, gridConsume, gridInject });
    // The subscription is known to run once a first reading arrives.
    const first = arrival(4100);
    const timer = setInterval(() => void demo.publishAsync(topic, reading(4100, 0, 0)), 200);
    await first.finally(() => clearInterval(timer));
    const before = api.app.server.liveStreams.outOfBoundsReadings();

    const beyond = [reading(20_000, 0, 0), reading(0, 30_000, 0), reading(0, 12_000, 0)];
    for (const payload of beyond) await demo.publishAsync(topic, payload);
    // One connection delivers in order: once this marker arrives, the three came before it.
    const marker = arrival(4300);
    await demo.publishAsync(topic, reading(4300, 0, 0));
    await marker;
    jan.close();
    expect(api.app.server.liveStreams.outOfBoundsReadings() - before).toBe(3);
    expect(seen.filter((message) => message.solar === 20_000)).toEqual([]);
    expect(seen.filter((message) => message.gridConsume >= 12_000)).toEqual([]);
  });
});

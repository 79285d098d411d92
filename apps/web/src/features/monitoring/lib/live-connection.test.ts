// Each rule of the live lifecycle (spec §4, §9) under fake timers, with a fake socket as server.
import type { LiveMessage } from '@portal/contract/monitoring';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../testing/fake-web-socket';
import { createLiveConnection, liveErrorKey, type PageVisibility } from './live-connection';

const reading: LiveMessage = {
  deviceId: 'sim-0001',
  timestamp: '2025-06-15T15:06:40.000Z',
  source: 'simulator',
  home: 450,
  ownConsumption: 1200,
  grid: -800,
  ev: 0,
  solar: 2000,
  battery: -750,
  batteryCharge: 750,
  batteryDischarge: 0,
  batteryChargeState: 63.5,
  gridConsume: 0,
  gridInject: 800,
  priceConsumption: 0.31,
  priceInjection: 0.04,
  units: { power: 'W', batteryChargeState: '%', price: '€/kWh' },
};
const text = JSON.stringify(reading);

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    hidden: () => hidden,
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { visibility, set, listeners };
}

function setUp(requestBroadcast = vi.fn(async (_deviceId: string) => undefined)) {
  const page = fakeVisibility();
  const connection = createLiveConnection({
    deviceId: 'dev-1',
    requestBroadcast,
    socketUrl: async (deviceId) => `ws://demo.localhost/websockets/monitoring?deviceId=${deviceId}`,
    openSocket: (url) => new FakeWebSocket(url),
    visibility: page.visibility,
  });
  return { connection, requestBroadcast, page };
}

/** Lets the promises of a step (broadcast answer, token, blob decoding) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function startedAndOpen() {
  const setup = setUp();
  setup.connection.start();
  await settle();
  FakeWebSocket.latest().serverOpens();
  return setup;
}

describe('live connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.opened = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('requests the broadcast, then opens the socket, loading until the first message', async () => {
    const { connection, requestBroadcast } = setUp();
    connection.start();
    expect(requestBroadcast).toHaveBeenCalledWith('dev-1');
    expect(connection.snapshot().phase).toBe('loading');
    expect(FakeWebSocket.opened).toHaveLength(0);
    await settle();
    expect(FakeWebSocket.opened).toHaveLength(1);
    FakeWebSocket.latest().serverOpens();
    expect(connection.snapshot().phase).toBe('loading');
    FakeWebSocket.latest().serverSends(text);
    await settle();
    expect(connection.snapshot()).toMatchObject({ phase: 'live', message: reading });
  });

  it('shows noConnection when the broadcast cannot be started, and opens no socket', async () => {
    const { connection } = setUp(vi.fn(async () => Promise.reject(new Error('500'))));
    connection.start();
    await settle();
    expect(connection.snapshot().phase).toBe('noConnection');
    expect(liveErrorKey(connection.snapshot())).toBe('noConnection');
    expect(FakeWebSocket.opened).toHaveLength(0);
  });

  it('stops the broadcast when no data arrives within 15 s of opening', async () => {
    const { connection, requestBroadcast } = await startedAndOpen();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(connection.snapshot().phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.snapshot().phase).toBe('noData');
    expect(FakeWebSocket.latest().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // No renewal after the stop, and no reconnection.
    expect(requestBroadcast).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('keeps going when the first message comes in time', async () => {
    const { connection } = await startedAndOpen();
    await vi.advanceTimersByTimeAsync(14_000);
    FakeWebSocket.latest().serverSends(text);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connection.snapshot().phase).toBe('live');
    expect(FakeWebSocket.latest().closedWith).toBeUndefined();
  });

  it('renews the broadcast every 180000 ms', async () => {
    const { connection, requestBroadcast } = await startedAndOpen();
    FakeWebSocket.latest().serverSends(text);
    await vi.advanceTimersByTimeAsync(179_999);
    expect(requestBroadcast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestBroadcast).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(requestBroadcast).toHaveBeenCalledTimes(4);
    connection.stop();
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(requestBroadcast).toHaveBeenCalledTimes(4);
  });

  it('closes as inactive when the page was last viewed more than 15 minutes ago', async () => {
    const { connection, page } = await startedAndOpen();
    FakeWebSocket.latest().serverSends(text);
    await settle();
    page.set(true);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(connection.snapshot().phase).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.snapshot().phase).toBe('inactive');
    expect(liveErrorKey(connection.snapshot())).toBe('connectionInactive');
    expect(FakeWebSocket.latest().closedWith).toBe(1000);
    expect(page.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('closes as inactive on return when a held-back timer has not fired yet', async () => {
    const { connection, page } = await startedAndOpen();
    page.set(true);
    // The clock moves while the tab's timers are frozen, as a phone's browser does.
    vi.setSystemTime(Date.now() + 16 * 60_000);
    page.set(false);
    expect(connection.snapshot().phase).toBe('inactive');
  });

  it('stays connected when the page comes back within 15 minutes', async () => {
    const { connection, page } = await startedAndOpen();
    FakeWebSocket.latest().serverSends(text);
    page.set(true);
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    page.set(false);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(connection.snapshot().phase).toBe('live');
  });

  it('retries a close that was not deliberate at most 5 times, 5 s apart, then closedByServer', async () => {
    const { connection } = await startedAndOpen();
    FakeWebSocket.latest().serverSends(text);
    await settle();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      FakeWebSocket.latest().serverCloses(1006);
      expect(connection.snapshot()).toMatchObject({ phase: 'reconnecting', attempt });
      expect(liveErrorKey(connection.snapshot())).toBe('connectionLost');
      await vi.advanceTimersByTimeAsync(4_999);
      expect(FakeWebSocket.opened).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.opened).toHaveLength(attempt + 1);
    }
    FakeWebSocket.latest().serverCloses(1006);
    expect(connection.snapshot().phase).toBe('closedByServer');
    expect(liveErrorKey(connection.snapshot())).toBe('connectionLost');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(6);
  });

  it('counts attempts again after a message came through a reconnected socket', async () => {
    const { connection } = await startedAndOpen();
    FakeWebSocket.latest().serverCloses(1011);
    await vi.advanceTimersByTimeAsync(5_000);
    FakeWebSocket.latest().serverOpens();
    FakeWebSocket.latest().serverSends(text);
    await settle();
    expect(connection.snapshot()).toMatchObject({ phase: 'live', attempt: 0 });
  });

  it('says noConnection when the socket never delivered data before giving up', async () => {
    const { connection } = await startedAndOpen();
    FakeWebSocket.latest().serverCloses(1008);
    expect(liveErrorKey(connection.snapshot())).toBe('noConnection');
  });

  it.each([1000, 4429])('never retries close code %i', async (code) => {
    const { connection } = await startedAndOpen();
    FakeWebSocket.latest().serverSends(text);
    await settle();
    FakeWebSocket.latest().serverCloses(code);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(connection.snapshot().phase).toBe('closedByServer');
  });

  it('never retries a deliberate stop, even one during a pending retry', async () => {
    const { connection } = await startedAndOpen();
    const first = FakeWebSocket.latest();
    connection.stop();
    expect(first.closedWith).toBe(1000);
    expect(connection.snapshot().phase).toBe('stopped');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);

    connection.start();
    await settle();
    FakeWebSocket.latest().serverCloses(1006);
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.opened).toHaveLength(2);
    expect(liveErrorKey(connection.snapshot())).toBeUndefined();
  });

  it('reads text, Blob and ArrayBuffer messages as JSON and skips unreadable ones', async () => {
    const { connection } = await startedAndOpen();
    const socket = FakeWebSocket.latest();
    socket.serverSends(new Blob([JSON.stringify({ ...reading, home: 1 })]));
    socket.serverSends(new TextEncoder().encode(JSON.stringify({ ...reading, home: 2 })).buffer);
    socket.serverSends('not json');
    socket.serverSends(JSON.stringify({ home: 'a lot' }));
    await settle();
    // In the order sent, whatever each took to decode; the bad ones left the last good one.
    expect(connection.snapshot().message?.home).toBe(2);
    socket.serverSends(text);
    await settle();
    expect(connection.snapshot().message?.home).toBe(450);
  });

  it('a new start ignores the old run: its late broadcast answer opens nothing', async () => {
    let answer: () => void = () => undefined;
    const slow = vi.fn(
      () =>
        new Promise<undefined>((resolve) => {
          answer = () => resolve(undefined);
        }),
    );
    const { connection } = setUp(slow);
    connection.start();
    connection.stop();
    answer();
    await settle();
    expect(FakeWebSocket.opened).toHaveLength(0);
  });
});

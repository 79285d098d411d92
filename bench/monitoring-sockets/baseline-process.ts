// The baseline of the socket bench: a bare `ws` server on 127.0.0.1 that sends every socket a
// message of the live message's size once a second, stamped when it is made, with nothing of the
// portal behind it (no auth, no simulator, no fan-out). Started pinned by
// bench/monitoring-sockets.ts; announces its port on stdout, closes on SIGTERM.
import { createServer } from 'node:http';
import { LIVE_UNITS } from '@portal/contract/monitoring';
import { WebSocketServer } from 'ws';

/** A live message as the portal sends it (contract/monitoring.ts), its timestamp made per send. */
const template = {
  deviceId: 'BENCH-000000',
  source: 'simulator',
  home: 412,
  ownConsumption: 412,
  grid: -1180,
  ev: 0,
  solar: 1842,
  battery: -250,
  batteryCharge: 250,
  batteryDischarge: 0,
  batteryChargeState: 63,
  gridConsume: 0,
  gridInject: 1180,
  priceConsumption: 0.2874,
  priceInjection: 0.0412,
  units: LIVE_UNITS,
  capacity: {
    quarterStart: '2026-11-26T10:00:00.000Z',
    projectedW: 0,
    monthPeakW: 4120,
    thresholdW: 4120,
    headroomW: 16480,
    newPeak: false,
  },
};

const http = createServer();
const sockets = new WebSocketServer({ server: http, maxPayload: 4096 });
sockets.on('connection', (socket) => {
  const timer = setInterval(() => {
    socket.send(JSON.stringify({ ...template, timestamp: new Date().toISOString() }));
  }, 1000);
  socket.on('close', () => clearInterval(timer));
});
process.once('SIGTERM', () => {
  for (const client of sockets.clients) client.terminate();
  sockets.close();
  http.close(() => process.exit(0));
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  console.log(`listening ${address.port}`);
});

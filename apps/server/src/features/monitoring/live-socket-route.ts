// The monitoring socket, `/websockets/monitoring?subdomain=…&accessToken=…&deviceId=…` (spec §7,
// decision 048): after the checks of a bearer call (features/monitoring/live-socket-access.ts) it
// sends the device's messages as JSON text until either side closes. A refusal is a close with its
// own code (contract/monitoring.ts MonitoringCloseCode), so the client can tell them apart; the
// token is in the URL, which the request logger redacts (platform/http/redacted-url.ts). What the
// client sends is ignored: the socket only listens to the server.
import { MonitoringCloseCode, monitoringDeviceIdSchema } from '@portal/contract/monitoring';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import type { LiveSocketGate } from './live-socket-access.ts';

const querySchema = z.strictObject({
  subdomain: z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)),
  // Any length passes here: a bad token is refused as unauthenticated, not as a bad request.
  accessToken: z.optional(z.string().check(z.maxLength(8192))),
  deviceId: monitoringDeviceIdSchema,
});

/** Room for a few seconds of messages to a slow client; past it the client is too far behind. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export const liveSocketRoute: FastifyPluginAsync<{
  services: { liveSockets: LiveSocketGate };
}> = async (app, { services }) => {
  app.get('/monitoring', { websocket: true }, async (socket, request) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      socket.close(MonitoringCloseCode.BadRequest, 'bad query');
      return;
    }
    let closed = false;
    socket.on('close', () => {
      closed = true;
    });
    const access = await services.liveSockets.open({
      ...query.data,
      client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
    });
    if (!access.allowed) {
      socket.close(access.closeCode, access.reason);
      return;
    }
    if (closed) return;
    const stop = access.watch(
      (text) => {
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.close(MonitoringCloseCode.GoingAway, 'too slow');
          return;
        }
        // Text frames, whether the message is text or the bytes Redis delivered (live-channel.ts).
        socket.send(text, { binary: false });
      },
      // Its session ended, or a newer socket took its place beyond the caps.
      (code, reason) => socket.close(code, reason),
    );
    socket.on('close', stop);
  });
};

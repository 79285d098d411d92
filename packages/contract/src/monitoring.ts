// Live monitoring (spec §4 "Live monitoring", §7): the device list, the broadcast request and the
// one message shape the socket `/websockets/monitoring` sends, shared by the server and the web
// app. Powers are whole watts and balance exactly (decision 046):
//   home = solar + gridConsume − gridInject + batteryDischarge − batteryCharge − ev
import { z } from 'zod/mini';

/** GET monitoring/getDevices: one of the customer's monitoring devices. */
export const monitoringDeviceSchema = z.object({
  id: z.int(),
  /** The device's own identifier (meter serial, gateway id): what the other calls name. */
  deviceId: z.string(),
  name: z.string(),
  /** e.g. 'flexio' (the only kind with insights), 'smappee', 'homewizard'. */
  monitoringIntegration: z.string(),
});
export type MonitoringDevice = z.infer<typeof monitoringDeviceSchema>;
export const monitoringDeviceListSchema = z.array(monitoringDeviceSchema);

/** The longest device id the API accepts; the ids in use are serials of a few dozen characters. */
export const MONITORING_DEVICE_ID_MAX_LENGTH = 100;

export const monitoringDeviceIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(MONITORING_DEVICE_ID_MAX_LENGTH));

/** POST monitoring/enableBroadcast: start the device's stream, or keep it alive. */
export const enableBroadcastSchema = z.strictObject({ deviceId: monitoringDeviceIdSchema });
export type EnableBroadcast = z.infer<typeof enableBroadcastSchema>;

/** Its answer: truthy on success (spec §7), with the moment the stream stops unless renewed. */
export const broadcastEnabledSchema = z.object({
  enabled: z.literal(true),
  /** ISO 8601; renewing before then (every BROADCAST_RENEWAL_MS) keeps the stream running. */
  stopsAt: z.string(),
});
export type BroadcastEnabled = z.infer<typeof broadcastEnabledSchema>;

/** The units of every live message, fixed: powers in W, the charge state in %, prices in €/kWh. */
export const LIVE_UNITS = { power: 'W', batteryChargeState: '%', price: '€/kWh' } as const;

const watts = z.int();

/** Where the readings come from: the embedded household simulator or the MQTT ingest. */
export const liveSourceSchema = z.enum(['simulator', 'mqtt']);
export type LiveSource = z.infer<typeof liveSourceSchema>;

/**
 * The Flemish capacity tariff, live (decision 052): where the current quarter-hour's
 * average grid import is heading if the present power holds, against the month's peak. Absent
 * while the month's peak is not known yet (the first moment of a stream).
 */
export const liveCapacitySchema = z.object({
  /** Start of the current quarter-hour (ISO 8601, UTC). */
  quarterStart: z.string(),
  /** Its projected average import, W. */
  projectedW: watts,
  /** The month's peak so far, W (the meter's own figure when it reports one); 0 for none yet. */
  monthPeakW: watts,
  /** What the projection must stay under: the month's peak, at least 2.5 kW. */
  thresholdW: watts,
  /** Extra power that could still be drawn until the quarter-hour ends, W; negative: to shed. */
  headroomW: watts,
  /** Whether the projection passes the threshold: the quarter-hour would set a new peak. */
  newPeak: z.boolean(),
});
export type LiveCapacity = z.infer<typeof liveCapacitySchema>;

/** One message on the monitoring socket, sent as JSON text, at most one a second per device. */
export const liveMessageSchema = z.object({
  deviceId: z.string(),
  /** When the reading was taken (ISO 8601, UTC). */
  timestamp: z.string(),
  source: liveSourceSchema,
  /** The household's consumption without the EV charger. */
  home: watts,
  /** Solar used on site (solar − gridInject). */
  ownConsumption: watts,
  /** Import positive, injection negative (gridConsume − gridInject). */
  grid: watts,
  ev: watts,
  solar: watts,
  /** Discharge positive, charge negative (batteryDischarge − batteryCharge). */
  battery: watts,
  batteryCharge: watts,
  batteryDischarge: watts,
  /** % of usable capacity (one decimal); null for a home without a battery. */
  batteryChargeState: z.nullable(z.number()),
  gridConsume: watts,
  gridInject: watts,
  /** €/kWh at this moment (the tenant's contract, or a dynamic tariff once history has one). */
  priceConsumption: z.number(),
  priceInjection: z.number(),
  units: z.object({
    power: z.literal(LIVE_UNITS.power),
    batteryChargeState: z.literal(LIVE_UNITS.batteryChargeState),
    price: z.literal(LIVE_UNITS.price),
  }),
  /** Optional, so clients of before decision 052 read the messages unchanged. */
  capacity: z.optional(liveCapacitySchema),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * Close codes of the monitoring socket (decision 048). 1000 is a normal closure the client never
 * retries; the 44xx codes mirror the HTTP status a bearer call would get, so the client can tell
 * "log in again" from "this device is not yours".
 */
export const MonitoringCloseCode = {
  Normal: 1000,
  /** The server is shutting down (a retry reaches another instance). */
  GoingAway: 1001,
  /** A query parameter missing or malformed. */
  BadRequest: 4400,
  /** No token, a token of another realm, expired or of an ended session; also the close of an
   * open socket when its session ends (logout, revocation, refresh-token reuse, password reset). */
  Unauthenticated: 4401,
  /** The tenant does not have the monitoring feature, or the token names no customer. */
  Forbidden: 4403,
  /** The device is not one of this customer's (or does not exist). */
  UnknownDevice: 4404,
  /** Unknown subdomain. */
  UnknownTenant: 4410,
  /** The oldest socket of a customer (or tenant) that opened more than its cap on the instance;
   * not worth retrying: a newer socket of the same customer took its place. */
  TooManySockets: 4429,
} as const;
export type MonitoringCloseCode = (typeof MonitoringCloseCode)[keyof typeof MonitoringCloseCode];

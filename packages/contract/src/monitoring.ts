// Live monitoring (spec §3, §7; issue 11 §1): the customer's devices, the broadcast request and the
// one message shape the socket `/websockets/monitoring` sends. The keys are the spec's monitoring
// display keys; powers are whole watts, the charge state a percentage, prices euro per kWh.
import { z } from 'zod/mini';

/** GET monitoring/getDevices: one row per device of the signed-in customer. */
export const monitoringDeviceSchema = z.object({
  id: z.number(),
  deviceId: z.string(),
  name: z.optional(z.string()),
  monitoringIntegration: z.string(),
});
export type MonitoringDevice = z.infer<typeof monitoringDeviceSchema>;
export const monitoringDeviceListSchema = z.array(monitoringDeviceSchema);

/** POST monitoring/enableBroadcast: starts the device's stream, or keeps it alive. */
export const enableBroadcastBodySchema = z.object({ deviceId: z.string() });
export type EnableBroadcastBody = z.infer<typeof enableBroadcastBodySchema>;
/** "A truthy result means success" (spec §7): any JSON value, judged by its truthiness. */
export const enableBroadcastAnswerSchema = z.unknown();

/** The units a message's values are in (issue 11 §1: W, %, €/kWh). */
export const monitoringUnitsSchema = z.object({
  power: z.literal('W'),
  chargeState: z.literal('%'),
  price: z.literal('€/kWh'),
});
export type MonitoringUnits = z.infer<typeof monitoringUnitsSchema>;

/**
 * One live reading. Signs (decision 046): `grid` = gridConsume − gridInject (import positive),
 * `battery` = batteryDischarge − batteryCharge (positive feeds the home); `home` excludes the EV.
 * `batteryChargeState` is null without a battery; a price is null when none is known.
 */
export const liveMonitoringMessageSchema = z.object({
  timestamp: z.number(),
  home: z.number(),
  ownConsumption: z.number(),
  grid: z.number(),
  ev: z.number(),
  solar: z.number(),
  battery: z.number(),
  batteryCharge: z.number(),
  batteryDischarge: z.number(),
  batteryChargeState: z.nullable(z.number()),
  gridConsume: z.number(),
  gridInject: z.number(),
  priceConsumption: z.nullable(z.number()),
  priceInjection: z.nullable(z.number()),
  units: monitoringUnitsSchema,
});
export type LiveMonitoringMessage = z.infer<typeof liveMonitoringMessageSchema>;

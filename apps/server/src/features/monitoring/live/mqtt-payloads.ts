// The two JSON payloads the MQTT ingest accepts (decision 048), validated by schema, each turned
// into a balanced reading. Anything else is a bad message: counted and dropped by the ingest. The
// third, a DSMR P1 telegram on `…/dsmr`, is text: dsmr-payload.ts.
//
// `{root}/{tenant}/devices/{deviceId}/live`: ours, in the spec's keys, powers in whole watts ≥ 0:
//   { "timestamp"?: ISO 8601 or epoch ms, "solar", "gridConsume", "gridInject",
//     "ev"?, "batteryCharge"?, "batteryDischarge"?, "batteryChargeState"?: 0–100 }
//   the home is what the balance leaves (decision 046).
// `{root}/{tenant}/devices/{deviceId}/homewizard`: the HomeWizard Wi-Fi P1 meter's own
// GET /api/v1/data answer, as a bridge republishes it: `active_power_w` (net of all phases, import
// positive) or the sum of `active_power_l1_w`…`l3_w`. A grid meter sees only the net
// (`gridMeterReading`: the battery and the EV read 0, an injection shows as solar).
import { homeWizardMonthlyPeak, type MeterReportedPeak } from '@portal/domain/energy/meter-peak';
import { brusselsMonth } from '@portal/domain/energy/quarter-hour';
import { z } from 'zod/mini';
import type { HouseholdSample } from '../simulator/household-sample.ts';
import { balancedReading, gridMeterReading } from './live-message.ts';

/** 100 kW: beyond any household connection; a bigger figure is a broken meter or a bad payload. */
const MAX_POWER_W = 100_000;
/** A power in whole watts, as a meter reports it (0–100 kW). */
export const power = z.number().check(z.int(), z.gte(0), z.lte(MAX_POWER_W));
const signedPower = z.number().check(z.gte(-MAX_POWER_W), z.lte(MAX_POWER_W));
const timestamp = z.union([
  z.iso.datetime({ offset: true }),
  z.number().check(z.int(), z.positive()),
]);

export const portalPayloadSchema = z.strictObject({
  timestamp: z.optional(timestamp),
  solar: power,
  gridConsume: power,
  gridInject: power,
  ev: z._default(power, 0),
  batteryCharge: z._default(power, 0),
  batteryDischarge: z._default(power, 0),
  batteryChargeState: z._default(z.nullable(z.number().check(z.gte(0), z.lte(100))), null),
});

/** The fields of the HomeWizard P1 JSON we read; the rest (tariffs, totals, gas, wifi) pass. */
export const homeWizardP1Schema = z
  .object({
    active_power_w: z.optional(signedPower),
    active_power_l1_w: z.optional(signedPower),
    active_power_l2_w: z.optional(signedPower),
    active_power_l3_w: z.optional(signedPower),
    total_power_import_kwh: z.optional(z.number().check(z.gte(0))),
    total_power_export_kwh: z.optional(z.number().check(z.gte(0))),
    /** The meter's own spelling (HomeWizard API v1); the month's capacity-tariff peak. */
    montly_power_peak_w: z.optional(z.number().check(z.gte(0))),
  })
  .check(
    z.refine(
      (data) => data.active_power_w !== undefined || data.active_power_l1_w !== undefined,
      'active_power_w or active_power_l1_w is required',
    ),
  );

export type JsonPayloadFormat = 'live' | 'homewizard';

/** What a good message carries: its reading, and the month's peak if the meter reports it. */
export interface IngestedReading {
  reading: HouseholdSample;
  meterPeak: MeterReportedPeak | null;
}

/** The reading of a JSON message on a format's topic, or undefined for a bad message. */
export function jsonPayloadOf(
  format: JsonPayloadFormat,
  payload: Buffer,
  receivedAt: number,
): IngestedReading | undefined {
  const json = parseJson(payload);
  const reading = json === undefined ? undefined : readingOf(format, json, receivedAt);
  if (reading === undefined) return undefined;
  return { reading, meterPeak: meterPeakOf(format, json, receivedAt) };
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

function timeOf(value: string | number | undefined, receivedAt: number): number {
  if (value === undefined) return receivedAt;
  return typeof value === 'number' ? value : Date.parse(value);
}

/** The reading a payload carries, or undefined for a bad message. */
export function readingOf(
  format: JsonPayloadFormat,
  json: unknown,
  receivedAt: number,
): HouseholdSample | undefined {
  if (format === 'live') {
    const parsed = portalPayloadSchema.safeParse(json);
    if (!parsed.success) return undefined;
    return balancedReading({
      ...parsed.data,
      timestamp: timeOf(parsed.data.timestamp, receivedAt),
    });
  }
  const parsed = homeWizardP1Schema.safeParse(json);
  if (!parsed.success) return undefined;
  const meter = parsed.data;
  const net = Math.round(
    meter.active_power_w ??
      (meter.active_power_l1_w ?? 0) +
        (meter.active_power_l2_w ?? 0) +
        (meter.active_power_l3_w ?? 0),
  );
  return gridMeterReading(receivedAt, net);
}

/**
 * The month's peak a HomeWizard P1 reading reports (`montly_power_peak_w`), which wins over the
 * portal's own (decision 052). Without its timestamp the figure is taken as this month's: the
 * meter resets it at the month's start, so it is never older.
 */
export function meterPeakOf(
  format: JsonPayloadFormat,
  json: unknown,
  receivedAt: number,
): MeterReportedPeak | null {
  if (format !== 'homewizard' || typeof json !== 'object' || json === null) return null;
  const reading = json as Record<string, unknown>;
  const dated = homeWizardMonthlyPeak(reading);
  if (dated !== null) return dated;
  const peakW = reading.montly_power_peak_w ?? reading.monthly_power_peak_w;
  if (typeof peakW !== 'number' || !Number.isFinite(peakW) || peakW < 0) return null;
  return { month: brusselsMonth(receivedAt), peakW, at: null };
}

// Tomorrow's energy plan of a monitoring device's installation (decisions 061 and 094). Ours:
// - GET energy-plan/{deviceId}: the latest plan (tomorrow's once it is made, from 13:30 Brussels
//   time or as soon as tomorrow's prices are in), the settings and the running total
//   of what the followed plans saved. `plan` is null before the first plan.
// - PUT energy-plan/{deviceId}/settings: the evening push on or off, which machines the next
//   plans place, and what the car needs by when; what the body leaves out stays as it was.
// Another customer's device answers 404 NOT_FOUND; a tenant without monitoring 403 FORBIDDEN.
import { z } from 'zod/mini';
import { monitoringDeviceIdSchema } from './monitoring-history.ts';

/** The most a car may ask for in one night: a large battery from nearly empty. */
export const CAR_NEED_MAX_KWH = 100;
/** A departure time, 'HH:MM' on a 24-hour clock. */
export const DEPARTURE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const energyPlanParamsSchema = z.strictObject({ deviceId: monitoringDeviceIdSchema });

export const energyPlanSettingsBodySchema = z.strictObject({
  /** Send the evening push of tomorrow's best window. */
  push: z.optional(z.boolean()),
  /** Place a dishwasher run, and a washing-machine run, in the next plans. */
  dishwasher: z.optional(z.boolean()),
  washingMachine: z.optional(z.boolean()),
  /** What the car needs by its departure, kWh, and when it leaves, 'HH:MM' Brussels time. */
  carNeedKwh: z.optional(z.number().check(z.gte(1), z.lte(CAR_NEED_MAX_KWH))),
  carDeparture: z.optional(z.string().check(z.regex(DEPARTURE_PATTERN))),
});
export type EnergyPlanSettingsBody = z.infer<typeof energyPlanSettingsBodySchema>;

export const energyPlanLoadKinds = [
  'ev',
  'boiler',
  'dishwasher',
  'washing-machine',
  'battery',
] as const;

export const energyPlanLoadStatuses = [
  'planned',
  'not-needed',
  'window-too-short',
  'no-room',
  'not-allowed',
  'not-worth-it',
  'not-green',
] as const;

export const energyPlanWindowSchema = z.object({
  /** ISO-8601 UTC. */
  start: z.string(),
  end: z.string(),
  energyWh: z.number(),
});

export const energyPlanLoadSchema = z.object({
  id: z.string(),
  kind: z.enum(energyPlanLoadKinds),
  status: z.enum(energyPlanLoadStatuses),
  windows: z.array(energyPlanWindowSchema),
  energyWh: z.number(),
  /** What the load adds to the bill as planned, and at its usual time, €. */
  costEur: z.number(),
  usualCostEur: z.number(),
  savingEur: z.number(),
  /** Whether the day after measures this load on its own (the car's charger, the battery's meter)
   * and counts its saving in the running total; the others are planned but not measured. */
  ownMeter: z.boolean(),
  /** The car's target and whether the connection lets it reach it by departure. */
  ev: z.nullable(
    z.object({
      targetWh: z.number(),
      reachable: z.boolean(),
      reachableWh: z.number(),
      departAt: z.string(),
    }),
  ),
});
export type EnergyPlanLoad = z.infer<typeof energyPlanLoadSchema>;

export const energyPlanQuarterSchema = z.object({
  start: z.string(),
  /** €/kWh drawn and injected. */
  consumptionPrice: z.number(),
  injectionPrice: z.number(),
  /** Forecast solar and household, the planned flexible loads, net grid (import +), W. */
  solarW: z.number(),
  baseW: z.number(),
  flexibleW: z.number(),
  gridW: z.number(),
});
export type EnergyPlanQuarter = z.infer<typeof energyPlanQuarterSchema>;

export const energyPlanPeakSchema = z.object({
  /** The month's billed peak the plan keeps under, W. */
  limitW: z.number(),
  plannedPeakW: z.number(),
  withinLimit: z.boolean(),
  /** How far the loads had to raise it, and what that costs over the year, €. */
  extraPeakW: z.number(),
  extraPeakYearlyEur: z.number(),
});

export const energyPlanObjectiveSchema = z.object({
  loads: z.array(energyPlanLoadSchema),
  quarterHours: z.array(energyPlanQuarterSchema),
  costEur: z.number(),
  usualCostEur: z.number(),
  savingEur: z.number(),
  selfConsumedSolarWh: z.number(),
  gridImportWh: z.number(),
  peak: energyPlanPeakSchema,
});
export type EnergyPlanObjective = z.infer<typeof energyPlanObjectiveSchema>;

export const energyPlanSchema = z.object({
  /** The Brussels day planned, "YYYY-MM-DD"; the horizon starts the evening before. */
  day: z.string(),
  computedAt: z.string(),
  /** Whether some prices were the portal's estimate because the day-ahead ones were not in. */
  pricesEstimated: z.boolean(),
  /** Forecast solar of the day, Wh, and what it was scaled by. */
  solarForecastWh: z.number(),
  solarBasis: z.enum(['similar-days', 'all-history', 'clear-sky']),
  cheapest: energyPlanObjectiveSchema,
  greenest: energyPlanObjectiveSchema,
});
export type EnergyPlan = z.infer<typeof energyPlanSchema>;

export const energyPlanSavingsSchema = z.object({
  /** Days compared with the meter, and what the plans saved on them as measured and as planned:
   * only loads with a meter of their own (`ownMeter`) count in either figure. */
  days: z.int(),
  realisedSavingEur: z.number(),
  plannedSavingEur: z.number(),
  firstDay: z.nullable(z.string()),
  lastDay: z.nullable(z.string()),
});
export type EnergyPlanSavings = z.infer<typeof energyPlanSavingsSchema>;

export const energyPlanSettingsSchema = z.object({
  push: z.boolean(),
  dishwasher: z.boolean(),
  washingMachine: z.boolean(),
  carNeedKwh: z.number(),
  carDeparture: z.string(),
});
export type EnergyPlanSettings = z.infer<typeof energyPlanSettingsSchema>;

export const energyPlanAnswerSchema = z.object({
  deviceId: z.string(),
  settings: energyPlanSettingsSchema,
  plan: z.nullable(energyPlanSchema),
  savings: energyPlanSavingsSchema,
});
export type EnergyPlanAnswer = z.infer<typeof energyPlanAnswerSchema>;

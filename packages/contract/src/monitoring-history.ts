// Monitoring history, prices, capacity peaks and insights. Ours, in the
// spec's style (its §7 shows no call; decision 049):
// - GET monitoring/history/{deviceId}?range=day|week|month|year&date=YYYY-MM-DD[&format=csv]:
//   energy per bucket (quarter-hour, hour, day, month by range), average power, the consumption
//   and injection price per bucket, and the monthly capacity peaks of the past year with their
//   yearly charge. `Accept: text/csv` or `format=csv` answers the range as CSV instead.
// - GET monitoring/insights/{deviceId}?range=month|year&date=YYYY-MM-DD: savings split, grid
//   balancing earnings per month with their payment date, CO2 avoided; flexio devices only
//   (any other device of the customer: 403 FORBIDDEN; another customer's: 404 NOT_FOUND).
// deviceId is the device's own id, as GET monitoring/getDevices gives it.
import { z } from 'zod/mini';

/** The device's own id at its integration (e.g. "FLX-7A31C0"). */
export const monitoringDeviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,64}$/));

export const historyRanges = ['day', 'week', 'month', 'year'] as const;
export const historyRangeSchema = z.enum(historyRanges);
export type HistoryRange = z.infer<typeof historyRangeSchema>;

/** A calendar date that exists, "YYYY-MM-DD" (2000–2099). */
function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Brussels calendar date; the range is the day, ISO week (Monday first), month or year holding it. */
export const historyDateSchema = z
  .string()
  .check(z.regex(/^20\d{2}-\d{2}-\d{2}$/), z.refine(isCalendarDate, 'Not a calendar date'));

/** Bucket width: quarter-hour for a day, hour for a week, day for a month, month for a year. */
export const historyResolutionSchema = z.enum(['quarterHour', 'hour', 'day', 'month']);
export type HistoryResolution = z.infer<typeof historyResolutionSchema>;

export const historyQuerySchema = z.strictObject({
  range: historyRangeSchema,
  date: historyDateSchema,
  format: z.optional(z.enum(['json', 'csv'])),
  /** Only with range=year: "day" draws the year in days (365 buckets) instead of months. */
  resolution: z.optional(z.enum(['day', 'month'])),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyBucketSchema = z.object({
  /** Start of the bucket, ISO-8601 UTC. */
  start: z.string(),
  /** Its length in minutes (a day is 1380 or 1500 on the days the clocks change). */
  minutes: z.int(),
  /** Energy in kWh, with the spec's display keys (home is without the EV charger, decision 046). */
  home: z.number(),
  ownConsumption: z.number(),
  solar: z.number(),
  gridConsume: z.number(),
  gridInject: z.number(),
  batteryCharge: z.number(),
  batteryDischarge: z.number(),
  ev: z.number(),
  /**
   * Average power over the bucket, W: the power lines. grid is import − export and battery is
   * discharge − charge, so both are positive while they feed the home.
   */
  power: z.object({
    home: z.number(),
    solar: z.number(),
    grid: z.number(),
    battery: z.number(),
    ev: z.number(),
  }),
  /** The highest quarter-hour average grid import in the bucket, W (the capacity tariff's measure). */
  peakImportW: z.nullable(z.number()),
  /** Battery charge state at the end of the bucket, %; null without a battery. */
  batteryChargeState: z.nullable(z.number()),
  /** Mean price over the bucket's quarter-hours, €/kWh; null where no price is known. */
  priceConsumption: z.nullable(z.number()),
  priceInjection: z.nullable(z.number()),
});
export type HistoryBucket = z.infer<typeof historyBucketSchema>;

export const monthlyPeakSchema = z.object({
  /** "YYYY-MM", a Brussels calendar month. */
  month: z.string(),
  /** The month's highest quarter-hour average import, W; null when no data is kept for it. */
  peakW: z.nullable(z.number()),
  /** Start of that quarter-hour, ISO-8601 UTC. */
  at: z.nullable(z.string()),
  /** What is billed: the peak, at least 2500 W (also for a month without data). */
  billedW: z.number(),
});
export type MonthlyPeakEntry = z.infer<typeof monthlyPeakSchema>;

export const capacityTariffSchema = z.object({
  /** The tenant's rate, € per kW per year. */
  rateEurPerKwYear: z.number(),
  /** The 12 months ending with the range's month, oldest first. */
  peaks: z.array(monthlyPeakSchema),
  averagePeakW: z.number(),
  yearlyEur: z.number(),
  monthlyEur: z.number(),
});
export type CapacityTariff = z.infer<typeof capacityTariffSchema>;

export const historySchema = z.object({
  deviceId: z.string(),
  range: historyRangeSchema,
  /** The range's first and last Brussels dates, "YYYY-MM-DD", and its instants (ISO-8601 UTC). */
  firstDate: z.string(),
  lastDate: z.string(),
  from: z.string(),
  to: z.string(),
  /**
   * The bucket width answered: the range's, or "day" where only daily totals are kept (quarter-hours
   * older than the retention period, decision 049).
   */
  resolution: historyResolutionSchema,
  units: z.object({
    energy: z.literal('kWh'),
    power: z.literal('W'),
    price: z.literal('€/kWh'),
    batteryChargeState: z.literal('%'),
  }),
  /** Buckets with data, in time order. */
  buckets: z.array(historyBucketSchema),
  capacityTariff: capacityTariffSchema,
});
export type History = z.infer<typeof historySchema>;

export const insightsRangeSchema = z.enum(['month', 'year']);
export type InsightsRange = z.infer<typeof insightsRangeSchema>;

export const insightsQuerySchema = z.strictObject({
  range: insightsRangeSchema,
  date: historyDateSchema,
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const savingsSchema = z.object({
  /** € per part of the split (decision 046); total is their sum. */
  solar: z.number(),
  battery: z.number(),
  tariff: z.number(),
  ev: z.number(),
  energy: z.number(),
  total: z.number(),
  /** € paid for grid energy with the installation, and without it on the same prices. */
  actualCost: z.number(),
  baselineCost: z.number(),
});
export type Savings = z.infer<typeof savingsSchema>;

export const earningsMonthSchema = z.object({
  /** "YYYY-MM": the month the flexibility was delivered. */
  month: z.string(),
  /** In euro. */
  amount: z.number(),
  /** Paid three months later: "YYYY-MM-DD". */
  payableOn: z.string(),
  /** When it was paid (ISO-8601 UTC), null while not yet. */
  paidAt: z.nullable(z.string()),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

export const insightsSchema = z.object({
  deviceId: z.string(),
  range: insightsRangeSchema,
  firstDate: z.string(),
  lastDate: z.string(),
  currency: z.literal('EUR'),
  savings: savingsSchema,
  earnings: z.object({
    /** Months of the range with earnings, oldest first. */
    months: z.array(earningsMonthSchema),
    total: z.number(),
    paid: z.number(),
    /** Always 3: earnings are paid three months later (spec §1, §9). */
    paymentDelayMonths: z.literal(3),
  }),
  co2: z.object({
    solarKwh: z.number(),
    /** The portal configuration's kWhToKgCo2eByCountry for the customer's country (BE if none). */
    countryCode: z.string(),
    kgCo2ePerKwh: z.number(),
    avoidedKg: z.number(),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;

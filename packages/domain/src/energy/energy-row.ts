// One row of a device's energy history as kept on the server and read by history and insights: a
// quarter-hour, or a Brussels day rolled up from its quarter-hours (decision 049). Energies in kWh,
// powers in W, prices in €/kWh.

export interface EnergyRow {
  /** Start, epoch ms. */
  start: number;
  /** 15 for a quarter-hour; 1380, 1440 or 1500 for a Brussels day. */
  minutes: number;
  homeKwh: number;
  solarKwh: number;
  gridConsumeKwh: number;
  gridInjectKwh: number;
  batteryChargeKwh: number;
  batteryDischargeKwh: number;
  evKwh: number;
  /** At the end of the period, %; null without a battery. */
  batteryChargeState: number | null;
  /** €/kWh; for a day the mean of its quarter-hours' prices. */
  priceConsumption: number | null;
  priceInjection: number | null;
  /** Highest quarter-hour average grid import, W, and when; for a quarter-hour its own average. */
  peakImportW: number | null;
  peakAt: number | null;
  /** Highest quarter-hour average of home + EV, W: the peak the household would have without. */
  peakLoadW: number | null;
}

// One reading of a simulated household, in the spec's monitoring keys (spec §3). Powers are whole
// watts and balance exactly (decision 046):
//   home = solar + gridConsume − gridInject + batteryDischarge − batteryCharge − ev
// where `home` is the household's own consumption without the car, and `ev` the charger's power.

export interface HouseholdSample {
  /** End of the interval the reading covers (epoch ms). */
  timestamp: number;
  /** The household's consumption, EV excluded, W. */
  home: number;
  /** Solar used on site (by home, car or battery): solar − gridInject, W. */
  ownConsumption: number;
  /** Grid power, W: import positive, injection negative (gridConsume − gridInject). */
  grid: number;
  /** EV charger power, W. */
  ev: number;
  /** Solar production, W. */
  solar: number;
  /** Battery power, W: discharge positive, charge negative (like the grid: positive feeds the home). */
  battery: number;
  batteryCharge: number;
  batteryDischarge: number;
  /** Charge state, % of usable capacity (one decimal), or null without a battery. */
  batteryChargeState: number | null;
  /** Grid import, W. */
  gridConsume: number;
  /** Grid injection, W. */
  gridInject: number;
}

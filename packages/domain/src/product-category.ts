// Product categories of spec §3, with their ERP ids.
export const ProductCategory = {
  SolarPanels: 1,
  SolarBoilers: 2,
  HeatPumps: 3,
  HeatPumpBoiler: 4,
  Other: 5,
  Batteries: 6,
  ChargingStations: 10,
  Control: 15,
} as const;
export type ProductCategory = (typeof ProductCategory)[keyof typeof ProductCategory];

// The colour of each monitoring display key (spec §3: every key has a label and a colour; the
// labels are the `monitoring` namespace's `keys.*`). Each is a 700-800 shade with at least 4.5:1
// against white, above the 3:1 that WCAG 1.4.11 asks of a chart's bars and lines, and neighbours
// in a chart differ in hue, not only in lightness; every chart also has its table.
export const displayColours = {
  home: '#1d4ed8',
  ownConsumption: '#4338ca',
  grid: '#b91c1c',
  ev: '#0f766e',
  solar: '#b45309',
  battery: '#7e22ce',
  batteryCharge: '#7e22ce',
  batteryDischarge: '#a21caf',
  batteryChargeState: '#4b5563',
  gridConsume: '#b91c1c',
  gridInject: '#15803d',
  priceConsumption: '#9f1239',
  priceInjection: '#1e3a8a',
  earnings: '#15803d',
  tariff: '#1d4ed8',
  energy: '#be123c',
  peak: '#b91c1c',
  billed: '#4b5563',
} as const;

export type DisplayColourKey = keyof typeof displayColours;

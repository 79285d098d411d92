// Passing clouds: the sun is behind a cloud for a share of the time that matches the day's cloud
// cover, in spells of minutes, with soft edges. Underneath is an Ornstein–Uhlenbeck process (a
// random walk pulled back to its mean), advanced with its exact update so the clouds move alike
// whether the simulator steps a second or a minute at a time; white noise would flicker the panels
// every second, which no real roof does.

import { normalFrom } from './seeded-random.ts';

/** How long a cloud situation lasts, on average, s: a cumulus crossing the sun takes minutes. */
const CORRELATION_SECONDS = 420;
/** Of the clear-sky light, what is left with the sun behind a cloud (diffuse light only). */
const SHADED_LIGHT = 0.3;
/** Width of a cloud's soft edge, in the process's uniform scale. */
const EDGE = 0.04;

export interface CloudState {
  /** The process, a standard normal value. */
  value: number;
}

/** Advances the process by `seconds` with random draws from `next`. */
export function advanceClouds(state: CloudState, seconds: number, next: () => number): void {
  const decay = Math.exp(-seconds / CORRELATION_SECONDS);
  state.value = state.value * decay + Math.sqrt(1 - decay * decay) * normalFrom(next);
}

/**
 * The share of clear-sky light that gets through: the process, mapped to a uniform 0..1, puts the
 * sun behind a cloud while it is below the day's cover; a greyer day also has thicker clouds.
 */
export function cloudTransmittance(state: CloudState, cloudCover: number): number {
  const position = normalCdf(state.value);
  const sunlit = smoothStep((position - cloudCover) / EDGE);
  const shaded = SHADED_LIGHT * (1.1 - 0.8 * cloudCover);
  return shaded + (1 - shaded) * sunlit;
}

function smoothStep(x: number): number {
  const t = Math.min(1, Math.max(0, x + 0.5));
  return t * t * (3 - 2 * t);
}

// Abramowitz & Stegun 7.1.26, |error| < 1.5e-7: fine for where a cloud edge lies.
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

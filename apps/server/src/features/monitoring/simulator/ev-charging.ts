// EV charging sessions: the car comes home in the evening and charges at the charger's full power
// until the energy it needs is delivered. A session starts on arrival and lasts target ÷ power, so
// the energy of any interval is its overlap with the session times the power: exact at any step
// size, and a session delivers exactly its target however it is sampled.

import type { EvSession } from './day-plan.ts';

const HOUR_MS = 3_600_000;

export interface SessionWindow {
  /** Epoch ms the car starts charging. */
  start: number;
  /** Epoch ms it is full. */
  end: number;
  targetWh: number;
}

/** When a day's session runs, given the car's arrival on the wall clock as an instant (epoch ms). */
export function sessionWindow(
  session: EvSession,
  arrival: number,
  chargerW: number,
): SessionWindow {
  const start = arrival;
  return {
    start,
    end: start + (session.targetWh / chargerW) * HOUR_MS,
    targetWh: session.targetWh,
  };
}

/** Energy (Wh) the charger delivers in [from, to) for the given sessions. */
export function evEnergyWh(
  windows: readonly SessionWindow[],
  from: number,
  to: number,
  chargerW: number,
): number {
  let wh = 0;
  for (const window of windows) {
    const overlap = Math.min(to, window.end) - Math.max(from, window.start);
    if (overlap > 0) wh += (chargerW * overlap) / HOUR_MS;
  }
  return wh;
}

import { describe, expect, it } from 'vitest';
import { projectQuarterHour } from './peak-projection.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('projectQuarterHour', () => {
  it('adds the current power for the time left to the energy drawn so far', () => {
    // 5 minutes in, 250 Wh drawn (3 kW so far), now 6 kW: (250 + 6000 × 10/60) / 0.25 = 5 kW.
    const projection = projectQuarterHour({
      now: at('2026-02-10T18:05+01:00'),
      importedWhSoFar: 250,
      currentGridW: 6000,
      monthPeakW: 4000,
    });
    expect(projection.quarterStart).toBe(at('2026-02-10T18:00+01:00'));
    expect(projection.secondsLeft).toBe(600);
    expect(projection.projectedW).toBeCloseTo(5000, 9);
    expect(projection.thresholdW).toBe(4000);
    expect(projection.setsNewPeak).toBe(true);
    // To land on 4 kW: 1000 Wh allowed, 1250 projected, 250 Wh too many over 10 minutes: −1.5 kW.
    expect(projection.headroomW).toBeCloseTo(-1500, 9);
  });

  it('gives headroom while under the peak, growing as the quarter-hour runs out', () => {
    const early = projectQuarterHour({
      now: at('2026-02-10T18:03+01:00'),
      importedWhSoFar: 50,
      currentGridW: 1000,
      monthPeakW: 5000,
    });
    const late = projectQuarterHour({
      now: at('2026-02-10T18:12+01:00'),
      importedWhSoFar: 200,
      currentGridW: 1000,
      monthPeakW: 5000,
    });
    expect(early.setsNewPeak).toBe(false);
    expect(early.projectedW).toBeCloseTo(1000, 9);
    // (1250 − 250) Wh over 12 minutes: 5 kW more could still be drawn.
    expect(early.headroomW).toBeCloseTo(5000, 9);
    // (1250 − 250) Wh over 3 minutes: 20 kW more.
    expect(late.headroomW).toBeCloseTo(20_000, 9);
  });

  it('measures against 2.5 kW while the month has a lower peak', () => {
    const projection = projectQuarterHour({
      now: at('2026-03-01T00:07:30+01:00'),
      importedWhSoFar: 250,
      currentGridW: 2200,
      monthPeakW: 0,
    });
    expect(projection.thresholdW).toBe(2500);
    expect(projection.projectedW).toBeCloseTo(2100, 9);
    expect(projection.setsNewPeak).toBe(false);
  });

  it('treats injection now as no import', () => {
    const projection = projectQuarterHour({
      now: at('2026-06-10T12:10+02:00'),
      importedWhSoFar: 100,
      currentGridW: -3000,
      monthPeakW: 3000,
    });
    expect(projection.projectedW).toBeCloseTo(400, 9);
  });

  it('projects the fall-back night quarter-hours on their own 15 minutes', () => {
    const projection = projectQuarterHour({
      now: at('2026-10-25T02:20+01:00'),
      importedWhSoFar: 0,
      currentGridW: 4000,
      monthPeakW: 3000,
    });
    expect(projection.quarterStart).toBe(at('2026-10-25T02:15+01:00'));
    expect(projection.secondsLeft).toBe(600);
    expect(projection.projectedW).toBeCloseTo(4000 * (10 / 15), 9);
  });
});

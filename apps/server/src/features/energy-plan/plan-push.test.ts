// What the evening push says of a plan: the total saving and the load that saves the most, with
// its span on Brussels clocks (a battery's charging, not its giving back); nothing below the
// minimum, nor when no load saves.
import type { LoadPlan } from '@portal/domain/energy/plan/plan-result';
import { describe, expect, it } from 'vitest';
import { planPush } from './plan-push.ts';

/** 2026-11-22 at hh:mm Brussels time (UTC+1). */
const at = (hhmm: string) => Date.parse(`2026-11-22T${hhmm}:00+01:00`);

const load = (
  kind: LoadPlan['kind'],
  savingEur: number,
  windows: LoadPlan['windows'],
): LoadPlan => ({
  id: kind,
  kind,
  status: 'planned',
  windows,
  powerW: [],
  energyWh: 0,
  costEur: 0,
  usualCostEur: savingEur,
  savingEur,
  raisedPeakW: 0,
  ev: null,
});

const plan = (savingEur: number, loads: LoadPlan[]) => ({ savingEur, loads });

describe('planPush', () => {
  const boiler = load('boiler', 0.3, [{ start: at('13:00'), end: at('14:00'), energyWh: 500 }]);
  const battery = load('battery', 0.45, [
    { start: at('02:00'), end: at('03:30'), energyWh: 4000 },
    { start: at('04:00'), end: at('04:30'), energyWh: 1000 },
    { start: at('18:00'), end: at('21:00'), energyWh: -4500 },
  ]);

  it('names the load that saves the most, a battery by its charging span', () => {
    expect(planPush(plan(0.75, [boiler, battery]))).toEqual({
      amount: 0.75,
      load: 'battery',
      from: '02:00',
      to: '04:30',
    });
    expect(planPush(plan(0.3, [boiler]))).toEqual({
      amount: 0.3,
      load: 'boiler',
      from: '13:00',
      to: '14:00',
    });
  });

  it('says nothing below ten cents, or when no planned load saves', () => {
    expect(planPush(plan(0.09, [boiler]))).toBeNull();
    expect(planPush(plan(0.3, [{ ...boiler, status: 'not-worth-it' }]))).toBeNull();
    expect(planPush(plan(0.3, [{ ...boiler, savingEur: 0 }]))).toBeNull();
  });
});

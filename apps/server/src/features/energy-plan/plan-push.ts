// What the evening push says of a plan (decision 101): the whole plan's saving, and the load that
// saves the most with its span, so that a household without a car (or whose car needs nothing
// tomorrow) hears of its boiler or battery too. Nothing when the plan saves too little to be
// worth a message, or no load saves anything.
import { brusselsWallClock } from '@portal/domain/brussels-time';
import type { EnergyPlan, LoadPlan } from '@portal/domain/energy/plan/plan-result';

/** A saving below this is not worth a push, €. */
export const PUSH_MIN_SAVING_EUR = 0.1;

export interface PlanPush {
  /** The plan's total saving, €, to the cent. */
  amount: number;
  /** The kind of the load that saves the most; the words name it in the reader's language. */
  load: LoadPlan['kind'];
  /** Its span, 'HH:MM' Brussels time, from its first window's start to its last one's end. */
  from: string;
  to: string;
}

const hhmm = (epochMs: number) => {
  const clock = brusselsWallClock(new Date(epochMs));
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
};

/** The windows the customer acts on: a battery's charging, not the giving back that follows. */
const actionWindows = (load: LoadPlan) =>
  load.kind === 'battery' ? load.windows.filter((window) => window.energyWh > 0) : load.windows;

export function planPush(plan: Pick<EnergyPlan, 'savingEur' | 'loads'>): PlanPush | null {
  if (plan.savingEur < PUSH_MIN_SAVING_EUR) return null;
  let best: LoadPlan | undefined;
  for (const load of plan.loads) {
    if (load.status !== 'planned' || load.savingEur <= 0 || actionWindows(load).length === 0) {
      continue;
    }
    if (!best || load.savingEur > best.savingEur) best = load;
  }
  const windows = best ? actionWindows(best) : [];
  const first = windows[0];
  const last = windows.at(-1);
  if (!best || !first || !last) return null;
  return {
    amount: Math.round(plan.savingEur * 100) / 100,
    load: best.kind,
    from: hhmm(first.start),
    to: hhmm(last.end),
  };
}

// The household's own consumption without heat pump and car: standby, a fridge cycling, a daily
// activity curve (morning, midday, a long evening with lights and screens, more of it in winter),
// and the peaks that set a household's quarter-hour maximum: the kettle at breakfast, induction
// cooking at dinner, the washing machine's and dishwasher's heating phases. Figures are those of
// common Belgian appliances (a 2 kW kettle, a 3.7 kW induction hob used at 1.2–2.8 kW, machines
// heating water at about 2 kW). Everything is a function of the time and the day's plan.

import type { DayPlan } from './day-plan.ts';

const FRIDGE = { powerW: 90, periodSeconds: 2400, duty: 0.35 } as const;

export function baseLoadW(
  plan: DayPlan,
  standbyW: number,
  localHour: number,
  summer: number,
  epochSeconds: number,
): number {
  const fridge = (epochSeconds % FRIDGE.periodSeconds) / FRIDGE.periodSeconds < FRIDGE.duty;
  const winterLight = 1 + 0.4 * (1 - summer);
  const activity =
    plan.activity *
    (bump(localHour, plan.breakfastHour + 0.3, 0.7, 450) +
      bump(localHour, 12.75, 1.2, 250) +
      bump(localHour, 20.5, 1.8, 550 * winterLight));
  return (
    standbyW +
    (fridge ? FRIDGE.powerW : 0) +
    activity +
    appliancePeaksW(plan, localHour, epochSeconds)
  );
}

function appliancePeaksW(plan: DayPlan, hour: number, epochSeconds: number): number {
  let watts = 0;
  // Kettle: four minutes at breakfast.
  if (within(hour, plan.breakfastHour, 4 / 60)) watts += 2000;
  // Induction hob: its zones switch power every minute or so, between 1.2 and 2.8 kW.
  if (within(hour, plan.dinnerHour, plan.dinnerMinutes / 60)) {
    watts += 2000 + 800 * Math.sin((2 * Math.PI * epochSeconds) / 75);
  }
  // Washing machine: 20 minutes heating water, then an hour and a half of drum and pump.
  const washer = plan.washingMachine;
  if (washer && within(hour, washer.startHour, 20 / 60)) watts += 2000;
  else if (washer && within(hour, washer.startHour, 2)) watts += 180;
  // Dishwasher: heats for the wash and again for the rinse.
  const dishes = plan.dishwasher;
  if (dishes) {
    const into = hour - dishes.startHour;
    if ((into >= 0 && into < 0.3) || (into >= 1 && into < 1.25)) watts += 1800;
    else if (into >= 0 && into < 1.6) watts += 90;
  }
  return watts;
}

function within(hour: number, start: number, hours: number): boolean {
  return hour >= start && hour < start + hours;
}

// A bell curve of the day's activity around `center` o'clock.
function bump(hour: number, center: number, width: number, peakW: number): number {
  const distance = (hour - center) / width;
  return peakW * Math.exp(-0.5 * distance * distance);
}

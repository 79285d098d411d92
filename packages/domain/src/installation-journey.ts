// The one truth of an installation (decision 070): its status as spec §4 derives it, its steps
// each done, current or later, the current step and who acts for it, and what the customer is
// asked to do when it waits for him. Every page that tells the customer where his installation
// stands reads this and nothing else.

import { deriveInstallationStatus } from './derive-installation-status.ts';
import { Feature, hasFeature } from './feature.ts';
import type { InstallationRow } from './installation-row.ts';
import type { InstallationStatus } from './installation-status.ts';
import { type CustomerActionStep, customerActionOf } from './journey-action.ts';
import { type JourneyActor, type JourneyStepKey, stepFacts } from './journey-steps.ts';

export type { JourneyActor, JourneyStepKey } from './journey-steps.ts';

export type JourneyStepState = 'done' | 'current' | 'later';

export interface JourneyStep {
  key: JourneyStepKey;
  state: JourneyStepState;
  actor: JourneyActor;
  /** ISO date of the step where one is known. */
  date: string | null;
}

export interface InstallationJourney {
  /** The spec's status value (spec §4), unchanged. */
  status: InstallationStatus;
  steps: JourneyStep[];
  /** The first step not done; null once every step is done. */
  current: JourneyStep | null;
  /** The current step is the customer's to take. */
  waitsForCustomer: boolean;
  /** What the customer is asked to do and where; null unless the journey waits for him. */
  action: CustomerActionStep | null;
}

export interface JourneyContext {
  /** The tenant's features (the survey step exists only with the survey feature). */
  features: readonly string[];
  /** The moment of evaluation (an installation counts as delivered a day after its date). */
  now: Date;
}

export function installationJourney(
  row: InstallationRow,
  ctx: JourneyContext,
): InstallationJourney {
  const surveyEnabled = hasFeature(ctx.features, Feature.Survey);
  const status = deriveInstallationStatus(row, { surveyEnabled, now: ctx.now });
  const facts = stepFacts(row, { surveyEnabled, now: ctx.now }).filter((step) => step.applies);

  // An installer's step is done when its own facts say so or a later step proves it; a
  // customer's duty only on its own facts.
  const done = facts.map(
    (step, index) =>
      step.done ||
      (step.actor === 'installer' &&
        facts.slice(index + 1).some((later) => later.done && later.provesEarlier)),
  );
  const currentIndex = done.indexOf(false);
  // Steps after the current one are later, even one whose facts are in: the customer follows
  // one path, and a tick after the step he is at reads as a contradiction.
  const steps = facts.map(
    (step, index): JourneyStep => ({
      key: step.key,
      actor: step.actor,
      date: step.date,
      state: stateAt(index, currentIndex),
    }),
  );
  const current = currentIndex === -1 ? null : (steps[currentIndex] ?? null);
  const waitsForCustomer = current?.actor === 'customer';
  return {
    status,
    steps,
    current,
    waitsForCustomer,
    action: current !== null && waitsForCustomer ? customerActionOf(current.key, row) : null,
  };
}

function stateAt(index: number, currentIndex: number): JourneyStepState {
  if (currentIndex === -1 || index < currentIndex) return 'done';
  return index === currentIndex ? 'current' : 'later';
}

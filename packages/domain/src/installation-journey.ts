// The one truth of an installation (decision 070): its status as spec §4 derives it, its steps
// each done, current or later, the current step and who acts for it, and what the customer is
// asked to do when it waits for him. Every page that tells the customer where his installation
// stands reads this and nothing else.

import { deriveInstallationStatus } from './derive-installation-status.ts';
import { Feature, hasFeature } from './feature.ts';
import type { InstallationRow } from './installation-row.ts';
import type { InstallationStatus } from './installation-status.ts';
import { type CustomerActionStep, customerActionOf } from './journey-action.ts';
import {
  type JourneyActor,
  type JourneyStepKey,
  type StepFacts,
  stepFacts,
} from './journey-steps.ts';

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
  const toStep = (step: StepFacts, state: JourneyStepState): JourneyStep => ({
    key: step.key,
    actor: step.actor,
    date: step.date,
    state,
  });
  if (currentIndex === -1)
    return finished(
      status,
      facts.map((step) => toStep(step, 'done')),
    );
  // A duty done out of order (the survey answered before the delivery document was signed) is
  // shown done just before the current step rather than ticked after it: the customer follows
  // one path, and a tick after the step he is at reads as a contradiction.
  const after = facts.slice(currentIndex + 1);
  const doneEarly = after.filter((step) => step.done && !step.provesEarlier);
  const steps = [
    ...facts.slice(0, currentIndex).map((step) => toStep(step, 'done')),
    ...doneEarly.map((step) => toStep(step, 'done')),
    toStep(facts[currentIndex] as StepFacts, 'current'),
    ...after.filter((step) => !doneEarly.includes(step)).map((step) => toStep(step, 'later')),
  ];
  const current = steps.find((step) => step.state === 'current') ?? null;
  const waitsForCustomer = current?.actor === 'customer';
  return {
    status,
    steps,
    current,
    waitsForCustomer,
    action: current !== null && waitsForCustomer ? customerActionOf(current.key, row) : null,
  };
}

function finished(status: InstallationStatus, steps: JourneyStep[]): InstallationJourney {
  return { status, steps, current: null, waitsForCustomer: false, action: null };
}

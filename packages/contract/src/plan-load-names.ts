// The energy plan's loads as a sentence names them, per language: the evening push says which
// load saves the most ("…the boiler, 13:00–14:00") and stores only the load's kind, so that the
// words follow the language the customer reads the notification in.
import type { energyPlanLoadKinds } from './energy-plan.ts';
import type { Language } from './portal.ts';

export type EnergyPlanLoadKind = (typeof energyPlanLoadKinds)[number];

export const planLoadNames: Readonly<Record<Language, Record<EnergyPlanLoadKind, string>>> = {
  nl: {
    ev: 'de auto',
    boiler: 'de boiler',
    dishwasher: 'de vaatwasser',
    'washing-machine': 'de wasmachine',
    battery: 'de batterij',
  },
  fr: {
    ev: 'la voiture',
    boiler: 'le boiler',
    dishwasher: 'le lave-vaisselle',
    'washing-machine': 'la machine à laver',
    battery: 'la batterie',
  },
  en: {
    ev: 'the car',
    boiler: 'the boiler',
    dishwasher: 'the dishwasher',
    'washing-machine': 'the washing machine',
    battery: 'the battery',
  },
};

/** The load's name in `language`, or undefined for a value that names no load. */
export function planLoadName(value: unknown, language: Language): string | undefined {
  return Object.entries(planLoadNames[language]).find(([kind]) => kind === value)?.[1];
}

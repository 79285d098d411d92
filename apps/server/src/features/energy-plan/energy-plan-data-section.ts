// The customer's energy plans in the archive of their data (decision 097): each day's plan as the
// planner made it, with what the meter later said it saved, and the choices the plans follow.
import {
  type CustomerDataSection,
  jsonEntry,
} from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

/** A stored column of JSON, read back so that the archive shows it as JSON, not as a string. */
function parsed(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return text;
  }
}

export const energyPlanDataSection: CustomerDataSection = {
  name: 'energy-plans',
  titles: {
    nl: 'Energieplannen',
    fr: 'Plans énergie',
    en: 'Energy plans',
  },
  async collect({ db, owner }) {
    const plans = await customerRows(db, 'energy_plans', owner);
    return [
      jsonEntry(
        'plans.json',
        plans.map((row) => ({
          ...row,
          input_json: parsed(row.input_json),
          plan_json: parsed(row.plan_json),
        })),
      ),
      jsonEntry('settings.json', await customerRows(db, 'energy_plan_settings', owner)),
    ];
  },
};

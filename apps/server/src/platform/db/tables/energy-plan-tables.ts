// Tomorrow's energy plans and their settings (migration 0034, decision 094).
import type { DateText, DefaultFlag, Id, JsonText, Optional, Timestamp } from './column-types.ts';

export interface EnergyPlansTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  monitoring_device_id: number;
  /** The Brussels day planned. */
  plan_day: DateText;
  /** The planner's PlanInput, as given. */
  input_json: JsonText;
  /** The planner's TomorrowPlan, plus the forecast's figures. */
  plan_json: JsonText;
  created_at: Timestamp;
  /** When the evening push was queued; null before (or when it was not wanted). */
  pushed_at: Optional<Timestamp>;
  /** When the day was compared with the meter; null before. */
  outcome_at: Optional<Timestamp>;
  realised_saving_eur: Optional<number>;
  planned_saving_eur: Optional<number>;
}

export interface EnergyPlanSettingsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  monitoring_device_id: number;
  push_enabled: DefaultFlag;
  /** The plan places a dishwasher run, and a washing-machine run. */
  dishwasher: DefaultFlag;
  washing_machine: DefaultFlag;
  /** What the car needs by its departure (kWh, 'HH:MM' Brussels time); null: the usual. */
  car_need_kwh: number | null;
  car_departure: string | null;
  updated_at: Timestamp;
}

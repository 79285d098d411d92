// The energy plan tests' shared harness: Jan's demo device, an API on a database of the given
// dialect, his plan and settings through the routes, a planner at a chosen instant, and, after
// each test, the plans it made for days after the seeded one removed again.
import type { EnergyPlanAnswer } from '@portal/contract/energy-plan';
import { afterEach, expect } from 'vitest';
import {
  createEnergyPlanner,
  createPlanSourceReader,
  localWeather,
} from '../src/features/energy-plan/index.ts';
import { useCustomerApi } from './customer-api.ts';

export const DEVICE = 'FLX-7A31C0';
/** The day of Jan's plan the demo seeds. */
export const SEEDED_DAY = '2026-11-22';
/** The demo is seeded at 2026-11-21 10:00 in Brussels; these are Brussels wall-clock times (UTC+1). */
export const brussels = (iso: string) => new Date(`${iso}+01:00`);

export function energyPlanApi(dialect: Parameters<typeof useCustomerApi>[0]) {
  const api = useCustomerApi(dialect);
  const jan = () => ({ tenant: 'demo', customerId: api.jan.customerId });
  const planOf = async (): Promise<EnergyPlanAnswer> => {
    const response = await api.request({ ...jan(), url: `/api/energy-plan/${DEVICE}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const changeSettings = async (customerId: number, payload: object) =>
    api.app.server.inject({
      method: 'PUT',
      url: `/api/energy-plan/${DEVICE}/settings`,
      payload,
      headers: { 'x-subdomain': 'demo', authorization: await api.bearer('demo', customerId) },
    });
  const setPush = (customerId: number, push: unknown) => changeSettings(customerId, { push });
  const planner = (at: Date) =>
    createEnergyPlanner({
      db: api.db,
      clock: () => at,
      weather: localWeather,
      sources: createPlanSourceReader(api.db),
    });
  const janDeviceRow = async () =>
    (
      await api.db
        .selectFrom('monitoring_devices')
        .select('id')
        .where('device_id', '=', DEVICE)
        .executeTakeFirstOrThrow()
    ).id;
  // Every test starts from the seeded plan alone: the plans a test made for later days, and what
  // the meter said of them, go after it (the route answers the latest plan and the total).
  afterEach(async () => {
    await api.db
      .deleteFrom('energy_plans')
      .where('monitoring_device_id', '=', await janDeviceRow())
      .where('plan_day', '>', SEEDED_DAY)
      .execute();
  });
  return { api, jan, planOf, setPush, changeSettings, planner, janDeviceRow };
}

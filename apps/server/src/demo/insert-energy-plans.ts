// Tomorrow's energy plan for every demo monitoring device, made at seeding whatever the hour, so
// Jan has a plan (his car, boiler and battery) on first start; the job makes the next ones from
// 13:30 on. Planned on the seeded history and the demo's estimated prices, with no weather forecast.
import { Feature, hasFeature } from '@portal/domain/feature';
import type { Kysely } from 'kysely';
import {
  createEnergyPlanner,
  createPlanSourceReader,
  listPlanDevices,
  localWeather,
} from '../features/energy-plan/index.ts';
import type { Database } from '../platform/db/schema.ts';
import { findTenantBySubdomain } from '../platform/tenancy/tenant-repository.ts';

export async function insertEnergyPlans(
  db: Kysely<Database>,
  subdomain: string,
  now: Date,
): Promise<void> {
  const tenant = await findTenantBySubdomain(db, subdomain);
  if (!tenant || !hasFeature(tenant.portalConfig.features, Feature.Monitoring)) return;
  const planner = createEnergyPlanner({
    db,
    clock: () => now,
    weather: localWeather,
    sources: createPlanSourceReader(db),
  });
  for (const device of await listPlanDevices(db, tenant.id)) {
    await planner.planDevice(db, tenant, device, now.getTime());
  }
}

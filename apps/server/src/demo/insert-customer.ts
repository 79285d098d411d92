// A demo customer with everything they own: installations, tickets with their messages, repairs,
// notifications, surveys, loyalty referrals and monitoring devices.
import { normalizeEmail } from '../platform/identity/customer-repository.ts';
import { nationalNumber } from './belgian-ids.ts';
import { insertEngagement } from './insert-engagement.ts';
import { insertInstallation } from './insert-installation.ts';
import { insertSupport } from './insert-support.ts';
import type { CustomerScenario } from './scenario-types.ts';
import type { SeededCustomer, SeededInstallation, TenantSeed } from './seed-context.ts';

export async function insertCustomer(
  seed: TenantSeed,
  scenario: CustomerScenario,
): Promise<SeededCustomer> {
  const { tenantId, clock } = seed;
  const address = {
    streetAndNumber: scenario.streetAndNumber,
    postalCode: scenario.postalCode,
    city: scenario.city,
  };
  const customerId = await seed.write.customers({
    tenant_id: tenantId,
    email: normalizeEmail(scenario.email),
    first_name: scenario.firstName,
    name: scenario.name,
    phone: scenario.phone,
    language_code: scenario.language,
    country_code: 'BE',
    street_and_number: address.streetAndNumber,
    postal_code: address.postalCode,
    city: address.city,
    national_registration_number: nationalNumber(scenario.birthDate, scenario.birthSequence),
    created_at: clock.at(scenario.day),
    updated_at: clock.at(scenario.day),
  });

  const installations = new Map<string, SeededInstallation>();
  for (const installation of scenario.installations) {
    const owner = { customerId, address };
    installations.set(installation.key, await insertInstallation(seed, owner, installation));
  }
  const seeded = { id: customerId, installations };
  await insertSupport(seed, seeded, scenario);
  await insertEngagement(seed, seeded, scenario);
  return seeded;
}

// The seeded installation of a customer by its scenario key.
import type { SeededCustomer, SeededInstallation } from './seed-context.ts';

export function installationOf(customer: SeededCustomer, key: string): SeededInstallation {
  const installation = customer.installations.get(key);
  if (!installation) throw new Error(`Unknown demo installation ${key}`);
  return installation;
}

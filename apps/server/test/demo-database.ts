// A fresh test database with the demo data seeded at a fixed moment, and look-ups of the demo
// tenants and customers by their public names (ids are the database's business).
import type { Kysely } from 'kysely';
import { seedDemoData } from '../src/demo/seed.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { findCustomerByEmail } from '../src/platform/identity/customer-repository.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { copyOfTemplate, createTestDatabase, type TestDatabase } from './databases.ts';

/** The moment the demo data is seeded at in tests (dates in the data are relative to it). */
export const seededAt = new Date('2026-11-21T10:00:00+01:00');

/** A fresh database with the demo data: a copy of the run's demo template, else seeded here. */
export async function createDemoDatabase(dialect: Dialect): Promise<TestDatabase> {
  const copy = await copyOfTemplate(dialect, 'demo');
  if (copy) return copy;
  const database = await createTestDatabase(dialect);
  try {
    await seedDemoData(database.handle.db, { now: seededAt });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

export async function tenantId(db: Kysely<Database>, subdomain: string): Promise<number> {
  const tenant = await findTenantBySubdomain(db, subdomain);
  if (!tenant) throw new Error(`No tenant ${subdomain}`);
  return tenant.id;
}

export interface CustomerScope {
  tenantId: number;
  customerId: number;
}

/** Tenant and customer id of a demo customer. */
export async function customerScope(
  db: Kysely<Database>,
  subdomain: string,
  email: string,
): Promise<CustomerScope> {
  const tenant = await tenantId(db, subdomain);
  const customer = await findCustomerByEmail(db, tenant, email);
  if (!customer) throw new Error(`No customer ${email} in ${subdomain}`);
  return { tenantId: tenant, customerId: customer.id };
}

// SQLite and PostgreSQL hold the same demo data: identical rows in every table (booleans read as
// 0/1 from SQLite and true/false from PostgreSQL, normalised here) and identical installation
// facts for every customer of both tenants.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDialects } from '../../test/databases.ts';
import { createDemoDatabase, customerScope } from '../../test/demo-database.ts';
import { listInstallationFacts } from '../features/installations/installation-repository.ts';
import type { Database } from '../platform/db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';

const bothDialects = testDialects().includes('postgres');

async function allFacts(db: Kysely<Database>) {
  const facts: Record<string, unknown> = {};
  for (const tenant of demoAccounts) {
    for (const customer of tenant.customers) {
      const scope = await customerScope(db, tenant.subdomain, customer.email);
      for (const language of ['nl', 'fr', 'en'] as const) {
        facts[`${tenant.subdomain}/${customer.email}/${language}`] = await listInstallationFacts(
          db,
          { ...scope, language },
        );
      }
    }
  }
  return facts;
}

async function allRows(db: Kysely<Database>) {
  const tables: Record<string, string[]> = {};
  for (const table of await db.introspection.getTables()) {
    if (table.name.startsWith('kysely_')) continue;
    const rows = await db
      .selectFrom(table.name as keyof Database)
      .selectAll()
      .execute();
    tables[table.name] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([column, value]) => [
                column,
                // Password hashes carry a random salt: equal in shape, never in bytes.
                column === 'password_hash'
                  ? String(value).replace(/[^$]+\$[^$]+$/, 'salt$hash')
                  : typeof value === 'boolean'
                    ? Number(value)
                    : value,
              ]),
          ),
        ),
      )
      .sort();
  }
  return tables;
}

describe.skipIf(!bothDialects)('demo data across dialects', () => {
  let sqlite: TestDatabase;
  let postgres: TestDatabase;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([
      createDemoDatabase('sqlite'),
      createDemoDatabase('postgres'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([sqlite?.drop(), postgres?.drop()]);
  });

  it('stores identical rows in every table', async () => {
    const [left, right] = await Promise.all([
      allRows(sqlite.handle.db),
      allRows(postgres.handle.db),
    ]);
    expect(Object.keys(left).length).toBe(56);
    expect(right).toEqual(left);
  });

  it('reads identical installation facts for every customer and language', async () => {
    const [left, right] = await Promise.all([
      allFacts(sqlite.handle.db),
      allFacts(postgres.handle.db),
    ]);
    expect(Object.keys(left)).toHaveLength(33);
    expect(right).toEqual(left);
  });
});

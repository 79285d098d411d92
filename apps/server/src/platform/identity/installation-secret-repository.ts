// Secrets of the installation as a whole, created once: the first instance to ask creates the
// value, every later (or concurrent) one reads the same.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function findOrCreateSecret(
  db: Kysely<Database>,
  name: string,
  create: () => string,
  now: Date,
): Promise<string> {
  await db
    .insertInto('installation_secrets')
    .values({ name, value: create(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('installation_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

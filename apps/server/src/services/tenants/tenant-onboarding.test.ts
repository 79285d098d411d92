// Creating and changing a tenant is one transaction with its onboarding steps (decision 056): the
// steps write through it, see the tenant as stored and the options given, and their lines come
// back for the operator; when a step fails, nothing of the tenant is left, and an update leaves
// the tenant as it was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import type { Database } from '../../db/schema.ts';
import { findAdministeredTenant } from '../../repositories/tenant-admin-repository.ts';
import {
  createTenant,
  type OnboardingContext,
  type OnboardingStep,
  TenantOptionsError,
  updateTenant,
} from './tenant-onboarding.ts';
import { createOptionsSchema, tenantSettingsSchema } from './tenant-options.ts';

const logo = readFileSync(
  join(import.meta.dirname, '../../../../web/public/tenants/helios/logo.svg'),
);

const tables = [
  'tenants',
  'tenant_logos',
  'status_list_items',
  'issue_types',
  'issue_type_labels',
  'audit_log',
] as const satisfies (keyof Database)[];

describe.each(testDialects())('tenant onboarding on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await database.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.count);
    }
    return result;
  };
  const options = (subdomain: string) =>
    createOptionsSchema.parse({
      subdomain,
      name: 'Soleil Levant',
      languages: 'fr,nl',
      primaryColor: '#102030',
      secondaryColor: '#405060',
      logo,
      webhookUrl: 'http://localhost:9000/hooks',
    });
  const deps = (steps: OnboardingStep[]) => ({
    db: database.handle.db,
    clock: () => new Date(),
    steps,
  });

  it('runs the steps in the transaction and prints what they return', async () => {
    const seen: OnboardingContext[] = [];
    const auditing: OnboardingStep = {
      name: 'audit',
      async created(context) {
        seen.push(context);
        await context.db
          .insertInto('audit_log')
          .values({
            tenant_id: context.tenant.id,
            action: 'tenant.created',
            created_at: context.now.toISOString(),
          })
          .execute();
        return ['secret shown once: s3cr3t'];
      },
      async updated(context) {
        seen.push(context);
        return [`webhook now ${context.options.webhookUrl}`];
      },
    };
    const created = await createTenant(deps([auditing]), options('soleil'));
    expect(created.printed).toEqual(['secret shown once: s3cr3t']);
    expect(created.tenant).toMatchObject({
      subdomain: 'soleil',
      defaultLanguage: 'fr',
      languages: ['fr', 'nl'],
      disabledAt: null,
    });
    expect(seen[0]?.options.webhookUrl).toBe('http://localhost:9000/hooks');
    expect(await counts()).toMatchObject({ tenants: 1, tenant_logos: 1, audit_log: 1 });

    const changes = tenantSettingsSchema.parse({ webhookUrl: 'https://erp.example.be/h' });
    const updated = await updateTenant(deps([auditing]), 'soleil', changes);
    expect(updated.printed).toEqual(['webhook now https://erp.example.be/h']);
    expect(seen[1]?.options).toEqual({ webhookUrl: 'https://erp.example.be/h' });
  });

  it('leaves nothing of a tenant whose step fails, and an updated tenant as it was', async () => {
    const before = await counts();
    const failing: OnboardingStep = {
      name: 'integration client',
      async created(context) {
        await context.db
          .insertInto('audit_log')
          .values({ tenant_id: context.tenant.id, action: 'x', created_at: '2026-01-01' })
          .execute();
        throw new Error('the client could not be registered');
      },
      async updated() {
        throw new Error('the webhook could not be stored');
      },
    };
    await expect(createTenant(deps([failing]), options('halfway'))).rejects.toThrow(
      'the client could not be registered',
    );
    expect(await counts()).toEqual(before);
    expect(await findAdministeredTenant(database.handle.db, 'halfway')).toBeUndefined();

    const stored = await findAdministeredTenant(database.handle.db, 'soleil');
    await expect(
      updateTenant(
        deps([failing]),
        'soleil',
        tenantSettingsSchema.parse({ name: 'Renamed', logo }),
      ),
    ).rejects.toThrow('the webhook could not be stored');
    expect(await findAdministeredTenant(database.handle.db, 'soleil')).toEqual(stored);
  });

  it('checks the options together: default language, texts and support address', async () => {
    const before = await counts();
    const error = await createTenant(
      deps([]),
      createOptionsSchema.parse({
        subdomain: 'mixed',
        name: 'Mixed',
        languages: 'nl',
        defaultLanguage: 'fr',
        primaryColor: '#102030',
        secondaryColor: '#405060',
        features: 'support',
        texts: JSON.stringify({ en: { welcomeTitle: 'Hi' } }),
        logo,
      }),
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TenantOptionsError);
    expect((error as TenantOptionsError).problems.map((problem) => problem.option)).toEqual([
      'defaultLanguage',
      'texts',
      'supportEmail',
    ]);
    expect(await counts()).toEqual(before);
  });
});

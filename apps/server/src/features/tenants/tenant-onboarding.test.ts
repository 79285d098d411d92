// Creating and changing a tenant is one transaction with its onboarding steps (decision 056): the
// steps write through it, see the tenant as stored and the options given, and their lines come
// back for the operator; when a step fails, nothing of the tenant is left, and an update leaves
// the tenant as it was. An update takes optional settings away (texts, configuration, support
// address, and through the command's own steps the webhook and the external issuer), and refuses
// a setting given and cleared at once.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingSteps } from '../../../../../scripts/tenant-onboarding-steps.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import { temporaryDataDir } from '../../../test/outbox.ts';
import { loadConfig } from '../../platform/config/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { findAdministeredTenant, setTenantIssuer } from './tenant-admin-repository.ts';
import {
  createTenant,
  type OnboardingContext,
  type OnboardingStep,
  TenantOptionsError,
  updateTenant,
} from './tenant-onboarding.ts';
import { createOptionsSchema, parseUpdateOptions, tenantSettingsSchema } from './tenant-options.ts';

const logo = readFileSync(
  join(import.meta.dirname, '../../../../web/public/tenants/helios/logo.svg'),
);

const tables = [
  'tenants',
  'tenant_logos',
  'status_list_items',
  'ticket_types',
  'ticket_type_labels',
  'audit_log',
] as const satisfies (keyof Database)[];

describe('the options of update', () => {
  it('takes settings away, and refuses one given and cleared at once, naming both', () => {
    expect(parseUpdateOptions({ name: 'X' }, ['texts', 'externalIssuer', 'texts'])).toEqual({
      ok: true,
      value: { settings: { name: 'X' }, clear: ['texts', 'externalIssuer'] },
    });
    const contradictory = parseUpdateOptions(
      {
        webhookUrl: 'https://erp.example.be/h',
        externalClientId: 'portal',
        supportEmail: 'not an address',
      },
      ['webhookUrl', 'externalIssuer', 'supportEmail'],
    );
    expect(contradictory).toEqual({
      ok: false,
      problems: [
        { option: 'supportEmail', reason: 'not an e-mail address' },
        {
          option: 'webhookUrl',
          reason: 'is given with --clear-webhook-url: set it or clear it, not both',
        },
        {
          option: 'externalClientId',
          reason: 'is given with --embedded-issuer: set it or clear it, not both',
        },
        {
          option: 'supportEmail',
          reason: 'is given with --clear-support-email: set it or clear it, not both',
        },
      ],
    });
  });
});

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
    const before = await counts();
    const created = await createTenant(deps([auditing]), options('soleil'));
    expect(created.printed).toEqual(['secret shown once: s3cr3t']);
    expect(created.tenant).toMatchObject({
      subdomain: 'soleil',
      defaultLanguage: 'fr',
      languages: ['fr', 'nl'],
      disabledAt: null,
    });
    expect(seen[0]?.options.webhookUrl).toBe('http://localhost:9000/hooks');
    expect(await counts()).toMatchObject({
      tenants: (before.tenants ?? 0) + 1,
      tenant_logos: (before.tenant_logos ?? 0) + 1,
      audit_log: (before.audit_log ?? 0) + 1,
    });

    const changes = tenantSettingsSchema.parse({ webhookUrl: 'https://erp.example.be/h' });
    const updated = await updateTenant(deps([auditing]), 'soleil', changes);
    expect(updated.printed).toEqual(['webhook now https://erp.example.be/h']);
    expect(seen[1]?.options).toEqual({ webhookUrl: 'https://erp.example.be/h' });
  });

  it('leaves nothing of a tenant whose step fails, and an updated tenant as it was', async () => {
    await createTenant(deps([]), options('steady'));
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

    const stored = await findAdministeredTenant(database.handle.db, 'steady');
    await expect(
      updateTenant(
        deps([failing]),
        'steady',
        tenantSettingsSchema.parse({ name: 'Renamed', logo }),
      ),
    ).rejects.toThrow('the webhook could not be stored');
    expect(await findAdministeredTenant(database.handle.db, 'steady')).toEqual(stored);
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
  it("sets a tag-manager container, refuses one not shaped like Google's, and takes it away", async () => {
    const { db } = database.handle;
    await createTenant(
      deps([]),
      createOptionsSchema.parse({
        subdomain: 'tracked',
        name: 'Tracked',
        primaryColor: '#102030',
        secondaryColor: '#405060',
        tagManagerId: 'gtm-ab12cd',
        logo,
      }),
    );
    expect((await findAdministeredTenant(db, 'tracked'))?.tagManagerId).toBe('GTM-AB12CD');
    expect(tenantSettingsSchema.safeParse({ tagManagerId: 'UA-1234' }).success).toBe(false);
    const other = tenantSettingsSchema.parse({ tagManagerId: 'GTM-ZZ9900' });
    const updated = await updateTenant(deps([]), 'tracked', other);
    expect(updated.tenant.tagManagerId).toBe('GTM-ZZ9900');
    // Another setting changed keeps the container.
    await updateTenant(deps([]), 'tracked', tenantSettingsSchema.parse({ name: 'Tracked bv' }));
    expect((await findAdministeredTenant(db, 'tracked'))?.tagManagerId).toBe('GTM-ZZ9900');
    const cleared = await updateTenant(deps([]), 'tracked', {}, ['tagManagerId']);
    expect(cleared.tenant.tagManagerId).toBeNull();
  });

  it('takes optional settings away on update, the webhook and the issuer through the steps', async () => {
    const dataDir = temporaryDataDir();
    const steps = onboardingSteps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    const { db } = database.handle;
    try {
      const created = await createTenant(
        deps([]),
        createOptionsSchema.parse({
          subdomain: 'cleared',
          name: 'Cleared',
          primaryColor: '#102030',
          secondaryColor: '#405060',
          features: 'support',
          texts: JSON.stringify({ nl: { welcomeTitle: 'Hallo' } }),
          config: JSON.stringify({ companyName: 'Cleared bv' }),
          supportEmail: 'help@cleared.example.be',
          logo,
        }),
      );
      const tenantId = created.tenant.id;
      const set = tenantSettingsSchema.parse({ webhookUrl: 'https://erp.example.be/h' });
      await updateTenant(deps(steps), 'cleared', set);
      const issuer = { issuer: 'https://sso.example.be/realms/x', clientId: 'portal' };
      await setTenantIssuer(db, tenantId, issuer, new Date());

      // The support feature still needs its address: refused, nothing changed.
      const before = await findAdministeredTenant(db, 'cleared');
      await expect(updateTenant(deps(steps), 'cleared', {}, ['supportEmail'])).rejects.toThrow(
        'supportEmail: is required with the support feature',
      );
      expect(await findAdministeredTenant(db, 'cleared')).toEqual(before);

      const features = tenantSettingsSchema.parse({ features: 'none' });
      const cleared = await updateTenant(deps(steps), 'cleared', features, [
        'texts',
        'config',
        'supportEmail',
        'webhookUrl',
        'externalIssuer',
      ]);
      expect(cleared.printed).toEqual([
        'customers sign in at the embedded realm http://cleared.localhost:3000/auth/realms/cleared',
        'no webhook: events are for the cursor only',
      ]);
      expect(cleared.tenant.supportEmail).toBeNull();
      expect(cleared.tenant.realm.externalIssuer).toBeNull();
      expect(cleared.tenant.portalConfig).toMatchObject({
        features: [],
        texts: { nl: {}, fr: {}, en: {} },
        config: {},
      });
      expect(
        await db
          .selectFrom('tenants')
          .select(['webhook_url', 'webhook_secret', 'external_issuer', 'external_client_id'])
          .where('id', '=', tenantId)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        webhook_url: null,
        webhook_secret: null,
        external_issuer: null,
        external_client_id: null,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

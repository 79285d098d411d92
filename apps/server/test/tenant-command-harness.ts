// The set-up the `npm run tenant` tests share (decision 056): the command as an operator runs it
// (scripts/tenant.ts, a child process on the server's configuration) against the database a real
// app serves, whose clock runs ahead on demand past its 30 s tenant cache. Registers its own
// beforeAll/afterAll in the describe block it is called in. Each test makes the tenant it changes
// (`createdTenant`), so it passes alone and in any order (decision 064).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedDemoData } from '../src/demo/seed.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { setConfirmedPassword } from '../src/platform/identity/credential-repository.ts';
import { hashPassword } from '../src/platform/identity/password-hash.ts';
import { outputOf } from './child-output.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { RealmClient } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const script = join(import.meta.dirname, '../../../scripts/tenant.ts');
export const svgLogo = join(import.meta.dirname, '../../web/public/tenants/demo/logo.svg');

/** Tables the command writes: a refused command must leave every one as it was. */
const writtenTables = [
  'tenants',
  'tenant_logos',
  'status_list_items',
  'ticket_types',
  'ticket_type_labels',
  'realm_signing_keys',
  'push_vapid_keys',
] as const;

export async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of writtenTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

export interface ListedTenant {
  subdomain: string;
  name: string;
  languages: string[];
  defaultLanguage: string;
  features: string[];
  logoUrl: string;
  disabled: boolean;
}

export type TenantCommandHarness = ReturnType<typeof useTenantCommand>;

export function useTenantCommand(dialect: Dialect) {
  const files = mkdtempSync(join(tmpdir(), 'tenant-command-'));
  const keyEncryptionKey = randomBytes(32);
  let database: TestDatabase | undefined;
  let built: TestApp | undefined;
  // The app's clock runs ahead on demand: its tenant cache lives 30 s.
  let ahead = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    built = await buildTestApp(dialect, {
      database,
      seed: (db) => seedDemoData(db, { now: new Date() }),
      clock: () => new Date(Date.now() + ahead),
      config: { keyEncryptionKey },
    });
  });
  afterAll(async () => {
    await built?.close();
    rmSync(files, { recursive: true, force: true });
  });

  const app = (): TestApp => {
    if (!built) throw new Error('the tenant command is used outside a test (before beforeAll)');
    return built;
  };
  const commandEnv = () => ({
    PATH: process.env.PATH ?? '',
    ...database?.env,
    KEY_ENCRYPTION_KEY: keyEncryptionKey.toString('base64'),
    LOG_LEVEL: 'silent',
  });
  const tenantCommand = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      env: commandEnv(),
      encoding: 'utf8',
      timeout: 150_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  /** For a command that calls back into this process (the issuer check asks the test's provider):
   * spawnSync would block the event loop that must answer it. */
  const tenantCommandAsync = (...args: string[]) =>
    outputOf(spawn(process.execPath, [script, ...args], { env: commandEnv() }));
  const file = (name: string, content: string | Buffer) => {
    const path = join(files, name);
    writeFileSync(path, content);
    return path;
  };
  const get = (tenant: string, url: string, headers: Record<string, string> = {}) =>
    app().server.inject({
      url,
      headers: { 'x-subdomain': tenant, host: `${tenant}.localhost:3000`, ...headers },
    });
  const listed = (): ListedTenant[] => {
    const result = tenantCommand('list', '--json');
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as ListedTenant[];
  };
  const acmeOptions = () => [
    '--name',
    'Acme Solar',
    '--languages',
    'nl,fr',
    '--default-language',
    'fr',
    '--primary-color',
    '#123456',
    '--secondary-color',
    '#abcdef',
    '--logo',
    svgLogo,
    '--features',
    'support,survey',
    '--texts',
    file('texts.json', JSON.stringify({ fr: { welcomeTitle: 'Bienvenue chez Acme' } })),
    '--config',
    file('config.json', JSON.stringify({ companyName: 'Acme Solar srl', address: 'Rue 1' })),
    '--support-email',
    'Support@Acme.example.be',
    '--webhook-url',
    'https://erp.acme.example.be/webhooks',
  ];
  /** A new tenant made by the command with Acme's options; its output. */
  const createdTenant = (subdomain: string) => {
    const created = tenantCommand('create', subdomain, ...acmeOptions());
    expect(created.status, created.stderr).toBe(0);
    return created;
  };
  /** A customer of the tenant, signed in at its realm: the tenant's id, the customer's id and
   * bearer token. */
  const signedInCustomer = async (subdomain: string, email: string, password: string) => {
    const { db } = app().database;
    const tenant = await db
      .selectFrom('tenants')
      .select('id')
      .where('subdomain', '=', subdomain)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const customer = await db
      .insertInto('customers')
      .values({
        tenant_id: tenant.id,
        email,
        first_name: 'Anne',
        name: 'Dupont',
        language_code: 'fr',
        country_code: 'BE',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = { tenantId: tenant.id, customerId: customer.id };
    await setConfirmedPassword(db, owner, await hashPassword(password), new Date());
    const client = new RealmClient(app().server, subdomain);
    const tokens = await client.exchangeCode(await client.loginForCode({ email, password }));
    expect(tokens.statusCode, tokens.body).toBe(200);
    return { ...owner, tokens, authorization: `Bearer ${tokens.json().access_token}` };
  };
  return {
    app,
    /** Moves the app's clock past its tenant cache, so it reads what a command changed. */
    passTenantCache: () => {
      ahead += 31_000;
    },
    tenantCommand,
    tenantCommandAsync,
    file,
    get,
    listed,
    acmeOptions,
    createdTenant,
    signedInCustomer,
  };
}

// `npm run tenant -- create|list|update|disable|enable|client` (decision 056): adds an
// installer to the portal and changes it later, with the server's own configuration (DATA_DIR or
// DATABASE_URL, KEY_ENCRYPTION_KEY), so it reaches the running portal's database; running
// servers see a change within 30 seconds (their tenant cache). Every bad option is named, with
// the reason, and nothing is written (exit 1); a wrong command line prints the usage (exit 2).
import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AdministeredTenant } from '../apps/server/src/features/tenants/index.ts';
import {
  type ClearableSetting,
  clearFlags,
  createOptionsSchema,
  createTenant,
  listTenants,
  MAX_LOGO_BYTES,
  type OptionProblem,
  type Parsed,
  parseOptions,
  parseUpdateOptions,
  setTenantEnabled,
  type TenantChange,
  type TenantCommandDeps,
  TenantOptionsError,
  updateTenant,
} from '../apps/server/src/features/tenants/index.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { AppError } from '../apps/server/src/platform/errors/app-error.ts';
import { externalIssuerCheck } from '../apps/server/src/platform/identity/external-issuer-check.ts';
import { newIntegrationClient, rotateIntegrationSecret } from './tenant-integration-client.ts';
import { onboardingSteps } from './tenant-onboarding-steps.ts';

const usage = `usage:
  npm run tenant -- create <subdomain> --name <name> --primary-color <#rrggbb>
      --secondary-color <#rrggbb> --logo <file.svg|png|jpg> [--languages nl,fr,en]
      [--default-language nl] [--features support,survey,loyalty,monitoring|none]
      [--texts <texts.json>] [--config <config.json>] [--support-email <address>]
      [--webhook-url <https://...>] [--tag-manager-id <GTM-XXXXXX>]
      [--external-issuer <https://keycloak/realms/x> --external-client-id <id> [--skip-issuer-check]]
  npm run tenant -- list [--json]
  npm run tenant -- update <subdomain> <any create option>...
      [--clear-webhook-url] [--clear-texts] [--clear-config] [--clear-support-email]
      [--clear-tag-manager-id]
      [--embedded-issuer]   (take an optional setting away; the issuer back to the portal's own)
  npm run tenant -- disable <subdomain>
  npm run tenant -- enable <subdomain>
  npm run tenant -- client <subdomain>   (one more integration client; its secret printed once)
  npm run tenant -- rotate-secret <subdomain> <client-id>
      (a new secret printed once; the old one stops working at once)
  npm run tenant -- webhooks status <subdomain>   (also log, replay: npm run webhooks)`;

/** The command line's options, by the name the services give them. */
const settingOptions = {
  name: 'name',
  languages: 'languages',
  'default-language': 'defaultLanguage',
  'primary-color': 'primaryColor',
  'secondary-color': 'secondaryColor',
  logo: 'logo',
  features: 'features',
  texts: 'texts',
  config: 'config',
  'support-email': 'supportEmail',
  'webhook-url': 'webhookUrl',
  'tag-manager-id': 'tagManagerId',
  'external-issuer': 'externalIssuer',
  'external-client-id': 'externalClientId',
} as const;
type Flag = keyof typeof settingOptions;

const flagOf = new Map<string, string>(
  Object.entries(settingOptions).map(([flag, option]) => [option, `--${flag}`]),
);
flagOf.set('subdomain', '<subdomain>');

/** JSON files are small: text overrides and configuration values. */
const MAX_JSON_BYTES = 1024 * 1024;

class UsageError extends Error {}

function reportProblems(problems: readonly OptionProblem[]): void {
  for (const { option, reason } of problems) {
    console.error(`${flagOf.get(option) ?? option}: ${reason}`);
  }
  console.error('nothing was written');
  process.exitCode = 1;
}

/** The options' value, or every problem (files that could not be read first). */
function valid<T>(fileProblems: OptionProblem[], parsed: Parsed<T>): T {
  // A file that could not be read is not also "required".
  const unread = new Set(fileProblems.map((problem) => problem.option));
  const optionProblems = parsed.ok ? [] : parsed.problems;
  const problems = [
    ...fileProblems,
    ...optionProblems.filter((problem) => !unread.has(problem.option)),
  ];
  if (!parsed.ok || problems.length > 0) throw new TenantOptionsError(problems);
  return parsed.value;
}

async function readOptionFile(
  option: string,
  path: string,
  maxBytes: number,
): Promise<Buffer | OptionProblem> {
  try {
    const { size, isFile } = await stat(path).then((stats) => ({
      size: stats.size,
      isFile: stats.isFile(),
    }));
    if (!isFile) return { option, reason: `${path} is not a file` };
    if (size > maxBytes) return { option, reason: `${path} is larger than ${maxBytes / 1024} KB` };
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return { option, reason: `cannot read ${path} (${code})` };
  }
}

/** The options as given, files read: logo as bytes, JSON files as text. */
async function rawSettings(
  values: Partial<Record<Flag, string>>,
): Promise<{ raw: Record<string, unknown>; problems: OptionProblem[] }> {
  const raw: Record<string, unknown> = {};
  const problems: OptionProblem[] = [];
  for (const [flag, option] of Object.entries(settingOptions)) {
    const value = values[flag as Flag];
    if (value === undefined) continue;
    if (option === 'logo' || option === 'texts' || option === 'config') {
      const limit = option === 'logo' ? MAX_LOGO_BYTES : MAX_JSON_BYTES;
      const file = await readOptionFile(option, value, limit);
      if (Buffer.isBuffer(file)) raw[option] = option === 'logo' ? file : file.toString('utf8');
      else problems.push(file);
    } else {
      raw[option] = value;
    }
  }
  return { raw, problems };
}

function describeTenant(tenant: AdministeredTenant) {
  return {
    subdomain: tenant.subdomain,
    name: tenant.name,
    defaultLanguage: tenant.defaultLanguage,
    languages: tenant.languages,
    features: tenant.portalConfig.features,
    supportEmail: tenant.supportEmail,
    externalIssuer: tenant.realm.externalIssuer,
    logoUrl: tenant.portalConfig.logo.url,
    disabled: tenant.disabledAt !== null,
    disabledAt: tenant.disabledAt,
  };
}

function printTable(tenants: readonly AdministeredTenant[]): void {
  const rows = [
    ['SUBDOMAIN', 'NAME', 'LANGUAGES', 'FEATURES', 'STATE'],
    ...tenants.map((tenant) => [
      tenant.subdomain,
      tenant.name,
      // The default language first, starred.
      [
        `${tenant.defaultLanguage}*`,
        ...tenant.languages.filter((language) => language !== tenant.defaultLanguage),
      ].join(','),
      tenant.portalConfig.features.join(',') || '-',
      tenant.disabledAt === null ? 'enabled' : `disabled since ${tenant.disabledAt}`,
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
}

/** Asks the external issuer itself whether customers can sign in there (discovery, Keycloak's
 * layout, PKCE, signing keys) before anything is written; --skip-issuer-check to set it up
 * offline. */
async function checkIssuer(issuer: string | undefined): Promise<void> {
  if (issuer === undefined) return;
  const problems = await externalIssuerCheck(issuer);
  if (problems.length > 0) {
    throw new TenantOptionsError(problems.map((reason) => ({ option: 'externalIssuer', reason })));
  }
}

function printChange(verb: string, change: TenantChange): void {
  console.log(`tenant '${change.tenant.subdomain}' ${verb}`);
  for (const line of change.printed) console.log(line);
}

async function run(deps: TenantCommandDeps, argv: readonly string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      ...Object.fromEntries(
        Object.keys(settingOptions).map((flag) => [flag, { type: 'string' as const }]),
      ),
      ...Object.fromEntries(
        Object.values(clearFlags).map((flag) => [flag, { type: 'boolean' as const }]),
      ),
      json: { type: 'boolean' },
      'skip-issuer-check': { type: 'boolean' },
    },
  });
  const [command, subdomain, ...rest] = positionals;
  const clientId = command === 'rotate-secret' ? rest.shift() : undefined;
  if (rest.length > 0) throw new UsageError(`unexpected argument '${rest[0]}'`);
  const given = values as Partial<Record<Flag, string>> & {
    json?: boolean;
    'skip-issuer-check'?: boolean;
  };
  const settingsGiven = Object.keys(settingOptions).some(
    (flag) => given[flag as Flag] !== undefined,
  );
  const flagValues = values as Record<string, unknown>;
  const clear = (Object.keys(clearFlags) as ClearableSetting[]).filter(
    (setting) => flagValues[clearFlags[setting]] === true,
  );
  if (clear.length > 0 && command !== 'update') {
    const flags = clear.map((setting) => `--${clearFlags[setting]}`).join(', ');
    throw new UsageError(`${flags}: only update takes a setting away`);
  }

  if (command === 'list') {
    if (subdomain !== undefined || settingsGiven) throw new UsageError('list takes no tenant');
    const tenants = await listTenants(deps);
    if (given.json) console.log(JSON.stringify(tenants.map(describeTenant), null, 2));
    else printTable(tenants);
    return;
  }
  if (!subdomain) throw new UsageError(`${command ?? 'a command'} needs a tenant subdomain`);
  if (command === 'disable' || command === 'enable') {
    if (settingsGiven) throw new UsageError(`${command} takes no options`);
    const tenant = await setTenantEnabled(deps, subdomain, command === 'enable');
    console.log(`tenant '${tenant.subdomain}' ${command}d`);
    if (command === 'disable') {
      console.log('it answers as an unknown tenant (404) within 30 s; its data stays');
    }
    return;
  }
  if (command === 'client') {
    if (settingsGiven) throw new UsageError('client takes no options');
    const printed = await newIntegrationClient(deps.db, config, subdomain.trim().toLowerCase());
    if (!printed)
      throw new TenantOptionsError([{ option: 'subdomain', reason: `no tenant '${subdomain}'` }]);
    for (const line of printed) console.log(line);
    return;
  }
  if (command === 'rotate-secret') {
    if (settingsGiven) throw new UsageError('rotate-secret takes no options');
    if (!clientId) throw new UsageError('rotate-secret needs the integration client id');
    const tenant = subdomain.trim().toLowerCase();
    const printed = await rotateIntegrationSecret(deps.db, tenant, clientId);
    if (!printed)
      throw new TenantOptionsError([{ option: 'subdomain', reason: `no tenant '${subdomain}'` }]);
    for (const line of printed) console.log(line);
    return;
  }
  if (command !== 'create' && command !== 'update') {
    throw new UsageError(`unknown command '${command ?? ''}'`);
  }
  const { raw, problems } = await rawSettings(given);
  if (command === 'create') {
    const options = valid(problems, parseOptions(createOptionsSchema, { ...raw, subdomain }));
    if (!given['skip-issuer-check']) await checkIssuer(options.externalIssuer);
    printChange('created', await createTenant(deps, options));
    return;
  }
  if (!settingsGiven && clear.length === 0) {
    throw new UsageError('update needs at least one option to change');
  }
  const { settings, clear: cleared } = valid(problems, parseUpdateOptions(raw, clear));
  if (!given['skip-issuer-check']) await checkIssuer(settings.externalIssuer);
  const tenant = subdomain.trim().toLowerCase();
  printChange('updated', await updateTenant(deps, tenant, settings, cleared));
}

// `npm run tenant -- webhooks <status|log|replay> <subdomain> [...]`: the webhooks command
// (scripts/webhooks.ts) for one tenant, where an operator looks for a tenant's settings.
const [group, action, webhookTenant, ...webhookOptions] = process.argv.slice(2);
if (group === 'webhooks') {
  const script = join(import.meta.dirname, 'webhooks.ts');
  const tenantOption = webhookTenant === undefined ? [] : ['--tenant', webhookTenant];
  const args = [script, ...(action === undefined ? [] : [action]), ...tenantOption];
  const child = spawnSync(process.execPath, [...args, ...webhookOptions], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { sqliteFile: join(config.dataDir, 'portal.sqlite') },
);
try {
  await migrateToLatest(database.db);
  const deps = { db: database.db, clock: () => new Date(), steps: onboardingSteps(config) };
  await run(deps, process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
    // parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code for an unknown or bad flag.
    console.error(error.message);
    console.error(usage);
    process.exitCode = 2;
  } else if (error instanceof TenantOptionsError) {
    reportProblems(error.problems);
  } else if (error instanceof AppError) {
    reportProblems([{ option: error.field ?? 'tenant', reason: error.message }]);
  } else {
    console.error(error instanceof Error ? error.message : error);
    console.error('nothing was written');
    process.exitCode = 1;
  }
} finally {
  await database.close();
}

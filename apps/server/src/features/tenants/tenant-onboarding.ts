// Creating, changing and disabling tenants (decision 056), for `npm run tenant`. Each
// runs in one transaction: the tenant row, its standard lists, its logo and every onboarding
// step (realm keys, VAPID keys, and what other parts add: the integration client, the webhook
// address) are written together or not at all. The logo is checked and rasterised before the
// transaction opens, so no image work holds it.
import { ErrorCode } from '@portal/contract/error-code';
import type { Language, PortalConfig } from '@portal/contract/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { prepareLogo, storedLogoUrl } from './logo-image.ts';
import { insertStandardLists } from './standard-lists.ts';
import {
  type AdministeredTenant,
  findAdministeredTenant,
  insertTenantRow,
  listAdministeredTenants,
  setTenantDisabledAt,
  updateTenantRow,
} from './tenant-admin-repository.ts';
import { type StoredTenantLogo, saveTenantLogo } from './tenant-logo-repository.ts';
import {
  type ClearableSetting,
  type CreateOptions,
  type OptionProblem,
  settingsProblems,
  type TenantSettings,
} from './tenant-options.ts';

/** kg CO2-equivalent per kWh of grid electricity (recent yearly averages), for new tenants. */
export const DEFAULT_KWH_TO_KG_CO2E: Readonly<Record<string, number>> = {
  BE: 0.128,
  NL: 0.268,
  FR: 0.056,
  DE: 0.381,
  LU: 0.081,
};

export interface OnboardingContext {
  /** The open transaction: a step writes through it, so it commits or rolls back with the rest. */
  db: Kysely<Database>;
  /** The tenant as stored by now (after the change). */
  tenant: AdministeredTenant;
  /** On create, every option; on update, only the options given. */
  options: TenantSettings;
  /** On update, the optional settings taken away (the steps' own: webhook, external issuer). */
  cleared: readonly ClearableSetting[];
  now: Date;
}

/**
 * One more thing a tenant gets when it is created or changed, in the same transaction. Returns
 * lines for the operator, printed after the commit (e.g. a secret shown this once).
 */
export interface OnboardingStep {
  name: string;
  created?(context: OnboardingContext): Promise<readonly string[] | undefined>;
  updated?(context: OnboardingContext): Promise<readonly string[] | undefined>;
}

export interface TenantCommandDeps {
  db: Kysely<Database>;
  clock: () => Date;
  steps: readonly OnboardingStep[];
}

export interface TenantChange {
  tenant: AdministeredTenant;
  /** What the steps asked to show the operator, in step order. */
  printed: string[];
}

/** Bad options, all of them: the command names each and writes nothing. An AppError (a 400
 * VALIDATION on the first option), should an API ever take these options. */
export class TenantOptionsError extends AppError {
  readonly problems: readonly OptionProblem[];
  constructor(problems: readonly OptionProblem[]) {
    const message = problems.map((problem) => `${problem.option}: ${problem.reason}`).join('; ');
    super(ErrorCode.Validation, message, { field: problems[0]?.option ?? 'options' });
    this.name = 'TenantOptionsError';
    this.problems = problems;
  }
}

function unknownTenant(subdomain: string): AppError {
  return new AppError(ErrorCode.TenantNotFound, `no tenant '${subdomain}'`, {
    field: 'subdomain',
  });
}

/** The portal configuration holds texts for every language, empty where none are overridden. */
function allLanguages(texts: Partial<PortalConfig['texts']>): PortalConfig['texts'] {
  return { nl: {}, fr: {}, en: {}, ...texts };
}

function portalConfigOf(
  settings: {
    features: PortalConfig['features'];
    primaryColor: string;
    secondaryColor: string;
    texts: PortalConfig['texts'];
    config: PortalConfig['config'];
  },
  logoUrl: string,
  kWhToKgCo2eByCountry: PortalConfig['kWhToKgCo2eByCountry'],
): PortalConfig {
  return {
    features: settings.features,
    colors: { primary: settings.primaryColor, secondary: settings.secondaryColor },
    texts: settings.texts,
    logo: { url: logoUrl },
    kWhToKgCo2eByCountry,
    config: settings.config,
  };
}

async function runSteps(
  steps: readonly OnboardingStep[],
  kind: 'created' | 'updated',
  context: OnboardingContext,
): Promise<string[]> {
  const printed: string[] = [];
  for (const step of steps) printed.push(...((await step[kind]?.(context)) ?? []));
  return printed;
}

async function storedTenant(db: Kysely<Database>, subdomain: string) {
  const tenant = await findAdministeredTenant(db, subdomain);
  if (!tenant) throw unknownTenant(subdomain);
  return tenant;
}

export async function createTenant(
  deps: TenantCommandDeps,
  options: CreateOptions,
): Promise<TenantChange> {
  const defaultLanguage: Language = options.defaultLanguage ?? options.languages[0] ?? 'nl';
  const texts = allLanguages(options.texts ?? {});
  const supportEmail = options.supportEmail ?? null;
  const problems = settingsProblems({ ...options, defaultLanguage, texts, supportEmail });
  if (problems.length > 0) throw new TenantOptionsError(problems);
  const logo = await prepareLogo(options.logo);
  const now = deps.clock();
  const portalConfig = portalConfigOf(
    { ...options, texts, config: options.config ?? {} },
    storedLogoUrl(options.subdomain, logo),
    DEFAULT_KWH_TO_KG_CO2E,
  );
  return deps.db.transaction().execute(async (trx) => {
    const tenantId = await insertTenantRow(
      trx,
      {
        subdomain: options.subdomain,
        name: options.name,
        defaultLanguage,
        languages: options.languages,
        portalConfig: JSON.stringify(portalConfig),
        supportEmail,
        tagManagerId: options.tagManagerId ?? null,
      },
      now,
    );
    if (tenantId === undefined) {
      throw new AppError(ErrorCode.Conflict, `a tenant '${options.subdomain}' exists already`, {
        field: 'subdomain',
      });
    }
    await insertStandardLists(trx, tenantId);
    await saveTenantLogo(trx, tenantId, logo, now);
    const tenant = await storedTenant(trx, options.subdomain);
    const { subdomain: _subdomain, ...settings } = options;
    const printed = await runSteps(deps.steps, 'created', {
      db: trx,
      tenant,
      options: settings,
      cleared: [],
      now,
    });
    // As the steps left it (the issuer is theirs to set).
    return { tenant: await storedTenant(trx, options.subdomain), printed };
  });
}

/** Changes the options given and takes away those in `clear`; the others keep their value. */
export async function updateTenant(
  deps: TenantCommandDeps,
  subdomain: string,
  options: TenantSettings,
  clear: readonly ClearableSetting[] = [],
): Promise<TenantChange> {
  const current = await storedTenant(deps.db, subdomain);
  const { portalConfig } = current;
  const clears = new Set(clear);
  const merged = {
    name: options.name ?? current.name,
    languages: options.languages ?? current.languages,
    defaultLanguage: options.defaultLanguage ?? current.defaultLanguage,
    features: options.features ?? portalConfig.features,
    primaryColor: options.primaryColor ?? portalConfig.colors.primary,
    secondaryColor: options.secondaryColor ?? portalConfig.colors.secondary,
    texts: options.texts
      ? allLanguages(options.texts)
      : clears.has('texts')
        ? allLanguages({})
        : portalConfig.texts,
    config: options.config ?? (clears.has('config') ? {} : portalConfig.config),
    // Checked below like any other: the support feature still needs an address.
    supportEmail:
      options.supportEmail ?? (clears.has('supportEmail') ? null : current.supportEmail),
    tagManagerId:
      options.tagManagerId ?? (clears.has('tagManagerId') ? null : current.tagManagerId),
  };
  const problems = settingsProblems({
    ...merged,
    externalIssuer: options.externalIssuer,
    externalClientId: options.externalClientId,
  });
  if (problems.length > 0) throw new TenantOptionsError(problems);
  const logo: StoredTenantLogo | undefined = options.logo
    ? await prepareLogo(options.logo)
    : undefined;
  const now = deps.clock();
  const config = portalConfigOf(
    merged,
    logo ? storedLogoUrl(current.subdomain, logo) : portalConfig.logo.url,
    portalConfig.kWhToKgCo2eByCountry,
  );
  return deps.db.transaction().execute(async (trx) => {
    await updateTenantRow(
      trx,
      current.id,
      { ...merged, portalConfig: JSON.stringify(config) },
      now,
    );
    if (logo) await saveTenantLogo(trx, current.id, logo, now);
    const tenant = await storedTenant(trx, current.subdomain);
    const printed = await runSteps(deps.steps, 'updated', {
      db: trx,
      tenant,
      options,
      cleared: [...clears],
      now,
    });
    return { tenant: await storedTenant(trx, current.subdomain), printed };
  });
}

/** Disables the tenant (`enabled: false`) or enables it again; its data stays either way. */
export async function setTenantEnabled(
  deps: Pick<TenantCommandDeps, 'db' | 'clock'>,
  subdomain: string,
  enabled: boolean,
): Promise<AdministeredTenant> {
  return deps.db.transaction().execute(async (trx) => {
    const tenant = await storedTenant(trx, subdomain);
    // Disabling a disabled tenant keeps the date it was disabled first.
    if (enabled === (tenant.disabledAt === null)) return tenant;
    const now = deps.clock();
    await setTenantDisabledAt(trx, tenant.id, enabled ? null : now, now);
    return storedTenant(trx, subdomain);
  });
}

export function listTenants(deps: Pick<TenantCommandDeps, 'db'>): Promise<AdministeredTenant[]> {
  return listAdministeredTenants(deps.db);
}

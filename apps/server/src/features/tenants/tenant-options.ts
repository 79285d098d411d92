// The options of `npm run tenant -- create|update` (decision 056), validated by zod as the
// operator typed them: every problem is reported with the option it belongs to, all at once.
// Files (the logo, the text overrides, the configuration values) arrive read: their bytes or
// text. The logo's bytes are checked later, with the image itself (logo-image.ts).
import { languageSchema as contractLanguage, type Language } from '@portal/contract/portal';
import { Feature } from '@portal/domain/feature';
import { z } from 'zod/mini';
import { externalIssuerProblems } from '../../platform/tenancy/external-issuer.ts';
import { subdomainPattern } from '../../platform/tenancy/tenant-resolver.ts';

/** Names that are not a tenant: the bare portal's own hosts. */
const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'auth', 'static', 'assets']);

const subdomain = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.regex(subdomainPattern, 'letters, digits and inner hyphens only, at most 63 characters'),
  z.refine((value) => !RESERVED_SUBDOMAINS.has(value), 'is reserved for the portal itself'),
);

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '' && item !== 'none');

const languages = z.pipe(
  z.pipe(z.string(), z.transform(commaList)),
  z
    .array(
      z.enum(contractLanguage.options, {
        error: (issue) => `'${String(issue.input)}' is not a language: nl, fr or en`,
      }),
    )
    .check(
      z.minLength(1, 'at least one of nl, fr, en'),
      z.refine((list) => new Set(list).size === list.length, 'a language is listed twice'),
    ),
);

const features = z.pipe(
  z.pipe(z.string(), z.transform(commaList)),
  z.array(
    z.enum(Feature, {
      error: (issue) =>
        `'${String(issue.input)}' is not a feature: ${Object.values(Feature).join(', ')} (or none)`,
    }),
  ),
);

const colour = z.string().check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c'));

/** A JSON file's text, parsed, then checked by `schema`. */
function jsonFile<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch (error) {
          context.issues.push({
            code: 'custom',
            message: `not JSON: ${(error as Error).message}`,
            input: context.value,
          });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );
}

/** Texts per language that override the web app's translations key by key. */
const texts = jsonFile(
  z.partialRecord(
    z.enum(contractLanguage.options),
    z
      .record(
        z.string().check(z.minLength(1), z.maxLength(200)),
        z.string().check(z.maxLength(5000)),
      )
      .check(
        z.refine((entries) => Object.keys(entries).length <= 1000, 'at most 1000 texts a language'),
      ),
    { error: 'an object of languages (nl, fr, en), each an object of text key → text' },
  ),
);

/** Free configuration values (company name, address, VAT number, IBAN, ...; spec §3). */
const configValues = jsonFile(
  z
    .record(
      z.string().check(z.minLength(1), z.maxLength(100)),
      z.union([z.string().check(z.maxLength(2000)), z.number(), z.boolean()]),
      {
        error: 'an object of name → text, number or true/false',
      },
    )
    .check(z.refine((entries) => Object.keys(entries).length <= 200, 'at most 200 values')),
);

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Where the tenant's webhooks go: https, or http only to this machine (a back office in
 * development); no credentials in the address (the signature authenticates us). */
const webhookUrl = z
  .pipe(
    z.string().check(z.trim(), z.maxLength(2000, 'at most 2000 characters')),
    z.url({ error: 'not a URL' }),
  )
  .check(
    z.refine((value) => {
      const url = new URL(value);
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname))
      );
    }, 'must be https (http only for localhost)'),
    z.refine((value) => {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    }, 'may not hold a user name or password'),
  );

/** A Keycloak realm the tenant's customers sign in at instead of the embedded one (decision 057):
 * its form here; whether it answers as one is asked of it by the command (external-issuer-check). */
const externalIssuer = z.string().check(
  z.trim(),
  z.superRefine((value, context) => {
    for (const problem of externalIssuerProblems(value)) {
      context.addIssue({ code: 'custom', message: problem });
    }
  }),
);

/** The portal's public client at that realm. */
const externalClientId = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'may not be empty'),
    z.maxLength(200, 'at most 200 characters'),
    z.regex(/^\S+$/, 'may not hold spaces'),
  );

/** A Google Tag Manager container id, as Google gives it. */
const tagManagerId = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^GTM-[A-Z0-9]{4,12}$/, 'a container id such as GTM-AB12CD'),
  );

const settingShape = {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'may not be empty'),
      z.maxLength(120, 'at most 120 characters'),
    ),
  languages,
  defaultLanguage: z.enum(contractLanguage.options, { error: 'nl, fr or en' }),
  primaryColor: colour,
  secondaryColor: colour,
  features,
  texts,
  config: configValues,
  supportEmail: z.pipe(
    z.string().check(z.trim(), z.toLowerCase()),
    z.email({ error: 'not an e-mail address' }),
  ),
  webhookUrl,
  tagManagerId,
  externalIssuer,
  externalClientId,
  /** The logo file's bytes; checked and rasterised by logo-image.ts. */
  logo: z.instanceof(Uint8Array, { error: 'the path of an SVG, PNG or JPEG file' }),
};

/** What the operator may set on create and change on update. */
export const tenantSettingsSchema = z.partial(z.object(settingShape));
export type TenantSettings = z.output<typeof tenantSettingsSchema>;

/** The options of `create`: a new tenant needs a name, its colours and a logo. */
export const createOptionsSchema = z.object({
  ...settingShape,
  subdomain,
  languages: z._default(languages, ['nl', 'fr', 'en']),
  defaultLanguage: z.optional(settingShape.defaultLanguage),
  features: z._default(features, []),
  texts: z.optional(texts),
  config: z.optional(configValues),
  supportEmail: z.optional(settingShape.supportEmail),
  webhookUrl: z.optional(webhookUrl),
  tagManagerId: z.optional(tagManagerId),
  externalIssuer: z.optional(externalIssuer),
  externalClientId: z.optional(externalClientId),
});
export type CreateOptions = z.output<typeof createOptionsSchema>;

/** One bad option and why. */
export interface OptionProblem {
  option: string;
  reason: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: OptionProblem[] };

/** The optional settings `update` can take away, each with its flag: the webhook (the events are
 * then for the cursor only), the text overrides, the configuration values, the support address,
 * and the external issuer (customers sign in at the embedded realm again). */
export const clearFlags = {
  webhookUrl: 'clear-webhook-url',
  texts: 'clear-texts',
  config: 'clear-config',
  supportEmail: 'clear-support-email',
  tagManagerId: 'clear-tag-manager-id',
  externalIssuer: 'embedded-issuer',
} as const;
export type ClearableSetting = keyof typeof clearFlags;

/** What `update` changes: the settings given, and those taken away. */
export interface TenantUpdate {
  settings: TenantSettings;
  clear: ClearableSetting[];
}

function problemsOf(error: z.core.$ZodError): OptionProblem[] {
  return error.issues.map((issue) => ({
    option: String(issue.path[0] ?? 'options'),
    reason:
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message,
  }));
}

export function parseOptions<T extends z.core.$ZodType>(
  schema: T,
  raw: Record<string, unknown>,
): Parsed<z.output<T>> {
  const result = z.safeParse(schema, raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsOf(result.error) };
}

/** The options of `update`: every setting checked as on create, and none both given and
 * cleared (an external client id counts as part of the external issuer). */
export function parseUpdateOptions(
  raw: Record<string, unknown>,
  clear: readonly ClearableSetting[],
): Parsed<TenantUpdate> {
  const parsed = parseOptions(tenantSettingsSchema, raw);
  const contradictions = [...new Set(clear)].flatMap((setting) =>
    (setting === 'externalIssuer' ? ['externalIssuer', 'externalClientId'] : [setting])
      .filter((option) => raw[option] !== undefined)
      .map((option) => ({
        option,
        reason: `is given with --${clearFlags[setting]}: set it or clear it, not both`,
      })),
  );
  const problems = [...(parsed.ok ? [] : parsed.problems), ...contradictions];
  if (!parsed.ok || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { settings: parsed.value, clear: [...new Set(clear)] } };
}

/** The rules between options, checked on a tenant's whole settings (after an update too). */
export function settingsProblems(settings: {
  languages: readonly Language[];
  defaultLanguage: Language;
  texts: Partial<Record<Language, Readonly<Record<string, string>>>>;
  features: readonly string[];
  supportEmail: string | null;
  externalIssuer?: string | undefined;
  externalClientId?: string | undefined;
}): OptionProblem[] {
  const problems: OptionProblem[] = [];
  if ((settings.externalIssuer === undefined) !== (settings.externalClientId === undefined)) {
    problems.push({
      option: settings.externalIssuer === undefined ? 'externalIssuer' : 'externalClientId',
      reason: 'is required with the other: an external issuer and the portal client there',
    });
  }
  if (!settings.languages.includes(settings.defaultLanguage)) {
    problems.push({
      option: 'defaultLanguage',
      reason: `${settings.defaultLanguage} is not one of the languages (${settings.languages.join(', ')})`,
    });
  }
  const foreign = Object.entries(settings.texts)
    .filter(([language, entries]) => {
      const isOther = !settings.languages.includes(language as Language);
      return isOther && Object.keys(entries ?? {}).length > 0;
    })
    .map(([language]) => language);
  if (foreign.length > 0) {
    problems.push({
      option: 'texts',
      reason: `has texts for ${foreign.join(', ')}, not one of the languages (${settings.languages.join(', ')})`,
    });
  }
  if (settings.features.includes(Feature.Support) && settings.supportEmail === null) {
    problems.push({
      option: 'supportEmail',
      reason: 'is required with the support feature (tickets are mailed there)',
    });
  }
  return problems;
}

// Portal endpoints of spec §7: realm, configuration and tag-manager id.
import { Feature } from '@portal/domain/feature';
import { z } from 'zod/mini';

export const featureSchema = z.enum(Feature);

export const languageSchema = z.enum(['nl', 'fr', 'en']);
export type Language = z.infer<typeof languageSchema>;

/** Read by the client as auth-server-url, realm, resource (Keycloak's adapter names). */
export const realmSchema = z.object({
  'auth-server-url': z.string(),
  realm: z.string(),
  resource: z.string(),
});
export type Realm = z.infer<typeof realmSchema>;

const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

export const portalConfigSchema = z.object({
  features: z.array(featureSchema),
  colors: z.catchall(z.object({ primary: hexColor, secondary: hexColor }), hexColor),
  /** Tenant texts per language; they override the built-in translations key by key. */
  texts: z.record(languageSchema, z.record(z.string(), z.string())),
  logo: z.object({ url: z.string() }),
  /** kg CO2-equivalent per kWh of grid electricity, by ISO country code. */
  kWhToKgCo2eByCountry: z.record(z.string(), z.number()),
  /** Free configuration values (company name, contact e-mail and phone, ...). */
  config: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;

/**
 * The answer of GET portal/config (and the configuration written into index.html): the stored
 * configuration and the tenant's interface languages (decision 056), in the tenant's order, the
 * order given to `npm run tenant -- create --languages` and the one its login page's switch shows;
 * the default language (`config.defaultLanguage`) is one of them but not necessarily the first.
 * Its own schema because the stored configuration (tenants.portal_config, push snapshots) has
 * no languages: they live in their own column.
 */
export const publicPortalConfigSchema = z.extend(portalConfigSchema, {
  languages: z.array(languageSchema).check(z.minLength(1)),
});
export type PublicPortalConfig = z.infer<typeof publicPortalConfigSchema>;

/** The tenant's tag-manager container id, and the origin it loads from (null without one). */
export const tagIdSchema = z.object({
  tagId: z.nullable(z.string()),
  scriptOrigin: z.optional(z.nullable(z.string())),
});
export type TagId = z.infer<typeof tagIdSchema>;

// Where the login page's form and links go, all on the tenant's own origin: the interaction's
// login path (the form), the interaction in another of the tenant's languages (the language
// switch), the SPA's
// forgotten-password page, and the SPA's /login to start over.
import type { Language } from '@portal/contract/portal';
import type { AppConfig } from '../config/config.ts';
import { embeddedIssuer } from '../tenancy/realm-settings.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

export function loginPageLinks(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  tenant: Pick<TenantRecord, 'subdomain' | 'languages'>,
) {
  const origin = tenantOrigin(config, tenant.subdomain);
  const issuer = embeddedIssuer(config, tenant.subdomain);
  return {
    /** The form's links for interaction `uid`. */
    forPage(uid: string, language: Language) {
      const interaction = `${issuer}/interaction/${encodeURIComponent(uid)}`;
      return {
        action: `${interaction}/login`,
        /** The tenant's languages, which the language switch offers. */
        languages: tenant.languages,
        languageHref: (other: Language) => `${interaction}?lang=${other}`,
        forgotPasswordHref: `${origin}/forgotpassword?lang=${language}`,
      };
    },
    /** The SPA's login page, which starts a new login. */
    restart: (language: Language) => `${origin}/login?lang=${language}`,
  };
}

// A tenant's page data as the portal server writes it into index.html, for the tests of the first
// screen the server paints (decision 059): the realm and a configuration with tenant texts.
import type { FirstScreenRequest } from '@portal/contract/first-screen';
import type { PublicPortalConfig } from '@portal/contract/portal';

export const tenantConfig: PublicPortalConfig = {
  features: ['support', 'loyalty', 'monitoring'],
  colors: { primary: '#1565c0', secondary: '#0d47a1' },
  // A `$&` would read as a replacement pattern if the page were spliced carelessly.
  texts: { nl: { companyName: 'Zon & $& Co' }, fr: {}, en: {} },
  logo: { url: '/tenants/demo/logo.svg' },
  kWhToKgCo2eByCountry: {},
  config: { defaultLanguage: 'nl' },
  languages: ['nl', 'fr', 'en'],
};

export const tenantPage: FirstScreenRequest['page'] = {
  realm: { 'auth-server-url': 'http://demo.localhost/auth', realm: 'demo', resource: 'portal' },
  config: tenantConfig,
};

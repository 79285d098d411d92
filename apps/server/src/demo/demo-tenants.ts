// The two demo installers and their portal configuration (spec §3): a Flemish installer with every
// feature on, and a Walloon one, French by default, with support only.
import type { Language, PortalConfig } from '@portal/contract/portal';
import { Feature } from '@portal/domain/feature';
import { DEFAULT_KWH_TO_KG_CO2E } from '../features/tenants/index.ts';

export interface DemoTenant {
  subdomain: string;
  name: string;
  defaultLanguage: Language;
  portalConfig: PortalConfig;
  tagManagerId: string | null;
  /** Where the company hears of tickets (tenants.support_email, decision 034). */
  supportEmail: string;
  /** 4-digit prefix of the tenant's structured communications. */
  paymentReferenceCode: number;
  /** Invoice number prefix, e.g. "ZW2026/". */
  invoicePrefix: string;
}

const kWhToKgCo2eByCountry = { ...DEFAULT_KWH_TO_KG_CO2E };

export function demoTenants(year: number): DemoTenant[] {
  return [
    {
      subdomain: 'demo',
      name: 'Zonnewende Energie',
      defaultLanguage: 'nl',
      // No container, like helios (decision 077): nothing to consent to, so no banner. An operator
      // gives a tenant one with `npm run tenant -- update demo --tag-manager-id GTM-...`.
      tagManagerId: null,
      supportEmail: 'support@zonnewende.example.be',
      paymentReferenceCode: 7301,
      invoicePrefix: `ZW${year}/`,
      portalConfig: {
        features: [Feature.Support, Feature.Survey, Feature.Loyalty, Feature.Monitoring],
        colors: { primary: '#8bc34a', secondary: '#2e5e1e' },
        logo: { url: '/tenants/demo/logo.svg' },
        kWhToKgCo2eByCountry,
        config: {
          companyName: 'Zonnewende Energie bv',
          contactEmail: 'klantendienst@zonnewende.example.be',
          salesEmail: 'verkoop@zonnewende.example.be',
          reviewUrl: 'https://www.zonnewende.example.be/reviews',
          documentsCdnUrl: 'https://cdn.zonnewende.example.be/',
          contactPhone: '+32 15 28 44 10',
          website: 'https://www.zonnewende.example.be',
          address: 'Battelsesteenweg 134, 2800 Mechelen',
          vatNumber: 'BE 0712.345.630',
          beneficiaryName: 'Zonnewende Energie bv',
          iban: 'BE73 7350 1234 5660',
          bic: 'KREDBEBB',
        },
        texts: {
          nl: {
            welcomeTitle: 'Welkom in uw Zonnewende-portaal',
            welcomeText: 'Volg uw installaties, documenten en energie op één plek.',
            companyName: 'Zonnewende Energie',
            supportIntro: 'Vragen? Onze klantendienst helpt u op werkdagen van 8 tot 17 uur.',
          },
          fr: {
            welcomeTitle: 'Bienvenue sur votre portail Zonnewende',
            welcomeText: 'Suivez vos installations, documents et énergie en un seul endroit.',
            companyName: 'Zonnewende Energie',
            supportIntro:
              'Des questions ? Notre service clientèle vous aide en semaine de 8 à 17 h.',
          },
          en: {
            welcomeTitle: 'Welcome to your Zonnewende portal',
            welcomeText: 'Follow your installations, documents and energy in one place.',
            companyName: 'Zonnewende Energie',
            supportIntro:
              'Questions? Our customer service helps you on weekdays from 8 am to 5 pm.',
          },
        },
      },
    },
    {
      subdomain: 'helios',
      name: 'Helios Solaire',
      defaultLanguage: 'fr',
      tagManagerId: null,
      supportEmail: 'support@helios-solaire.example.be',
      paymentReferenceCode: 7302,
      invoicePrefix: `HS${year}-`,
      portalConfig: {
        features: [Feature.Support],
        colors: { primary: '#1a3a6b', secondary: '#f28c28' },
        logo: { url: '/tenants/helios/logo.svg' },
        kWhToKgCo2eByCountry,
        config: {
          companyName: 'Helios Solaire srl',
          contactEmail: 'service@helios-solaire.example.be',
          contactPhone: '+32 81 22 63 90',
          website: 'https://www.helios-solaire.example.be',
          documentsCdnUrl: 'https://cdn.helios-solaire.example.be/',
          address: 'Chaussée de Louvain 412, 5004 Namur',
          vatNumber: 'BE 0798.765.405',
          beneficiaryName: 'Helios Solaire srl',
          iban: 'BE42 0016 5432 1054',
          bic: 'GEBABEBB',
        },
        texts: {
          fr: {
            welcomeTitle: 'Bienvenue chez Helios Solaire',
            welcomeText: 'Votre espace client pour suivre vos installations et vos documents.',
            companyName: 'Helios Solaire',
            supportIntro: 'Une question ? Écrivez-nous, nous répondons sous deux jours ouvrables.',
          },
          nl: {
            welcomeTitle: 'Welkom bij Helios Solaire',
            welcomeText: 'Uw klantenruimte om uw installaties en documenten op te volgen.',
            companyName: 'Helios Solaire',
            supportIntro: 'Een vraag? Schrijf ons, we antwoorden binnen twee werkdagen.',
          },
          en: {
            welcomeTitle: 'Welcome to Helios Solaire',
            welcomeText: 'Your customer area to follow your installations and documents.',
            companyName: 'Helios Solaire',
            supportIntro: 'A question? Write to us, we answer within two working days.',
          },
        },
      },
    },
  ];
}

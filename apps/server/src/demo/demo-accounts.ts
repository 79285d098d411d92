// The demo tenants and their customers, for the README, the login screen's hints and tests.
// The main customer of each tenant comes first. Every customer signs in with the tenant's demo
// password, except the invited one, who still has to choose a password through the invitation.

export interface DemoAccount {
  email: string;
  name: string;
  language: 'nl' | 'fr' | 'en';
  /** What the account shows. */
  summary: string;
  /** Invited but not yet registered: no password until the invitation link is used. */
  invited?: boolean;
}

export interface DemoTenantAccounts {
  subdomain: string;
  name: string;
  /** The password of every registered demo customer of the tenant. */
  password: string;
  customers: readonly DemoAccount[];
}

/** Demo passwords per tenant (they satisfy the minimum strength of newPasswordSchema). */
export const demoPasswords = {
  demo: 'Zonnewende-2026',
  helios: 'Helios-2026!',
} as const;

export const demoAccounts: readonly DemoTenantAccounts[] = [
  {
    subdomain: 'demo',
    name: 'Zonnewende Energie',
    password: demoPasswords.demo,
    customers: [
      {
        email: 'jan.peeters@example.be',
        name: 'Jan Peeters',
        language: 'nl',
        summary:
          'six installations and every dashboard action: a three-version offer to approve, a ' +
          'prepayment and a final invoice to pay, an iChoosr delivery document to sign, a ' +
          'survey to answer; tickets, repairs, notifications, referrals, flexio and smappee devices',
      },
      {
        email: 'marie.claes@example.be',
        name: 'Marie Claes',
        language: 'nl',
        summary: 'signed, prepaid and planned installations; a new ticket',
      },
      {
        email: 'pieter.janssens@example.be',
        name: 'Pieter Janssens',
        language: 'nl',
        summary: 'ordered, paid and inspection-planned installations; a repair in progress',
      },
      {
        email: 'sofie.maes@example.be',
        name: 'Sofie Maes',
        language: 'fr',
        summary: 'Brussels (Sibelga): completed, awaiting grid operator, rejected inspection',
      },
      {
        email: 'emma.jacobs@example.be',
        name: 'Emma Jacobs',
        language: 'en',
        summary: 'English-speaking; solar panels installed three days ago',
      },
      {
        email: 'lucas.wouters@example.be',
        name: 'Lucas Wouters',
        language: 'nl',
        summary: 'invited, not yet registered: a first solar offer waits behind the invitation',
        invited: true,
      },
    ],
  },
  {
    subdomain: 'helios',
    name: 'Helios Solaire',
    password: demoPasswords.helios,
    customers: [
      {
        email: 'camille.dubois@example.be',
        name: 'Camille Dubois',
        language: 'fr',
        summary: 'ORES: completed solar panels, a planned battery, a heat-pump offer to approve',
      },
      {
        email: 'julien.lambert@example.be',
        name: 'Julien Lambert',
        language: 'fr',
        summary: 'RESA: queued grid request, a charging-station invoice to pay',
      },
      {
        email: 'thomas.leroy@example.be',
        name: 'Thomas Leroy',
        language: 'fr',
        summary: 'REW and AIEG: two registered solar installations',
      },
      {
        email: 'nathalie.renard@example.be',
        name: 'Nathalie Renard',
        language: 'nl',
        summary: 'AIESH: a paid heat-pump boiler, Dutch-speaking in a French tenant',
      },
      {
        email: 'elise.martin@example.be',
        name: 'Élise Martin',
        language: 'fr',
        summary:
          'invited, not yet registered: a charging-station offer waits behind the invitation',
        invited: true,
      },
    ],
  },
];

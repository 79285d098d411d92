// Generated customers: a Belgian name and address, and one to three installations (two on
// average) copied from the demo customers' stories, so that every generated customer owns the
// same kinds and numbers of rows as a demo customer (offers with one to three versions and their
// articles, orders, prepayment and final invoices, credit notes, deliveries, inspections,
// grid-operator requests) and their installations stand in every status the demo shows.
import type { Language } from '@portal/contract/portal';
import { janPeeters } from '../../apps/server/src/demo/demo-main-customer.ts';
import {
  emmaJacobs,
  marieClaes,
  pieterJanssens,
  sofieMaes,
} from '../../apps/server/src/demo/demo-other-customers.ts';
import {
  camilleDubois,
  julienLambert,
  nathalieRenard,
  thomasLeroy,
} from '../../apps/server/src/demo/helios-customers.ts';
import { eliseMartin, lucasWouters } from '../../apps/server/src/demo/invited-customers.ts';
import type {
  CustomerScenario,
  InstallationScenario,
} from '../../apps/server/src/demo/scenario-types.ts';
import type { Random } from './random.ts';

const demoCustomers = [
  janPeeters,
  marieClaes,
  pieterJanssens,
  sofieMaes,
  emmaJacobs,
  lucasWouters,
  camilleDubois,
  julienLambert,
  thomasLeroy,
  nathalieRenard,
  eliseMartin,
];

/** Every installation story of the demo data. */
const installationPool: readonly InstallationScenario[] = demoCustomers.flatMap(
  (customer) => customer.installations,
);

const firstNames = ['An', 'Bart', 'Chloé', 'Dries', 'Elke', 'Fien', 'Geert', 'Hanne', 'Ilse'];
const moreFirstNames = ['Jonas', 'Karel', 'Lotte', 'Mathis', 'Nina', 'Olivier', 'Pauline'];
const lastNames = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes'];
const moreLastNames = ['Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Martin'];
const towns = [
  { postalCode: '2800', city: 'Mechelen' },
  { postalCode: '3000', city: 'Leuven' },
  { postalCode: '9000', city: 'Gent' },
  { postalCode: '2000', city: 'Antwerpen' },
  { postalCode: '5000', city: 'Namur' },
  { postalCode: '4000', city: 'Liège' },
  { postalCode: '1000', city: 'Bruxelles' },
  { postalCode: '8000', city: 'Brugge' },
];
const streets = ['Kerkstraat', 'Stationsstraat', 'Rue de la Gare', 'Molenstraat', 'Dorpsstraat'];
const languages: readonly Language[] = ['nl', 'nl', 'nl', 'fr', 'fr', 'en'];

/** Customer number `index` (from 1) of a tenant; the e-mail is unique within the tenant. */
export function scaleCustomer(random: Random, subdomain: string, index: number): CustomerScenario {
  const firstName = random.pick([...firstNames, ...moreFirstNames]);
  const name = random.pick([...lastNames, ...moreLastNames]);
  const town = random.pick(towns);
  const count = random.next() < 0.25 ? 1 : random.next() < 0.67 ? 2 : 3;
  const installations: InstallationScenario[] = [];
  while (installations.length < count) {
    const story = random.pick(installationPool);
    if (!installations.includes(story)) installations.push(story);
  }
  const birthYear = random.int(1945, 2000);
  return {
    firstName,
    name,
    email: `customer-${String(index).padStart(6, '0')}@${subdomain}.scale.example.be`,
    phone: `+32 4${random.int(70, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    language: random.pick(languages),
    streetAndNumber: `${random.pick(streets)} ${random.int(1, 180)}`,
    postalCode: town.postalCode,
    city: town.city,
    birthDate: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
    birthSequence: random.int(1, 997),
    day: -random.int(60, 900),
    installations,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// One customer per tenant whose account the installer created but who has not yet chosen a
// password: the invitation flow (mail → /confirmregistration → login) starts from them. Each has
// just received a first offer.
import { OfferStatusId } from '@portal/domain/status-ids';
import { OfferType } from './scenario-helpers.ts';
import type { CustomerScenario } from './scenario-types.ts';

const install = ['PLAATSING-INDIENST', 1] as const;

export const lucasWouters: CustomerScenario = {
  firstName: 'Lucas',
  name: 'Wouters',
  email: 'lucas.wouters@example.be',
  phone: '+32 494 61 08 37',
  language: 'nl',
  streetAndNumber: 'Tiensevest 112',
  postalCode: '3000',
  city: 'Leuven',
  birthDate: '1993-02-14',
  birthSequence: 317,
  day: -2,
  installations: [
    {
      key: 'lucas-pv',
      day: -2,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarPanels,
      offerStatus: OfferStatusId.Sent,
      versions: [
        {
          status: OfferStatusId.Sent,
          day: -2,
          validForDays: 30,
          lines: [
            ['AIKO-A450-MAH54MW', 8],
            ['HUA-SUN2000-5KTL-L1', 1],
            ['MONT-PV-HELLEND', 8],
            install,
          ],
        },
      ],
    },
  ],
};

export const eliseMartin: CustomerScenario = {
  firstName: 'Élise',
  name: 'Martin',
  email: 'elise.martin@example.be',
  phone: '+32 477 30 52 18',
  language: 'fr',
  streetAndNumber: 'Rue Saint-Gilles 58',
  postalCode: '4000',
  city: 'Liège',
  birthDate: '1990-06-30',
  birthSequence: 412,
  day: -1,
  installations: [
    {
      key: 'elise-charger',
      day: -1,
      gridOperator: 'RESA',
      offerTypeId: OfferType.ChargingStation,
      offerStatus: OfferStatusId.Sent,
      versions: [
        {
          status: OfferStatusId.Sent,
          day: -1,
          validForDays: 30,
          lines: [['ALF-EVE-SPL-11', 1], install],
        },
      ],
    },
  ],
};

// Customers of Helios Solaire (Wallonia, French by default, support only): installations with
// ORES, RESA, REW, AIEG and AIESH, grid-operator requests in several states.
import {
  DeliveryStatusId,
  OfferStatusId,
  OrderStatusId,
  RepairStatusId,
  TicketStatusId,
} from '@portal/domain/status-ids';
import { connectionEan } from './belgian-ids.ts';
import { OfferType, signedOffer } from './scenario-helpers.ts';
import type { CustomerScenario, InstallationScenario } from './scenario-types.ts';
import { TicketType } from './status-texts.ts';

const install = ['PLAATSING-INDIENST', 1] as const;

/** A solar installation taken all the way to its grid-operator request. */
function registeredPv(
  key: string,
  day: number,
  gridOperator: string,
  request: NonNullable<InstallationScenario['gridRequest']>,
  panels: number,
): InstallationScenario {
  return {
    key,
    day,
    gridOperator,
    offerTypeId: OfferType.SolarPanels,
    qrFilledIn: true,
    opleveringDone: true,
    keuringCertificate: `AIB-${String(-day * 7).padStart(6, '0')}`,
    ...signedOffer(day, [
      ['JKM440N-54HL4R-V', panels],
      ['FRO-GEN24-6.0-PLUS', 1],
      ['MONT-PV-HELLEND', panels],
      install,
    ]),
    order: { status: OrderStatusId.Closed, day: day + 10, paymentStage: 'finalInvoice' },
    prepayment: { day: day + 10, paidDay: day + 14 },
    delivery: { status: DeliveryStatusId.Done, installationDay: day + 50 },
    invoice: { day: day + 55, paidDay: day + 70 },
    inspections: [{ on: 'invoice', day: day + 72, state: 'approved', appointmentDay: day + 80 }],
    gridRequest: request,
  };
}

export const camilleDubois: CustomerScenario = {
  firstName: 'Camille',
  name: 'Dubois',
  email: 'camille.dubois@example.be',
  phone: '+32 81 74 22 05',
  language: 'fr',
  streetAndNumber: 'Rue de Fer 25',
  postalCode: '5000',
  city: 'Namur',
  birthDate: '1982-11-08',
  birthSequence: 153,
  day: -400,
  installations: [
    registeredPv(
      'camille-pv',
      -380,
      'ORES',
      {
        status: 'done',
        day: -295,
        sentDay: -294,
        doneDay: -270,
        ean: connectionEan('ORES', 77_410_026),
      },
      14,
    ),
    {
      key: 'camille-battery',
      day: -45,
      gridOperator: 'ORES',
      offerTypeId: OfferType.Battery,
      ...signedOffer(-45, [['BYD-HVS-BCU', 1], ['BYD-HVS-2.56', 3], install]),
      order: { status: OrderStatusId.InPlanning, day: -38, paymentStage: 'afterDelivery' },
      prepayment: { day: -38, paidDay: -33 },
      delivery: {
        status: DeliveryStatusId.Planned,
        installationDay: 12,
        sepaLoan: true,
        remarks: 'Accès par le garage, clé chez le voisin au n° 27.',
      },
    },
    {
      key: 'camille-heatpump',
      day: -7,
      gridOperator: 'ORES',
      offerTypeId: OfferType.HeatPump,
      offerStatus: OfferStatusId.Sent,
      versions: [
        {
          status: OfferStatusId.Sent,
          day: -7,
          validForDays: 30,
          seenDay: -6,
          lines: [['DAI-ERGA08EV-EHBH08E6V', 1], install],
        },
      ],
    },
  ],
  tickets: [
    {
      installation: 'camille-pv',
      type: TicketType.Technical,
      status: TicketStatusId.WaitingForReply,
      day: -4,
      title: 'Production plus faible que prévu',
      description: 'Depuis deux semaines, la production journalière a baissé de moitié.',
      messages: [
        { author: 'customer', day: -4, body: 'Le temps était pourtant ensoleillé.' },
        {
          author: 'installer',
          day: -1,
          body: 'Pouvez-vous nous envoyer une photo de l’onduleur ?',
        },
      ],
    },
  ],
  notifications: [
    {
      key: 'offerAvailable',
      route: 'installations',
      params: { versionNumber: 1 },
      day: -7,
      seenDay: -6,
    },
    {
      key: 'deliveryPlanned',
      route: 'delivery',
      installation: 'camille-battery',
      dateDay: 12,
      day: -5,
    },
  ],
};

export const julienLambert: CustomerScenario = {
  firstName: 'Julien',
  name: 'Lambert',
  email: 'julien.lambert@example.be',
  phone: '+32 4 223 71 58',
  language: 'fr',
  streetAndNumber: 'Rue Saint-Gilles 140',
  postalCode: '4000',
  city: 'Liège',
  birthDate: '1975-03-21',
  birthSequence: 97,
  day: -250,
  installations: [
    registeredPv(
      'julien-pv',
      -230,
      'RESA',
      { status: 'queued', day: -130, ean: connectionEan('RESA', 12_800_311) },
      10,
    ),
    {
      key: 'julien-charger',
      day: -35,
      gridOperator: 'RESA',
      offerTypeId: OfferType.ChargingStation,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-35, [['ALF-EVE-SPL-11', 1], install], { signedAfter: 4 }),
      order: { status: OrderStatusId.Installed, day: -30, paymentStage: 'finalInvoice' },
      delivery: { status: DeliveryStatusId.Done, installationDay: -6 },
      invoice: { day: -4 },
    },
  ],
  repairs: [
    {
      installation: 'julien-pv',
      status: RepairStatusId.Resolved,
      day: -100,
      description: 'Remplacement d’un connecteur MC4 endommagé sur la chaîne 2.',
      plannedDay: -95,
      resolvedDay: -95,
    },
  ],
};

export const thomasLeroy: CustomerScenario = {
  firstName: 'Thomas',
  name: 'Leroy',
  email: 'thomas.leroy@example.be',
  phone: '+32 10 24 56 81',
  language: 'fr',
  streetAndNumber: 'Rue du Commerce 12',
  postalCode: '1300',
  city: 'Wavre',
  birthDate: '1988-07-14',
  birthSequence: 201,
  day: -200,
  installations: [
    registeredPv(
      'thomas-pv',
      -190,
      'REW',
      { status: 'sent via api', day: -100, sentDay: -100, ean: connectionEan('REW', 550_218) },
      12,
    ),
    {
      ...registeredPv(
        'thomas-second-home',
        -150,
        'AIEG',
        { status: 'todo', day: -60, ean: connectionEan('AIEG', 90_133) },
        6,
      ),
      site: { streetAndNumber: 'Rue de la Papeterie 4', postalCode: '5300', city: 'Andenne' },
    },
  ],
};

export const nathalieRenard: CustomerScenario = {
  firstName: 'Nathalie',
  name: 'Renard',
  email: 'nathalie.renard@example.be',
  phone: '+32 60 21 48 93',
  language: 'nl',
  streetAndNumber: 'Grand-Place 9',
  postalCode: '6460',
  city: 'Chimay',
  birthDate: '1994-12-02',
  birthSequence: 412,
  day: -120,
  installations: [
    {
      key: 'nathalie-boiler',
      day: -110,
      gridOperator: 'AIESH',
      offerTypeId: OfferType.HeatPumpBoiler,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-110, [['ARI-NUOS-PLUS-S2-250', 1], install]),
      order: { status: OrderStatusId.Installed, day: -100, paymentStage: 'finalInvoice' },
      delivery: { status: DeliveryStatusId.Done, installationDay: -60 },
      invoice: { day: -55, paidDay: -41 },
    },
  ],
};

// The other customers of Zonnewende, chosen so that, with Jan Peeters, the tenant has an
// installation in each of the 13 installation statuses (named on each installation) and
// inspections in every state.
import {
  DeliveryStatusId,
  OrderStatusId,
  RepairStatusId,
  TicketStatusId,
} from '@portal/domain/status-ids';
import { connectionEan } from './belgian-ids.ts';
import { OfferType, signedOffer } from './scenario-helpers.ts';
import type { CustomerScenario } from './scenario-types.ts';
import { TicketType } from './status-texts.ts';

const install = ['PLAATSING-INDIENST', 1] as const;

export const marieClaes: CustomerScenario = {
  firstName: 'Marie',
  name: 'Claes',
  email: 'marie.claes@example.be',
  phone: '+32 486 55 21 09',
  language: 'nl',
  streetAndNumber: 'Diksmuidelaan 88',
  postalCode: '2600',
  city: 'Berchem',
  birthDate: '1985-09-23',
  birthSequence: 224,
  day: -100,
  installations: [
    {
      // Prepaid: order confirmed, prepayment paid, delivery still to be planned.
      key: 'marie-boiler',
      day: -70,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.HeatPumpBoiler,
      ...signedOffer(-70, [['ARI-NUOS-PLUS-S2-250', 1], install]),
      order: { status: OrderStatusId.Confirmed, day: -58, paymentStage: 'afterDelivery' },
      prepayment: { day: -58, paidDay: -50 },
      delivery: { status: DeliveryStatusId.ToPlan },
    },
    {
      // Planned: installation next week.
      key: 'marie-charger',
      day: -50,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.ChargingStation,
      ...signedOffer(-50, [['WBX-PULSAR-PLUS-11', 1], install], { signedAfter: 5 }),
      order: { status: OrderStatusId.InPlanning, day: -44, paymentStage: 'afterDelivery' },
      prepayment: { day: -44, paidDay: -40 },
      delivery: { status: DeliveryStatusId.Planned, installationDay: 9 },
    },
    {
      // Signed: the order is still in its initial status.
      key: 'marie-pv',
      day: -40,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarPanels,
      ...signedOffer(
        -40,
        [['JKM440N-54HL4R-V', 10], ['HUA-SUN2000-5KTL-L1', 1], ['MONT-PV-HELLEND', 10], install],
        { completed: false, signedAfter: 38 },
      ),
      order: { status: OrderStatusId.New, day: -1, paymentStage: 'prepayment' },
    },
  ],
  tickets: [
    {
      installation: 'marie-charger',
      type: TicketType.Planning,
      status: TicketStatusId.New,
      day: -1,
      title: 'Installatiedatum verplaatsen',
      description: 'Kan de plaatsing van de laadpaal een week later? We zijn dan op reis.',
      messages: [{ author: 'customer', day: -1, body: 'Een dinsdag of woensdag past ons best.' }],
    },
  ],
  notifications: [
    {
      key: 'deliveryPlanned',
      route: 'delivery',
      installation: 'marie-charger',
      dateDay: 9,
      day: -3,
    },
  ],
};

export const pieterJanssens: CustomerScenario = {
  firstName: 'Pieter',
  name: 'Janssens',
  email: 'pieter.janssens@example.be',
  phone: '+32 9 224 18 77',
  language: 'nl',
  streetAndNumber: 'Kortrijksesteenweg 302',
  postalCode: '9000',
  city: 'Gent',
  birthDate: '1969-01-30',
  birthSequence: 85,
  day: -300,
  installations: [
    {
      // Paid: final invoice paid, no inspection needed for a solar boiler.
      key: 'pieter-solarboiler',
      day: -200,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarBoiler,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-200, [['VIE-VITOSOL-200FM-300', 1], install]),
      order: { status: OrderStatusId.Installed, day: -190, paymentStage: 'finalInvoice' },
      delivery: { status: DeliveryStatusId.Done, installationDay: -150 },
      invoice: { day: -145, paidDay: -130 },
    },
    {
      // InspectionPlanned: invoice paid, inspection appointment in six days.
      key: 'pieter-pv',
      day: -110,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarPanels,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-110, [
        ['JKM440N-54HL4R-V', 16],
        ['SMA-STP8.0-3AV-40', 1],
        ['MONT-PV-HELLEND', 16],
        install,
      ]),
      order: { status: OrderStatusId.Installed, day: -100, paymentStage: 'finalInvoice' },
      prepayment: { day: -100, paidDay: -95 },
      delivery: { status: DeliveryStatusId.Done, installationDay: -30 },
      invoice: { day: -27, paidDay: -20 },
      inspections: [{ on: 'invoice', day: -18, state: 'planned', appointmentDay: 6 }],
    },
    {
      // Ordered: no prepayment asked; the inspection is requested but not planned yet.
      key: 'pieter-heatpump',
      day: -25,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.HeatPump,
      ...signedOffer(-25, [['DAI-ERGA08EV-EHBH08E6V', 1], install], { signedAfter: 12 }),
      order: { status: OrderStatusId.Confirmed, day: -10, paymentStage: 'afterDelivery' },
      inspections: [{ on: 'order', day: -8, state: 'requested' }],
    },
  ],
  tickets: [
    {
      installation: 'pieter-solarboiler',
      type: TicketType.Technical,
      status: TicketStatusId.Done,
      day: -40,
      title: 'Display zonneboiler blijft leeg',
      description: 'Het display van de regeling geeft niets meer weer.',
      messages: [
        { author: 'customer', day: -40, body: 'De zekering is in orde.' },
        { author: 'installer', day: -39, body: 'De voeding van de regeling werd vervangen.' },
      ],
    },
  ],
  repairs: [
    {
      installation: 'pieter-solarboiler',
      status: RepairStatusId.InProgress,
      day: -9,
      description: 'Druk in het zonnecircuit zakt weg; lek aan een collectoraansluiting vermoed.',
      plannedDay: 3,
    },
  ],
};

export const sofieMaes: CustomerScenario = {
  firstName: 'Sofie',
  name: 'Maes',
  email: 'sofie.maes@example.be',
  phone: '+32 2 538 42 19',
  language: 'fr',
  streetAndNumber: 'Rue du Bailli 57',
  postalCode: '1050',
  city: 'Ixelles',
  birthDate: '1991-06-05',
  birthSequence: 318,
  day: -500,
  installations: [
    {
      // Completed: registered with Sibelga (sent by mail) and surveyed.
      key: 'sofie-heatpump',
      day: -480,
      gridOperator: 'Sibelga',
      offerTypeId: OfferType.HeatPump,
      qrFilledIn: true,
      opleveringDone: true,
      surveyed: true,
      keuringCertificate: 'VIN-044120',
      ...signedOffer(-480, [['DAI-ERGA08EV-EHBH08E6V', 1], install]),
      order: { status: OrderStatusId.Closed, day: -470, paymentStage: 'finalInvoice' },
      prepayment: { day: -470, paidDay: -466 },
      delivery: { status: DeliveryStatusId.Done, installationDay: -420 },
      invoice: { day: -415, paidDay: -400 },
      inspections: [{ on: 'invoice', day: -398, state: 'approved', appointmentDay: -390 }],
      gridRequest: {
        status: 'sent by mail',
        day: -385,
        sentDay: -384,
        ean: connectionEan('Sibelga', 3_104_552),
      },
    },
    {
      // NetOperator: the inspection on the order is approved, no grid request yet.
      key: 'sofie-battery',
      day: -140,
      site: { streetAndNumber: 'Avenue Brugmann 310', postalCode: '1180', city: 'Uccle' },
      gridOperator: 'Sibelga',
      offerTypeId: OfferType.Battery,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-140, [['HUA-LUNA2000-5-C0', 1], ['HUA-LUNA2000-5-E0', 2], install]),
      order: { status: OrderStatusId.Closed, day: -130, paymentStage: 'finalInvoice' },
      delivery: { status: DeliveryStatusId.Done, installationDay: -100 },
      invoice: { day: -96, paidDay: -80 },
      inspections: [{ on: 'order', day: -110, state: 'approved', appointmentDay: -95 }],
    },
    {
      // InspectionPlanned: the inspector rejected the installation; a new visit follows.
      key: 'sofie-pv',
      day: -160,
      gridOperator: 'Sibelga',
      offerTypeId: OfferType.SolarPanels,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-160, [['AIKO-A450-MAH54MW', 8], ['HUA-SUN2000-5KTL-L1', 1], install]),
      order: { status: OrderStatusId.Installed, day: -150, paymentStage: 'finalInvoice' },
      prepayment: { day: -150, paidDay: -147 },
      delivery: { status: DeliveryStatusId.Done, installationDay: -60 },
      invoice: { day: -55, paidDay: -45 },
      inspections: [{ on: 'invoice', day: -44, state: 'rejected', appointmentDay: -30 }],
    },
  ],
  surveys: [
    {
      installation: 'sofie-heatpump',
      day: -380,
      submittedDay: -379,
      scores: { advice: 4, planning: 5, installation: 4, communication: 5, overall: 4 },
      comment: 'Installation soignée, équipe ponctuelle.',
    },
  ],
  notifications: [{ key: 'inspectionRejected', route: 'installations', day: -29 }],
};

export const emmaJacobs: CustomerScenario = {
  firstName: 'Emma',
  name: 'Jacobs',
  email: 'emma.jacobs@example.be',
  phone: '+32 471 90 12 34',
  language: 'en',
  streetAndNumber: 'Naamsestraat 96',
  postalCode: '3000',
  city: 'Leuven',
  birthDate: '2001-02-17',
  birthSequence: 46,
  day: -90,
  installations: [
    {
      // Delivered: installed three days ago, no QR form and no invoice yet.
      key: 'emma-pv',
      day: -80,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarPanels,
      ...signedOffer(-80, [
        ['JKM440N-54HL4R-V', 8],
        ['HUA-SUN2000-5KTL-L1', 1],
        ['MONT-PV-HELLEND', 8],
        install,
      ]),
      order: { status: OrderStatusId.Installed, day: -70, paymentStage: 'afterDelivery' },
      prepayment: { day: -70, paidDay: -66 },
      delivery: { status: DeliveryStatusId.Done, installationDay: -3 },
    },
  ],
};

// Jan Peeters, the main demo customer of Zonnewende: six installations whose dashboard asks for
// every action (approve a three-version offer, pay a prepayment, pay a final invoice, sign an
// iChoosr delivery document, give feedback), plus tickets, repairs, notifications, a survey,
// referrals and two monitoring devices.
import {
  DeliveryStatusId,
  OfferStatusId,
  OrderStatusId,
  RepairStatusId,
  TicketStatusId,
} from '@portal/domain/status-ids';
import { connectionEan } from './belgian-ids.ts';
import { OfferType, signedOffer } from './scenario-helpers.ts';
import type { CustomerScenario } from './scenario-types.ts';
import { TicketType } from './status-texts.ts';

export const janPeeters: CustomerScenario = {
  firstName: 'Jan',
  name: 'Peeters',
  email: 'jan.peeters@example.be',
  phone: '+32 475 12 34 56',
  language: 'nl',
  streetAndNumber: 'Leopoldstraat 15',
  postalCode: '2800',
  city: 'Mechelen',
  birthDate: '1978-04-12',
  birthSequence: 137,
  day: -430,
  installations: [
    {
      // Completed: paid, inspected, registered with Fluvius and surveyed. The first final
      // invoice forgot the prepayment: credited and reissued.
      key: 'jan-pv',
      day: -420,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarPanels,
      qrFilledIn: true,
      opleveringDone: true,
      surveyed: true,
      keuringCertificate: 'BTV-118734',
      wiringDiagramKeuring: 'EDS-118734',
      ...signedOffer(-420, [
        ['JKM440N-54HL4R-V', 12],
        ['SMA-STP8.0-3AV-40', 1],
        ['MONT-PV-HELLEND', 12],
        ['SMA-HM-2.0', 1],
        ['PLAATSING-INDIENST', 1],
      ]),
      order: { status: OrderStatusId.Closed, day: -410, paymentStage: 'finalInvoice' },
      prepayment: { day: -410, paidDay: -404 },
      delivery: { status: DeliveryStatusId.Done, installationDay: -380, documentSignedDay: -380 },
      invoice: { day: -375, paidDay: -362, credited: { day: -379 } },
      inspections: [
        {
          on: 'invoice',
          day: -370,
          state: 'approved',
          appointmentDay: -355,
          certificateNumber: 'BTV-118734',
        },
      ],
      gridRequest: {
        status: 'done',
        day: -350,
        sentDay: -349,
        doneDay: -330,
        ean: connectionEan('Fluvius', 20_481_733),
      },
    },
    {
      // ToSurvey: battery registered with Fluvius (sent via the API), survey not answered yet.
      key: 'jan-battery',
      day: -240,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.Battery,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-240, [
        ['BYD-HVS-BCU', 1],
        ['BYD-HVS-2.56', 4],
        ['CAP-BAT-5KW', 1],
        ['FRO-GEN24-6.0-PLUS', 1],
        ['FLEXIO-GW-1', 1],
        ['PLAATSING-INDIENST', 1],
      ]),
      order: { status: OrderStatusId.Closed, day: -232, paymentStage: 'finalInvoice' },
      prepayment: { day: -232, paidDay: -228 },
      delivery: { status: DeliveryStatusId.Done, installationDay: -200 },
      invoice: { day: -196, paidDay: -185 },
      inspections: [{ on: 'order', day: -225, state: 'approved', appointmentDay: -190 }],
      gridRequest: {
        status: 'sent via api',
        day: -180,
        sentDay: -180,
        ean: connectionEan('Fluvius', 20_481_733),
      },
    },
    {
      // ToSignIChoosr: a group purchase financed by iChoosr for the rented house; the QR form is
      // filled in and the survey answered, the delivery document still has to be signed.
      key: 'jan-ichoosr',
      day: -120,
      site: { streetAndNumber: 'Hanswijkvaart 21', postalCode: '2800', city: 'Mechelen' },
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.SolarPanels,
      externalPrepayment: true,
      qrFilledIn: true,
      surveyed: true,
      ...signedOffer(-120, [
        ['AIKO-A450-MAH54MW', 10],
        ['HUA-SUN2000-5KTL-L1', 1],
        ['MONT-PV-HELLEND', 10],
        ['PLAATSING-INDIENST', 1],
      ]),
      order: { status: OrderStatusId.Installed, day: -112, paymentStage: 'finalInvoice' },
      delivery: { status: DeliveryStatusId.Done, installationDay: -40 },
      invoice: { day: -35, paidDay: -30 },
      inspections: [{ on: 'invoice', day: -33, state: 'approved', appointmentDay: -25 }],
      gridRequest: { status: 'todo', day: -20, ean: connectionEan('Fluvius', 20_773_190) },
    },
    {
      // New: an extension offer in three versions — the first expired, the second superseded
      // by the third, which awaits approval; plus a charging-station upsell.
      key: 'jan-extension',
      day: -75,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.Extension,
      offerStatus: OfferStatusId.Sent,
      versions: [
        {
          status: OfferStatusId.Expired,
          day: -75,
          validForDays: 30,
          seenDay: -74,
          lines: [
            ['JKM440N-54HL4R-V', 6],
            ['MONT-PV-HELLEND', 6],
            ['PLAATSING-INDIENST', 1],
          ],
        },
        {
          status: OfferStatusId.Expired,
          day: -20,
          validForDays: 30,
          seenDay: -18,
          supersededDay: -3,
          lines: [
            ['JKM440N-54HL4R-V', 8],
            ['MONT-PV-HELLEND', 8],
            ['HUA-LUNA2000-5-C0', 1],
            ['HUA-LUNA2000-5-E0', 1],
            ['PLAATSING-INDIENST', 1],
          ],
        },
        {
          status: OfferStatusId.Sent,
          day: -3,
          validForDays: 30,
          lines: [
            ['AIKO-A450-MAH54MW', 8],
            ['MONT-PV-HELLEND', 8],
            ['HUA-LUNA2000-5-C0', 1],
            ['HUA-LUNA2000-5-E0', 2],
            ['PLAATSING-INDIENST', 1],
          ],
        },
      ],
      upsell: { type: 'charging-station', name: 'Alfen Eve Single Pro-line 11 kW', day: -3 },
    },
    {
      // Delivered: the charging station is installed, its final invoice is open.
      key: 'jan-charger',
      day: -60,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.ChargingStation,
      qrFilledIn: true,
      opleveringDone: true,
      ...signedOffer(-60, [
        ['ALF-EVE-SPL-11', 1],
        ['PLAATSING-INDIENST', 1],
      ]),
      order: { status: OrderStatusId.Installed, day: -54, paymentStage: 'finalInvoice' },
      delivery: { status: DeliveryStatusId.Done, installationDay: -12, documentSignedDay: -12 },
      invoice: { day: -8 },
    },
    {
      // Needs_Prepayment: heat pump ordered five days ago, prepayment invoice open.
      key: 'jan-heatpump',
      day: -30,
      gridOperator: 'Fluvius',
      offerTypeId: OfferType.HeatPump,
      ...signedOffer(
        -30,
        [
          ['DAI-ERGA08EV-EHBH08E6V', 1],
          ['PLAATSING-INDIENST', 1],
        ],
        { completed: false, signedAfter: 24 },
      ),
      order: { status: OrderStatusId.Confirmed, day: -5, paymentStage: 'prepayment' },
      prepayment: { day: -5 },
    },
  ],
  tickets: [
    {
      installation: 'jan-pv',
      type: TicketType.Invoice,
      status: TicketStatusId.Done,
      day: -376,
      title: 'Voorschot niet afgetrokken op eindfactuur',
      description:
        'Op de eindfactuur staat het volledige bedrag; mijn voorschot is niet afgetrokken.',
      messages: [
        { author: 'customer', day: -376, body: 'Kunnen jullie de eindfactuur nakijken?' },
        {
          author: 'installer',
          day: -375,
          body: 'U hebt gelijk. We maakten een creditnota op en stuurden een nieuwe factuur.',
        },
      ],
    },
    {
      installation: 'jan-pv',
      type: TicketType.Technical,
      status: TicketStatusId.InProgress,
      day: -14,
      title: 'Omvormer toont foutcode 3501',
      description:
        "Sinds maandag toont de omvormer foutcode 3501 en produceert hij 's ochtends niet.",
      messages: [
        { author: 'customer', day: -14, body: 'Foto van het display in bijlage volgt.' },
        {
          author: 'installer',
          day: -12,
          body: 'Een technieker komt langs om de isolatie te meten.',
        },
      ],
    },
    {
      installation: 'jan-battery',
      type: TicketType.Monitoring,
      status: TicketStatusId.WaitingForReply,
      day: -6,
      title: 'Batterij niet zichtbaar in monitoring',
      description: 'In de monitoring zie ik sinds vorige week geen batterijgegevens meer.',
      messages: [
        { author: 'customer', day: -6, body: 'Zonnepanelen zie ik wel, de batterij niet.' },
        {
          author: 'installer',
          day: -2,
          body: 'Dag Jan, kunt u een foto sturen van het display van de batterij?',
        },
      ],
    },
  ],
  repairs: [
    {
      installation: 'jan-pv',
      status: RepairStatusId.Resolved,
      day: -150,
      description: 'Omvormer vervangen onder garantie (defecte DC-ingang).',
      plannedDay: -143,
      resolvedDay: -143,
      technicianReport:
        'Omvormer gaf isolatiefout op DC-ingang 2. Omvormer vervangen door hetzelfde model ' +
        '(garantie), strings opnieuw gemeten: isolatieweerstand > 10 MΩ. Installatie produceert ' +
        'weer normaal.',
    },
    {
      installation: 'jan-battery',
      status: RepairStatusId.Open,
      day: -6,
      description: 'Batterijmodule 3 meldt een communicatiefout met de BCU.',
    },
  ],
  quietHours: { from: '22:00', until: '07:00' },
  notifications: [
    {
      key: 'surveyRequest',
      route: 'survey',
      installation: 'jan-battery',
      day: -178,
      seenDay: -176,
    },
    {
      key: 'balancingEarningsPaid',
      route: 'insights',
      params: { amount: 12.4 },
      day: -20,
      seenDay: -19,
    },
    { key: 'invoiceAvailable', route: 'invoice', installation: 'jan-charger', day: -8 },
    { key: 'prepaymentInvoiceAvailable', route: 'order', installation: 'jan-heatpump', day: -5 },
    {
      key: 'offerAvailable',
      route: 'offer',
      installation: 'jan-extension',
      params: { versionNumber: 3 },
      day: -3,
    },
  ],
  surveys: [
    {
      installation: 'jan-pv',
      day: -300,
      submittedDay: -296,
      scores: { advice: 5, planning: 4, installation: 5, communication: 4, overall: 5 },
      comment: 'Vlotte plaatsing en nette afwerking. De planning liep wel een week uit.',
    },
    { installation: 'jan-battery', day: -178 },
    {
      installation: 'jan-ichoosr',
      day: -30,
      submittedDay: -28,
      scores: { advice: 4, planning: 4, installation: 5, communication: 3, overall: 4 },
    },
  ],
  // Referred friends in each state: Koen ordered (a 100 euro voucher, its notification read),
  // Els has an offer, Bart just left his details.
  referralCode: 'PEETERS2',
  referrals: [
    {
      name: 'Koen De Smet',
      email: 'koen.desmet@example.be',
      phone: '+32 478 21 43 65',
      postalCode: '2800',
      day: -200,
      offerDay: -185,
      orderedDay: -150,
      voucherSeenDay: -148,
    },
    {
      name: 'Els Wuyts',
      email: 'els.wuyts@example.be',
      phone: '+32 496 55 10 82',
      postalCode: '2580',
      day: -60,
      offerDay: -41,
    },
    {
      name: 'Bart Mertens',
      email: 'bart.mertens@example.be',
      phone: '+32 471 30 77 19',
      postalCode: '2811',
      day: -10,
    },
  ],
  devices: [
    {
      installation: 'jan-battery',
      deviceId: 'FLX-7A31C0',
      name: 'Thuisbatterij en zonnepanelen',
      integration: 'flexio',
      day: -200,
      // Connected with the battery, it read out the solar panels' energy meter (fitted with them,
      // day -380), so its history reaches back a full year; the battery is in it from its
      // installation (day -200), the car's charging from the charging station's (day -12).
      historyFromDay: -380,
      fittedDay: { battery: -200, ev: -12 },
    },
    {
      installation: 'jan-charger',
      deviceId: 'SMP-5010042736',
      name: 'Laadpaal garage',
      integration: 'smappee',
      day: -12,
    },
  ],
};

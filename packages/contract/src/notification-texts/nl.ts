// Notification texts in Dutch (formal "u"); see ../notification-text.ts.
import type { NotificationTexts } from '../notification-text.ts';

export default {
  offerAvailable: {
    title: 'Nieuwe offerte',
    body: 'Versie {{versionNumber}} van uw offerte staat klaar. Bekijk ze en onderteken ze online.',
  },
  orderToSign: {
    title: 'Bestelbon te ondertekenen',
    body: 'Uw bestelbon staat klaar. Onderteken hem zodat wij uw installatie kunnen plannen.',
  },
  prepaymentInvoiceAvailable: {
    title: 'Voorschotfactuur klaar',
    body: 'Uw voorschotfactuur staat klaar. Na de betaling plannen wij de plaatsing.',
  },
  invoiceAvailable: {
    title: 'Nieuwe factuur',
    body: 'Er staat een nieuwe factuur voor u klaar in het portaal.',
  },
  deliveryPlanned: {
    title: 'Plaatsing ingepland',
    body: 'Wij komen uw installatie plaatsen op {{date}}.',
  },
  deliveryMoved: {
    title: 'Plaatsing verplaatst',
    body: 'De plaatsing van uw installatie is verplaatst naar {{date}}.',
  },
  inspectionPlanned: {
    title: 'Keuring ingepland',
    body: 'De keuring van uw installatie is gepland op {{date}}.',
  },
  inspectionApproved: {
    title: 'Keuring goedgekeurd',
    body: 'Uw installatie is goedgekeurd. Het keuringsverslag staat bij uw documenten.',
  },
  inspectionRejected: {
    title: 'Opmerkingen bij de keuring',
    body: 'De keurder had opmerkingen. Wij lossen ze op en plannen een nieuwe keuring.',
  },
  gridOperatorStep: {
    title: 'Aanmelding bij de netbeheerder',
    body: 'Er is nieuws over de aanmelding van uw installatie bij de netbeheerder.',
  },
  supportReply: {
    title: 'Antwoord op uw vraag',
    body: 'Onze klantendienst heeft geantwoord op uw vraag.',
  },
  supportStatusChanged: {
    title: 'Uw vraag is bijgewerkt',
    body: 'De status van uw vraag aan onze klantendienst is gewijzigd.',
  },
  repairUpdate: {
    title: 'Nieuws over uw herstelling',
    body: 'Er is nieuws over de herstelling van uw installatie.',
  },
  surveyRequest: {
    title: 'Hoe tevreden bent u?',
    body: 'Uw installatie is klaar. Geef ons in een minuut uw mening.',
  },
  loyaltyVoucherEarned: {
    title: 'Waardebon ontvangen',
    body: 'Een vriend die u aanbracht, heeft besteld. U ontvangt een waardebon van {{amount}}.',
  },
  loyaltyVoucherGranted: {
    title: 'Een waardebon voor u',
    body: 'U ontvangt van ons een waardebon van {{amount}}.',
  },
  loyaltyVoucherRedeemed: {
    title: 'Waardebon ingewisseld',
    body: 'Uw waardebon van {{amount}} werd ingewisseld.',
  },
  balancingEarningsPaid: {
    title: 'Opbrengst netbalancering betaald',
    body: 'Wij hebben {{amount}} aan opbrengsten uit netbalancering aan u uitbetaald.',
  },
  capacityPeakSet: {
    title: 'Nieuwe maandpiek',
    body: 'Uw afname van het net bereikte {{peakKw}} kW in één kwartier, boven de {{previousKw}} kW van deze maand. Uw capaciteitstarief volgt deze piek.',
  },
  energyPlan: {
    title: 'Uw energieplan voor morgen',
    body: 'Laad uw auto morgen tussen {{from}} en {{to}}: {{amount}} goedkoper.',
  },
  energyPlanSaving: {
    title: 'Uw energieplan voor morgen',
    body: 'Volgt u morgen het plan, dan bespaart u {{amount}}. Het meeste met {{load}}, van {{from}} tot {{to}}.',
  },
} satisfies NotificationTexts;

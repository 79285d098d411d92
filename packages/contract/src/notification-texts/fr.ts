// Notification texts in French; see ../notification-text.ts.
import type { NotificationTexts } from '../notification-text.ts';

export default {
  offerAvailable: {
    title: 'Nouvelle offre',
    body: 'La version {{versionNumber}} de votre offre est prête. Consultez-la et signez-la en ligne.',
  },
  orderToSign: {
    title: 'Bon de commande à signer',
    body: 'Votre bon de commande est prêt. Signez-le pour que nous puissions planifier votre installation.',
  },
  prepaymentInvoiceAvailable: {
    title: 'Facture d’acompte disponible',
    body: 'Votre facture d’acompte est prête. Après paiement, nous planifions le placement.',
  },
  invoiceAvailable: {
    title: 'Nouvelle facture',
    body: 'Une nouvelle facture vous attend dans le portail.',
  },
  deliveryPlanned: {
    title: 'Placement planifié',
    body: 'Nous viendrons placer votre installation le {{date}}.',
  },
  deliveryMoved: {
    title: 'Placement déplacé',
    body: 'Le placement de votre installation est déplacé au {{date}}.',
  },
  inspectionPlanned: {
    title: 'Contrôle planifié',
    body: 'Le contrôle RGIE de votre installation est prévu le {{date}}.',
  },
  inspectionApproved: {
    title: 'Contrôle approuvé',
    body: 'Votre installation est approuvée. Le rapport de contrôle se trouve dans vos documents.',
  },
  inspectionRejected: {
    title: 'Remarques lors du contrôle',
    body: 'Le contrôleur a formulé des remarques. Nous les résolvons et planifions un nouveau contrôle.',
  },
  gridOperatorStep: {
    title: 'Inscription auprès du gestionnaire de réseau',
    body: 'L’inscription de votre installation auprès du gestionnaire de réseau a avancé.',
  },
  supportReply: {
    title: 'Réponse à votre question',
    body: 'Notre service clientèle a répondu à votre question.',
  },
  supportStatusChanged: {
    title: 'Votre question a été mise à jour',
    body: 'Le statut de votre question à notre service clientèle a changé.',
  },
  repairUpdate: {
    title: 'Du nouveau pour votre réparation',
    body: 'Il y a du nouveau concernant la réparation de votre installation.',
  },
  surveyRequest: {
    title: 'Êtes-vous satisfait ?',
    body: 'Votre installation est terminée. Donnez-nous votre avis en une minute.',
  },
  loyaltyVoucherEarned: {
    title: 'Bon d’achat reçu',
    body: 'Un ami que vous avez parrainé a commandé. Vous recevez un bon d’achat de {{amount}}.',
  },
  loyaltyVoucherGranted: {
    title: 'Un bon d’achat pour vous',
    body: 'Nous vous offrons un bon d’achat de {{amount}}.',
  },
  loyaltyVoucherRedeemed: {
    title: 'Bon d’achat utilisé',
    body: 'Votre bon d’achat de {{amount}} a été utilisé.',
  },
  balancingEarningsPaid: {
    title: 'Revenus d’équilibrage payés',
    body: 'Nous vous avons versé {{amount}} de revenus d’équilibrage du réseau.',
  },
  capacityPeakSet: {
    title: 'Nouveau pic mensuel',
    body: 'Votre prélèvement sur le réseau a atteint {{peakKw}} kW sur un quart d’heure, au-dessus des {{previousKw}} kW de ce mois. Votre tarif capacitaire suit ce pic.',
  },
  energyPlan: {
    title: 'Votre plan énergie pour demain',
    body: 'Rechargez votre voiture demain entre {{from}} et {{to}} : {{amount}} moins cher.',
  },
  energyPlanSaving: {
    title: 'Votre plan énergie pour demain',
    body: 'En suivant le plan demain, vous économisez {{amount}}. Le plus grand gain : {{load}}, de {{from}} à {{to}}.',
  },
} satisfies NotificationTexts;

// Status lists (spec §3) and issue types in the three languages. The ids are the canonical ones
// of @portal/domain/status-ids; exactly one initial and one final status per flagged list.
import type { Language } from '@portal/contract/portal';
import type { StatusLang, StatusListKind } from '@portal/contract/status-list';
import {
  DeliveryStatusId,
  IssueStatusId,
  OfferStatusId,
  OrderStatusId,
  RepairStatusId,
} from '@portal/domain/status-ids';

export interface StatusText {
  id: number;
  text: Record<StatusLang, string>;
  initial?: true;
  final?: true;
}

const t = (nl: string, fr: string, en: string): Record<StatusLang, string> => ({
  'nl-BE': nl,
  'fr-BE': fr,
  'en-GB': en,
});

export const statusTexts: Record<StatusListKind, StatusText[]> = {
  offers: [
    { id: OfferStatusId.Pending, text: t('In opmaak', 'En préparation', 'In preparation') },
    {
      id: OfferStatusId.Sent,
      text: t('Wacht op akkoord', 'En attente d’accord', 'Awaiting approval'),
    },
    { id: OfferStatusId.Signed, text: t('Ondertekend', 'Signée', 'Signed') },
    { id: OfferStatusId.Completed, text: t('Afgerond', 'Clôturée', 'Completed') },
    { id: OfferStatusId.Expired, text: t('Vervallen', 'Expirée', 'Expired') },
  ],
  orders: [
    { id: OrderStatusId.New, text: t('Nieuw', 'Nouvelle', 'New'), initial: true },
    { id: OrderStatusId.Confirmed, text: t('Bevestigd', 'Confirmée', 'Confirmed') },
    { id: OrderStatusId.InPlanning, text: t('In planning', 'En planification', 'Being planned') },
    { id: OrderStatusId.Installed, text: t('Geïnstalleerd', 'Installée', 'Installed') },
    { id: OrderStatusId.Closed, text: t('Afgesloten', 'Clôturée', 'Closed'), final: true },
  ],
  deliveries: [
    {
      id: DeliveryStatusId.ToPlan,
      text: t('In te plannen', 'À planifier', 'To be planned'),
      initial: true,
    },
    { id: DeliveryStatusId.Planned, text: t('Ingepland', 'Planifiée', 'Planned') },
    { id: DeliveryStatusId.Done, text: t('Uitgevoerd', 'Effectuée', 'Done'), final: true },
  ],
  repairs: [
    { id: RepairStatusId.Open, text: t('Open', 'Ouverte', 'Open'), initial: true },
    { id: RepairStatusId.InProgress, text: t('In behandeling', 'En cours', 'In progress') },
    { id: RepairStatusId.Resolved, text: t('Opgelost', 'Résolue', 'Resolved'), final: true },
  ],
  issues: [
    { id: IssueStatusId.New, text: t('Nieuw', 'Nouveau', 'New'), initial: true },
    { id: IssueStatusId.InProgress, text: t('In behandeling', 'En cours', 'In progress') },
    {
      id: IssueStatusId.WaitingForReply,
      text: t('Wacht op antwoord', 'En attente de réponse', 'Waiting for reply'),
    },
    { id: IssueStatusId.Done, text: t('Afgehandeld', 'Terminé', 'Done'), final: true },
  ],
};

/** Ticket types, in display order. */
export const issueTypeLabels: readonly Record<Language, string>[] = [
  { nl: 'Technisch probleem', fr: 'Problème technique', en: 'Technical problem' },
  { nl: 'Monitoring en app', fr: 'Monitoring et application', en: 'Monitoring and app' },
  { nl: 'Factuur of betaling', fr: 'Facture ou paiement', en: 'Invoice or payment' },
  { nl: 'Planning en levering', fr: 'Planning et livraison', en: 'Planning and delivery' },
  { nl: 'Andere vraag', fr: 'Autre question', en: 'Other question' },
];

/** Index (0-based) of each issue type above, for the scenarios. */
export const IssueType = {
  Technical: 0,
  Monitoring: 1,
  Invoice: 2,
  Planning: 3,
  Other: 4,
} as const;
export type IssueType = (typeof IssueType)[keyof typeof IssueType];

// The status lists (spec §3) and ticket types every tenant starts with, in the three languages:
// the demo seed and `npm run tenant -- create` both write these. The ids are the canonical ones
// of @portal/domain/status-ids; exactly one initial and one final status per flagged list.
import type { Language } from '@portal/contract/portal';
import type { StatusLang, StatusListKind } from '@portal/contract/status-list';
import {
  DeliveryStatusId,
  OfferStatusId,
  OrderStatusId,
  RepairStatusId,
  TicketStatusId,
} from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { insertStatusListItems, insertTicketType } from './tenant-admin-repository.ts';

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
    { id: TicketStatusId.New, text: t('Nieuw', 'Nouveau', 'New'), initial: true },
    { id: TicketStatusId.InProgress, text: t('In behandeling', 'En cours', 'In progress') },
    {
      id: TicketStatusId.WaitingForReply,
      text: t('Wacht op antwoord', 'En attente de réponse', 'Waiting for reply'),
    },
    { id: TicketStatusId.Done, text: t('Afgehandeld', 'Terminé', 'Done'), final: true },
  ],
};

/** Ticket types, in display order. */
export const ticketTypeLabels: readonly Record<Language, string>[] = [
  { nl: 'Technisch probleem', fr: 'Problème technique', en: 'Technical problem' },
  { nl: 'Monitoring en app', fr: 'Monitoring et application', en: 'Monitoring and app' },
  { nl: 'Factuur of betaling', fr: 'Facture ou paiement', en: 'Invoice or payment' },
  { nl: 'Planning en levering', fr: 'Planning et livraison', en: 'Planning and delivery' },
  { nl: 'Andere vraag', fr: 'Autre question', en: 'Other question' },
];

/** Writes the standard status lists and ticket types for a new tenant; returns the ticket type
 * ids in display order. */
export async function insertStandardLists(
  db: Kysely<Database>,
  tenantId: number,
): Promise<number[]> {
  await insertStatusListItems(
    db,
    tenantId,
    Object.entries(statusTexts).flatMap(([kind, items]) =>
      items.flatMap((item) =>
        Object.entries(item.text).map(([lang, text]) => ({
          kind: kind as StatusListKind,
          lang: lang as StatusLang,
          statusId: item.id,
          text,
          initial: item.initial ?? false,
          final: item.final ?? false,
        })),
      ),
    ),
  );
  const ticketTypeIds: number[] = [];
  for (const [position, labels] of ticketTypeLabels.entries()) {
    ticketTypeIds.push(await insertTicketType(db, tenantId, position + 1, labels));
  }
  return ticketTypeIds;
}

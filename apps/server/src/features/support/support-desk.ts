// The company's side of the support desk: a reply on a ticket and a change of its
// status, each in one transaction with the notification that tells the customer (notify). The
// integration API calls these; so do the demo seed, so demo threads have replies, and
// `npm run support-reply`, an operator's way in.
//
// A reply sets the ticket to "waiting for reply" (the customer has a message) unless the ticket
// is closed or the reply names another status. Given a transaction (the seed's), the desk works
// inside it; otherwise it opens its own.
import { ErrorCode } from '@portal/contract/error-code';
import { TicketStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { notify } from '../notifications/index.ts';
import { insertMessage } from './ticket-message-repository.ts';
import { findTenantTicket, touchTicket, updateTicketStatus } from './ticket-repository.ts';
import { findTenantName, ticketStatusIsFinal } from './ticket-settings-repository.ts';

export interface CompanyReply {
  ticketId: number;
  message: string;
  /** Who answers, e.g. "Koen (Zonnewende Energie)"; the tenant's name by default. */
  authorName?: string;
  /** The status the ticket gets with the reply; "waiting for reply" by default. */
  statusId?: number;
  /** When it was written (the seed's dates); now by default. */
  at?: Date;
}

export interface StatusChange {
  ticketId: number;
  statusId: number;
  at?: Date;
}

export interface SupportDesk {
  reply(tenantId: number, reply: CompanyReply): Promise<{ messageId: number }>;
  /** Changes the status and tells the customer; `changed` is false when it already had it. */
  changeStatus(tenantId: number, change: StatusChange): Promise<{ changed: boolean }>;
}

function notFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'The ticket was not found.');
}

async function finalOf(trx: Kysely<Database>, tenantId: number, statusId: number) {
  const final = await ticketStatusIsFinal(trx, tenantId, statusId);
  if (final === undefined) {
    throw new AppError(ErrorCode.Validation, `Status ${statusId} is not in the issue list.`, {
      field: 'body.statusId',
    });
  }
  return final;
}

/** Moves the ticket to `to` (nothing when it has it); whether it moved. */
async function moveStatus(
  trx: Kysely<Database>,
  tenantId: number,
  ticket: { id: number; statusId: number },
  to: number,
  at: string,
): Promise<boolean> {
  if (ticket.statusId === to) return false;
  const final = await finalOf(trx, tenantId, to);
  const change = { ticketId: ticket.id, from: ticket.statusId, to, final, at };
  if (!(await updateTicketStatus(trx, tenantId, change))) {
    throw new AppError(ErrorCode.Conflict, 'The ticket changed meanwhile; try again.');
  }
  return true;
}

export function createSupportDesk({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>): SupportDesk {
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  return {
    async reply(tenantId, reply) {
      const message = reply.message.trim();
      if (message === '') {
        throw new AppError(ErrorCode.Validation, 'The reply is empty.', { field: 'body.message' });
      }
      const at = reply.at ?? clock();
      const when = at.toISOString();
      return inTransaction(async (trx) => {
        const ticket = await findTenantTicket(trx, tenantId, reply.ticketId);
        if (!ticket) throw notFound();
        const closed = await finalOf(trx, tenantId, ticket.statusId);
        const to = reply.statusId ?? (closed ? ticket.statusId : TicketStatusId.WaitingForReply);
        const messageId = await insertMessage(trx, tenantId, {
          ticketId: ticket.id,
          author: 'installer',
          authorName: reply.authorName?.trim() || (await findTenantName(trx, tenantId)),
          body: message,
          at: when,
        });
        if (!(await moveStatus(trx, tenantId, ticket, to, when))) {
          await touchTicket(trx, tenantId, ticket.id, when);
        }
        const owner = { tenantId, customerId: ticket.customerId };
        const params = { issueId: ticket.id };
        await notify(trx, owner, { key: 'supportReply', action: 'support', params }, at);
        return { messageId };
      });
    },

    async changeStatus(tenantId, change) {
      const at = change.at ?? clock();
      return inTransaction(async (trx) => {
        const ticket = await findTenantTicket(trx, tenantId, change.ticketId);
        if (!ticket) throw notFound();
        const changed = await moveStatus(trx, tenantId, ticket, change.statusId, at.toISOString());
        if (changed) {
          const owner = { tenantId, customerId: ticket.customerId };
          const params = { issueId: ticket.id, statusId: change.statusId };
          await notify(trx, owner, { key: 'supportStatusChanged', action: 'support', params }, at);
        }
        return { changed };
      });
    },
  };
}

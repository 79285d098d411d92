// The company's replies to a customer's ticket, written by the back office by its own id (issue
// 12 §2): through the support desk (features/support/support-desk.ts), which writes the message,
// moves the ticket and tells the customer, in one transaction with the back-office id. A reply
// sent is not changed: the same reply again answers the same, another text under its id is a 409.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  IntegrationTicketReply,
  TicketReplyUpsert,
  TicketStatusName,
} from '@portal/contract/integration/care';
import { TicketStatusId } from '@portal/domain/status-ids';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { createSupportDesk } from '../../support/index.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import {
  type ExternalReply,
  findExternalReply,
  setReplyExternalId,
} from '../repositories/external-care.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface TicketReplySync {
  upsertReply(
    scope: IntegrationRequestScope,
    reply: { ticketId: number; externalId: string },
    input: TicketReplyUpsert,
  ): Promise<IntegrationTicketReply>;
  getReply(
    scope: IntegrationRequestScope,
    reply: { ticketId: number; externalId: string },
  ): Promise<IntegrationTicketReply>;
}

const statusIds: Record<TicketStatusName, number> = {
  'in-progress': TicketStatusId.InProgress,
  'waiting-for-reply': TicketStatusId.WaitingForReply,
  done: TicketStatusId.Done,
};

function answerOf(externalId: string, reply: ExternalReply): IntegrationTicketReply {
  return {
    externalId,
    ticketId: reply.ticketId,
    message: reply.body,
    authorName: reply.authorName,
    sentAt: reply.createdAt,
  };
}

export function createTicketReplySync(deps: Pick<ServiceDeps, 'db' | 'clock'>): TicketReplySync {
  const { db, clock } = deps;
  const notFound = () => new AppError(ErrorCode.NotFound, 'No reply with this external id.');

  async function read(tenantId: number, ticketId: number, externalId: string) {
    const reply = await findExternalReply(db, tenantId, externalId);
    if (!reply || reply.ticketId !== ticketId) throw notFound();
    return answerOf(externalId, reply);
  }

  async function upsert(
    scope: IntegrationRequestScope,
    { ticketId, externalId }: { ticketId: number; externalId: string },
    input: TicketReplyUpsert,
  ): Promise<IntegrationTicketReply> {
    const tenantId = scope.tenant.id;
    const existing = await findExternalReply(db, tenantId, externalId);
    if (existing) {
      if (existing.ticketId !== ticketId || existing.body !== input.message.trim()) {
        throw lifecycleRefusal('A reply that was sent does not change.', 'body.message');
      }
      return answerOf(externalId, existing);
    }
    await db.transaction().execute(async (trx) => {
      const desk = createSupportDesk({ db: trx, clock });
      const { messageId } = await desk.reply(tenantId, {
        ticketId: ticketId,
        message: input.message,
        ...(input.authorName ? { authorName: input.authorName } : {}),
        ...(input.ticketStatus ? { statusId: statusIds[input.ticketStatus] } : {}),
      });
      await setReplyExternalId(trx, tenantId, messageId, externalId);
    });
    return read(tenantId, ticketId, externalId);
  }

  return {
    upsertReply: (...args) => onceMoreOnRace(() => upsert(...args)),
    getReply: (scope, reply) => read(scope.tenant.id, reply.ticketId, reply.externalId),
  };
}

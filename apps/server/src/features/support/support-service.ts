// The customer's side of support tickets (spec §7): the tickets with their state in
// words, a ticket's thread, the ticket types, a new ticket, a message, photos, and a photo or its
// thumbnail for the ticket's owner only. Another customer's ticket is 404 (it leaks nothing); a
// closed ticket takes no more messages (409: the customer opens a new one). Every new ticket and
// message is mailed to the company in its transaction (support-mail.ts), and recorded as an
// integration event for the back office (ticket.created, ticket.message, ticket.photo-added).
// A new ticket sent again under the same Idempotency-Key answers the first one's id, as a signing
// does: a client or the load balancer may send it again after an answer it never got.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { STATUS_LANG } from '@portal/contract/status-list';
import {
  type CreatedTicket,
  type CreateTicketBody,
  createdTicketSchema,
  type Ticket,
  type TicketFile,
  type TicketMessage,
  type TicketType,
  type UploadedPhotos,
} from '@portal/contract/support';
import { TicketStatusId } from '@portal/domain/status-ids';
import { ticketState } from '@portal/domain/ticket-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { discardPendingFiles } from '../../platform/files/pending-files.ts';
import { readStoredFile } from '../../platform/files/stored-file.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { runOnce } from '../offers/index.ts';
import { statusKey } from '../tenants/index.ts';
import { queueSupportMail } from './support-mail.ts';
import { type NamedPhoto, recordPhotos, writePhotos } from './support-photos.ts';
import {
  findTicketPhoto,
  listTicketFiles,
  type TicketFileRecord,
} from './ticket-file-repository.ts';
import { insertMessage, listMessages } from './ticket-message-repository.ts';
import {
  findInstallationOfSale,
  findTicket,
  insertTicket,
  listTickets,
  type TicketRecord,
  touchTicket,
  updateTicketStatus,
} from './ticket-repository.ts';
import {
  initialTicketStatus,
  isActiveTicketType,
  listTicketTypes,
} from './ticket-settings-repository.ts';

export interface SupportService {
  list(scope: RequestScope): Promise<Ticket[]>;
  messages(scope: RequestScope, ticketId: number): Promise<TicketMessage[]>;
  /** Refuses (404, 409) a ticket that is not the customer's or is closed. */
  assertOpen(scope: RequestScope, ticketId: number): Promise<void>;
  types(scope: RequestScope): Promise<TicketType[]>;
  /** At most once per Idempotency-Key of the customer, when one is given. */
  create(
    scope: RequestScope,
    body: CreateTicketBody,
    idempotencyKey?: string,
  ): Promise<CreatedTicket>;
  sendMessage(scope: RequestScope, ticketId: number, message: string): Promise<TicketMessage>;
  addPhotos(
    scope: RequestScope,
    ticketId: number,
    upload: { message: string; photos: readonly NamedPhoto[] },
  ): Promise<UploadedPhotos>;
  photo(
    scope: RequestScope,
    ids: { ticketId: number; fileId: number },
    variant: 'full' | 'thumbnail',
  ): Promise<{ bytes: Buffer; contentType: string; name: string }>;
}

function notFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'The ticket was not found.');
}

function toFile(file: TicketFileRecord): TicketFile {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    createdAt: new Date(file.createdAt).toISOString(),
  };
}

function toTicket(ticket: TicketRecord, files: readonly TicketFileRecord[]): Ticket {
  return {
    id: ticket.id,
    final: ticket.final,
    statusId: ticket.statusId,
    status: statusKey(ticket.statusText ?? String(ticket.statusId)),
    state: ticketState(ticket.statusId, ticket.final),
    problemTitle: ticket.problemTitle,
    problem: ticket.description,
    typeId: ticket.typeId,
    type: ticket.typeName ?? '',
    installation:
      ticket.orderId === null && ticket.offerId === null
        ? null
        : { OrderID: ticket.orderId, OfferID: ticket.offerId },
    files: files.filter((file) => file.ticketId === ticket.id).map(toFile),
    createdAt: new Date(ticket.createdAt).toISOString(),
    updatedAt: new Date(ticket.updatedAt).toISOString(),
  };
}

export function createSupportService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'store' | 'outbox'>,
): SupportService {
  const { db, clock, outbox } = deps;

  const ownTicket = async (scope: RequestScope, ticketId: number, trx: Kysely<Database> = db) => {
    const language = scope.language;
    const ticket = await findTicket(
      trx,
      customerOwner(scope),
      ticketId,
      language,
      STATUS_LANG[language],
    );
    if (!ticket) throw notFound();
    return ticket;
  };

  /** A ticket the customer may still write on. */
  const openTicket = async (scope: RequestScope, ticketId: number, trx: Kysely<Database> = db) => {
    const ticket = await ownTicket(scope, ticketId, trx);
    if (ticket.final) {
      throw new AppError(ErrorCode.Conflict, 'This ticket is closed. Open a new one if needed.');
    }
    return ticket;
  };

  const customerOf = (scope: RequestScope) => {
    if (!scope.customer) throw notFound();
    return scope.customer;
  };

  /** The customer wrote: a ticket waiting for their reply is in progress again. */
  const answered = async (
    trx: Kysely<Database>,
    tenantId: number,
    ticket: TicketRecord,
    at: string,
  ) => {
    const change = {
      ticketId: ticket.id,
      from: ticket.statusId,
      to: TicketStatusId.InProgress,
      final: false,
      at,
    };
    const waiting = ticket.statusId === TicketStatusId.WaitingForReply;
    if (!(waiting && (await updateTicketStatus(trx, tenantId, change)))) {
      await touchTicket(trx, tenantId, ticket.id, at);
    }
  };

  const afterCommit = async (mailId: number | undefined) => {
    if (mailId !== undefined) await outbox.deliver(mailId);
  };

  return {
    async list(scope) {
      const owner = customerOwner(scope);
      const tickets = await listTickets(db, owner, scope.language, STATUS_LANG[scope.language]);
      const files = await listTicketFiles(
        db,
        owner,
        tickets.map((ticket) => ticket.id),
      );
      return tickets.map((ticket) => toTicket(ticket, files));
    },

    async messages(scope, ticketId) {
      const ticket = await ownTicket(scope, ticketId);
      const [messages, files] = await Promise.all([
        listMessages(db, scope.tenant.id, ticket.id),
        listTicketFiles(db, customerOwner(scope), [ticket.id]),
      ]);
      return messages.map((message) => ({
        id: message.id,
        author: message.author === 'customer' ? 'customer' : 'company',
        authorName:
          message.author === 'customer' ? null : (message.authorName ?? scope.tenant.name),
        message: message.body,
        createdAt: new Date(message.createdAt).toISOString(),
        files: files.filter((file) => file.messageId === message.id).map(toFile),
      }));
    },

    types: (scope) => listTicketTypes(db, scope.tenant.id, scope.language),

    async assertOpen(scope, ticketId) {
      await openTicket(scope, ticketId);
    },

    async create(scope, body, idempotencyKey) {
      const customer = customerOf(scope);
      const owner = customerOwner(scope);
      const claim = {
        ...owner,
        operation: 'ticket.create',
        requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      };
      const decode = (json: unknown) => createdTicketSchema.parse(json);
      let mailId: number | undefined;
      const created = await runOnce(deps, idempotencyKey, claim, decode, async (commit) => {
        if (!(await isActiveTicketType(db, scope.tenant.id, body.typeId))) {
          throw new AppError(ErrorCode.Validation, 'body.typeId: a valid value is required.', {
            field: 'body.typeId',
          });
        }
        const sale = { offerId: body.offerId ?? null, orderId: body.orderId ?? null };
        const installationId = await findInstallationOfSale(db, owner, sale);
        if (installationId === undefined) {
          throw new AppError(ErrorCode.NotFound, 'The installation was not found.');
        }
        const now = clock();
        const at = now.toISOString();
        const statusId = (await initialTicketStatus(db, scope.tenant.id)) ?? TicketStatusId.New;
        return commit(async (trx) => {
          const id = await insertTicket(trx, owner, {
            installationId,
            ...sale,
            typeId: body.typeId,
            statusId,
            problemTitle: body.problemTitle,
            description: body.problem,
            at,
          });
          const event = {
            kind: 'new-ticket' as const,
            tenant: scope.tenant,
            customer,
            ticketId: id,
            at: now,
          };
          mailId = await queueSupportMail(trx, outbox, event);
          await recordIntegrationEvent(trx, {
            tenantId: owner.tenantId,
            type: 'ticket.created',
            entityId: id,
            data: {
              customerId: owner.customerId,
              ticketId: id,
              typeId: body.typeId,
              problemTitle: body.problemTitle,
              problem: body.problem,
              ...sale,
              createdAt: at,
            },
            at: now,
          });
          return { insertId: id };
        });
      });
      // A replayed answer queued no mail: the first run's was sent after its commit.
      await afterCommit(mailId);
      return created;
    },

    async sendMessage(scope, ticketId, message) {
      const customer = customerOf(scope);
      const now = clock();
      const at = now.toISOString();
      const { messageId, mailId } = await db.transaction().execute(async (trx) => {
        const ticket = await openTicket(scope, ticketId, trx);
        const id = await insertMessage(trx, scope.tenant.id, {
          ticketId: ticket.id,
          author: 'customer',
          authorName: null,
          body: message,
          at,
        });
        await answered(trx, scope.tenant.id, ticket, at);
        const event = {
          kind: 'customer-message' as const,
          tenant: scope.tenant,
          customer,
          ticketId: ticket.id,
          at: now,
        };
        const mailId = await queueSupportMail(trx, outbox, event);
        await recordIntegrationEvent(trx, {
          tenantId: scope.tenant.id,
          type: 'ticket.message',
          entityId: ticket.id,
          data: {
            customerId: customer.id,
            ticketId: ticket.id,
            messageId: id,
            message,
            sentAt: at,
          },
          at: now,
        });
        return { messageId: id, mailId };
      });
      await afterCommit(mailId);
      return {
        id: messageId,
        author: 'customer',
        authorName: null,
        message,
        createdAt: at,
        files: [],
      };
    },

    async addPhotos(scope, ticketId, upload) {
      const customer = customerOf(scope);
      const owner = customerOwner(scope);
      // Checked again in the transaction: it may have been closed meanwhile.
      await openTicket(scope, ticketId);
      const now = clock();
      const at = now.toISOString();
      const written: string[] = [];
      try {
        const photos = await writePhotos(deps, scope.tenant.id, ticketId, upload.photos, written);
        const { messageId, fileIds, mailId } = await db.transaction().execute(async (trx) => {
          const ticket = await openTicket(scope, ticketId, trx);
          const id = await insertMessage(trx, scope.tenant.id, {
            ticketId: ticket.id,
            author: 'customer',
            authorName: null,
            body: upload.message,
            at,
          });
          const ids = await recordPhotos(
            trx,
            owner,
            { ticketId: ticket.id, messageId: id, at },
            photos,
          );
          await answered(trx, scope.tenant.id, ticket, at);
          const event = {
            kind: 'customer-message' as const,
            tenant: scope.tenant,
            customer,
            ticketId: ticket.id,
            at: now,
          };
          const mailId = await queueSupportMail(trx, outbox, event);
          await recordIntegrationEvent(trx, {
            tenantId: owner.tenantId,
            type: 'ticket.photo-added',
            entityId: ticket.id,
            data: {
              customerId: owner.customerId,
              ticketId: ticket.id,
              messageId: id,
              message: upload.message,
              photos: ids.map((fileId, index) => ({
                fileId,
                name: photos[index]?.name ?? `photo-${fileId}`,
                contentType: 'image/jpeg',
              })),
              addedAt: at,
            },
            at: now,
          });
          return { messageId: id, fileIds: ids, mailId };
        });
        await afterCommit(mailId);
        return {
          messageId,
          files: photos.map((photo, index) => ({
            id: fileIds[index] ?? 0,
            name: photo.name,
            contentType: 'image/jpeg',
            createdAt: at,
          })),
        };
      } catch (error) {
        await discardPendingFiles(deps, written);
        throw error;
      }
    },

    async photo(scope, ids, variant) {
      const found = await findTicketPhoto(db, customerOwner(scope), ids, variant);
      if (!found) throw new AppError(ErrorCode.NotFound, 'The photo was not found.');
      return {
        bytes: await readStoredFile(deps.store, found.storageKey),
        contentType: found.contentType,
        name: found.name,
      };
    },
  };
}

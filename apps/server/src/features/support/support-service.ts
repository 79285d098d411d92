// The customer's side of support tickets (spec §7): the tickets with their state in
// words, a ticket's thread, the ticket types, a new ticket, a message, photos, and a photo or its
// thumbnail for the ticket's owner only. Another customer's ticket is 404 (it leaks nothing); a
// closed ticket takes no more messages (409: the customer opens a new one). Every new ticket and
// message is mailed to the company in its transaction (support-mail.ts), and recorded as an
// integration event for the back office (ticket.created, ticket.message, ticket.photo-added).
import { ErrorCode } from '@portal/contract/error-code';
import { STATUS_LANG } from '@portal/contract/status-list';
import type {
  CreatedIssue,
  CreateIssueBody,
  Issue,
  IssueFile,
  IssueMessage,
  IssueType,
  UploadedPhotos,
} from '@portal/contract/support';
import { IssueStatusId } from '@portal/domain/status-ids';
import { ticketState } from '@portal/domain/ticket-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { discardPendingFiles } from '../../platform/files/pending-files.ts';
import { readStoredFile } from '../../platform/files/stored-file.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { statusKey } from '../tenants/index.ts';
import { findIssuePhoto, type IssueFileRecord, listIssueFiles } from './issue-file-repository.ts';
import { insertMessage, listMessages } from './issue-message-repository.ts';
import {
  findInstallationOfSale,
  findIssue,
  type IssueRecord,
  insertIssue,
  listIssues,
  touchIssue,
  updateIssueStatus,
} from './issue-repository.ts';
import {
  initialIssueStatus,
  isActiveIssueType,
  listIssueTypes,
} from './issue-settings-repository.ts';
import { queueSupportMail } from './support-mail.ts';
import { type NamedPhoto, recordPhotos, writePhotos } from './support-photos.ts';

export interface SupportService {
  list(scope: RequestScope): Promise<Issue[]>;
  messages(scope: RequestScope, issueId: number): Promise<IssueMessage[]>;
  /** Refuses (404, 409) a ticket that is not the customer's or is closed. */
  assertOpen(scope: RequestScope, issueId: number): Promise<void>;
  types(scope: RequestScope): Promise<IssueType[]>;
  create(scope: RequestScope, body: CreateIssueBody): Promise<CreatedIssue>;
  sendMessage(scope: RequestScope, issueId: number, message: string): Promise<IssueMessage>;
  addPhotos(
    scope: RequestScope,
    issueId: number,
    upload: { message: string; photos: readonly NamedPhoto[] },
  ): Promise<UploadedPhotos>;
  photo(
    scope: RequestScope,
    ids: { issueId: number; fileId: number },
    variant: 'full' | 'thumbnail',
  ): Promise<{ bytes: Buffer; contentType: string; name: string }>;
}

function notFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'The ticket was not found.');
}

function toFile(file: IssueFileRecord): IssueFile {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    createdAt: new Date(file.createdAt).toISOString(),
  };
}

function toIssue(issue: IssueRecord, files: readonly IssueFileRecord[]): Issue {
  return {
    id: issue.id,
    final: issue.final,
    statusId: issue.statusId,
    status: statusKey(issue.statusText ?? String(issue.statusId)),
    state: ticketState(issue.statusId, issue.final),
    problemTitle: issue.problemTitle,
    problem: issue.description,
    typeId: issue.typeId,
    type: issue.typeName ?? '',
    installation:
      issue.orderId === null && issue.offerId === null
        ? null
        : { OrderID: issue.orderId, OfferID: issue.offerId },
    files: files.filter((file) => file.issueId === issue.id).map(toFile),
    createdAt: new Date(issue.createdAt).toISOString(),
    updatedAt: new Date(issue.updatedAt).toISOString(),
  };
}

export function createSupportService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'store' | 'outbox'>,
): SupportService {
  const { db, clock, outbox } = deps;

  const ownIssue = async (scope: RequestScope, issueId: number, trx: Kysely<Database> = db) => {
    const language = scope.language;
    const issue = await findIssue(
      trx,
      customerOwner(scope),
      issueId,
      language,
      STATUS_LANG[language],
    );
    if (!issue) throw notFound();
    return issue;
  };

  /** A ticket the customer may still write on. */
  const openIssue = async (scope: RequestScope, issueId: number, trx: Kysely<Database> = db) => {
    const issue = await ownIssue(scope, issueId, trx);
    if (issue.final) {
      throw new AppError(ErrorCode.Conflict, 'This ticket is closed. Open a new one if needed.');
    }
    return issue;
  };

  const customerOf = (scope: RequestScope) => {
    if (!scope.customer) throw notFound();
    return scope.customer;
  };

  /** The customer wrote: a ticket waiting for their reply is in progress again. */
  const answered = async (
    trx: Kysely<Database>,
    tenantId: number,
    issue: IssueRecord,
    at: string,
  ) => {
    const change = {
      issueId: issue.id,
      from: issue.statusId,
      to: IssueStatusId.InProgress,
      final: false,
      at,
    };
    const waiting = issue.statusId === IssueStatusId.WaitingForReply;
    if (!(waiting && (await updateIssueStatus(trx, tenantId, change)))) {
      await touchIssue(trx, tenantId, issue.id, at);
    }
  };

  const afterCommit = async (mailId: number | undefined) => {
    if (mailId !== undefined) await outbox.deliver(mailId);
  };

  return {
    async list(scope) {
      const owner = customerOwner(scope);
      const issues = await listIssues(db, owner, scope.language, STATUS_LANG[scope.language]);
      const files = await listIssueFiles(
        db,
        owner,
        issues.map((issue) => issue.id),
      );
      return issues.map((issue) => toIssue(issue, files));
    },

    async messages(scope, issueId) {
      const issue = await ownIssue(scope, issueId);
      const [messages, files] = await Promise.all([
        listMessages(db, scope.tenant.id, issue.id),
        listIssueFiles(db, customerOwner(scope), [issue.id]),
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

    types: (scope) => listIssueTypes(db, scope.tenant.id, scope.language),

    async assertOpen(scope, issueId) {
      await openIssue(scope, issueId);
    },

    async create(scope, body) {
      const customer = customerOf(scope);
      const owner = customerOwner(scope);
      if (!(await isActiveIssueType(db, scope.tenant.id, body.typeId))) {
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
      const statusId = (await initialIssueStatus(db, scope.tenant.id)) ?? IssueStatusId.New;
      const { insertId, mailId } = await db.transaction().execute(async (trx) => {
        const id = await insertIssue(trx, owner, {
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
          issueId: id,
          at: now,
        };
        const mailId = await queueSupportMail(trx, outbox, event);
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
        return { insertId: id, mailId };
      });
      await afterCommit(mailId);
      return { insertId };
    },

    async sendMessage(scope, issueId, message) {
      const customer = customerOf(scope);
      const now = clock();
      const at = now.toISOString();
      const { messageId, mailId } = await db.transaction().execute(async (trx) => {
        const issue = await openIssue(scope, issueId, trx);
        const id = await insertMessage(trx, scope.tenant.id, {
          issueId: issue.id,
          author: 'customer',
          authorName: null,
          body: message,
          at,
        });
        await answered(trx, scope.tenant.id, issue, at);
        const event = {
          kind: 'customer-message' as const,
          tenant: scope.tenant,
          customer,
          issueId: issue.id,
          at: now,
        };
        const mailId = await queueSupportMail(trx, outbox, event);
        await recordIntegrationEvent(trx, {
          tenantId: scope.tenant.id,
          type: 'ticket.message',
          entityId: issue.id,
          data: { customerId: customer.id, ticketId: issue.id, messageId: id, message, sentAt: at },
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

    async addPhotos(scope, issueId, upload) {
      const customer = customerOf(scope);
      const owner = customerOwner(scope);
      // Checked again in the transaction: it may have been closed meanwhile.
      await openIssue(scope, issueId);
      const now = clock();
      const at = now.toISOString();
      const written: string[] = [];
      try {
        const photos = await writePhotos(deps, scope.tenant.id, issueId, upload.photos, written);
        const { messageId, fileIds, mailId } = await db.transaction().execute(async (trx) => {
          const issue = await openIssue(scope, issueId, trx);
          const id = await insertMessage(trx, scope.tenant.id, {
            issueId: issue.id,
            author: 'customer',
            authorName: null,
            body: upload.message,
            at,
          });
          const ids = await recordPhotos(
            trx,
            owner,
            { issueId: issue.id, messageId: id, at },
            photos,
          );
          await answered(trx, scope.tenant.id, issue, at);
          const event = {
            kind: 'customer-message' as const,
            tenant: scope.tenant,
            customer,
            issueId: issue.id,
            at: now,
          };
          const mailId = await queueSupportMail(trx, outbox, event);
          await recordIntegrationEvent(trx, {
            tenantId: owner.tenantId,
            type: 'ticket.photo-added',
            entityId: issue.id,
            data: {
              customerId: owner.customerId,
              ticketId: issue.id,
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
      const found = await findIssuePhoto(db, customerOwner(scope), ids, variant);
      if (!found) throw new AppError(ErrorCode.NotFound, 'The photo was not found.');
      return {
        bytes: await readStoredFile(deps.store, found.storageKey),
        contentType: found.contentType,
        name: found.name,
      };
    },
  };
}

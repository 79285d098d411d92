// Support tickets (issues), their messages and photos, the ticket types and the issue status list:
// every query scoped by tenant, and by customer wherever a customer asks.

import type { Language } from '@portal/contract/portal';
import type { StatusLang } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import { toBoolean } from '../db/dialect-helpers.ts';
import type { Database } from '../db/schema.ts';
import type { IssueMessageAuthor } from '../db/tables/support-tables.ts';
import type { CustomerOwner } from '../scope/request-scope.ts';

export interface IssueRecord {
  id: number;
  customerId: number;
  installationId: number | null;
  orderId: number | null;
  offerId: number | null;
  typeId: number;
  typeName: string | null;
  statusId: number;
  statusText: string | null;
  final: boolean;
  problemTitle: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

function issueRows(db: Kysely<Database>, tenantId: number, language: Language, lang: StatusLang) {
  return db
    .selectFrom('issues as i')
    .leftJoin('issue_type_labels as l', (join) =>
      join
        .onRef('l.tenant_id', '=', 'i.tenant_id')
        .onRef('l.issue_type_id', '=', 'i.issue_type_id')
        .on('l.lang', '=', language),
    )
    .leftJoin('status_list_items as s', (join) =>
      join
        .onRef('s.tenant_id', '=', 'i.tenant_id')
        .onRef('s.status_id', '=', 'i.status_id')
        .on('s.kind', '=', 'issues')
        .on('s.lang', '=', lang),
    )
    .select([
      'i.id',
      'i.customer_id',
      'i.installation_id',
      'i.order_id',
      'i.offer_id',
      'i.issue_type_id',
      'l.label',
      'i.status_id',
      's.status_text',
      's.is_final',
      'i.problem_title',
      'i.description',
      'i.created_at',
      'i.updated_at',
    ])
    .where('i.tenant_id', '=', tenantId);
}

type IssueRow = Awaited<ReturnType<ReturnType<typeof issueRows>['executeTakeFirstOrThrow']>>;

function toIssue(row: IssueRow): IssueRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    installationId: row.installation_id,
    orderId: row.order_id,
    offerId: row.offer_id,
    typeId: row.issue_type_id,
    typeName: row.label,
    statusId: row.status_id,
    statusText: row.status_text,
    final: row.is_final !== null && toBoolean(row.is_final),
    problemTitle: row.problem_title,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The customer's tickets, most recently changed first. */
export async function listIssues(
  db: Kysely<Database>,
  owner: CustomerOwner,
  language: Language,
  lang: StatusLang,
): Promise<IssueRecord[]> {
  const rows = await issueRows(db, owner.tenantId, language, lang)
    .where('i.customer_id', '=', owner.customerId)
    .orderBy('i.updated_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(toIssue);
}

/** One ticket, only when it is the customer's. */
export async function findIssue(
  db: Kysely<Database>,
  owner: CustomerOwner,
  issueId: number,
  language: Language,
  lang: StatusLang,
): Promise<IssueRecord | undefined> {
  const row = await issueRows(db, owner.tenantId, language, lang)
    .where('i.customer_id', '=', owner.customerId)
    .where('i.id', '=', issueId)
    .executeTakeFirst();
  return row ? toIssue(row) : undefined;
}

/** A ticket of the tenant, for the company's side (SupportDesk): whose it is and its status. */
export async function findTenantIssue(
  db: Kysely<Database>,
  tenantId: number,
  issueId: number,
): Promise<{ id: number; customerId: number; statusId: number } | undefined> {
  const row = await db
    .selectFrom('issues')
    .select(['id', 'customer_id', 'status_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', issueId)
    .executeTakeFirst();
  return row && { id: row.id, customerId: row.customer_id, statusId: row.status_id };
}

export interface IssueFileRecord {
  id: number;
  issueId: number;
  messageId: number | null;
  name: string;
  contentType: string;
  createdAt: string;
}

/** The photos of the customer's tickets (all of them, or of the ones named). */
export async function listIssueFiles(
  db: Kysely<Database>,
  owner: CustomerOwner,
  issueIds: readonly number[],
): Promise<IssueFileRecord[]> {
  if (issueIds.length === 0) return [];
  const rows = await db
    .selectFrom('issue_files as f')
    .innerJoin('stored_documents as d', (join) =>
      join.onRef('d.tenant_id', '=', 'f.tenant_id').onRef('d.id', '=', 'f.document_id'),
    )
    .select(['f.id', 'f.issue_id', 'f.message_id', 'd.file_name', 'd.content_type', 'f.created_at'])
    .where('f.tenant_id', '=', owner.tenantId)
    .where('d.customer_id', '=', owner.customerId)
    .where('f.issue_id', 'in', issueIds)
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    issueId: row.issue_id,
    messageId: row.message_id,
    name: row.file_name,
    contentType: row.content_type,
    createdAt: row.created_at,
  }));
}

/** Where a photo (or its thumbnail) of the customer's ticket is stored. */
export async function findIssuePhoto(
  db: Kysely<Database>,
  owner: CustomerOwner,
  ids: { issueId: number; fileId: number },
  variant: 'full' | 'thumbnail',
): Promise<{ storageKey: string; contentType: string; name: string } | undefined> {
  const row = await db
    .selectFrom('issue_files as f')
    .innerJoin('issues as i', (join) =>
      join.onRef('i.tenant_id', '=', 'f.tenant_id').onRef('i.id', '=', 'f.issue_id'),
    )
    .innerJoin('stored_documents as d', (join) =>
      join
        .onRef('d.tenant_id', '=', 'f.tenant_id')
        .onRef('d.id', '=', variant === 'full' ? 'f.document_id' : 'f.thumbnail_document_id'),
    )
    .select(['d.storage_key', 'd.content_type', 'd.file_name'])
    .where('f.tenant_id', '=', owner.tenantId)
    .where('i.customer_id', '=', owner.customerId)
    .where('d.customer_id', '=', owner.customerId)
    .where('f.issue_id', '=', ids.issueId)
    .where('f.id', '=', ids.fileId)
    .executeTakeFirst();
  return row && { storageKey: row.storage_key, contentType: row.content_type, name: row.file_name };
}

export interface IssueMessageRecord {
  id: number;
  author: IssueMessageAuthor;
  authorName: string | null;
  body: string;
  createdAt: string;
}

/** A ticket's messages, oldest first (the caller has checked whose ticket it is). */
export async function listMessages(
  db: Kysely<Database>,
  tenantId: number,
  issueId: number,
): Promise<IssueMessageRecord[]> {
  const rows = await db
    .selectFrom('issue_messages')
    .select(['id', 'author', 'author_name', 'body', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('issue_id', '=', issueId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorName: row.author_name,
    body: row.body,
    createdAt: row.created_at,
  }));
}

/** The tenant's active ticket types in the language, in display order. */
export async function listIssueTypes(
  db: Kysely<Database>,
  tenantId: number,
  language: Language,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('issue_types as t')
    .innerJoin('issue_type_labels as l', (join) =>
      join
        .onRef('l.tenant_id', '=', 't.tenant_id')
        .onRef('l.issue_type_id', '=', 't.id')
        .on('l.lang', '=', language),
    )
    .select(['t.id', 'l.label as name'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.active', '=', true)
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}

/** Whether the type is one of the tenant's active ticket types. */
export async function isActiveIssueType(
  db: Kysely<Database>,
  tenantId: number,
  typeId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('issue_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', typeId)
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The installation an offer and/or an order of the customer belong to: null when neither is
 * given, undefined when one is not the customer's or the two name different installations. */
export async function findInstallationOfSale(
  db: Kysely<Database>,
  owner: CustomerOwner,
  sale: { offerId: number | null; orderId: number | null },
): Promise<number | null | undefined> {
  const found: number[] = [];
  for (const [table, id] of [
    ['offers', sale.offerId],
    ['orders', sale.orderId],
  ] as const) {
    if (id === null) continue;
    const row = await db
      .selectFrom(table)
      .select('installation_id')
      .where('tenant_id', '=', owner.tenantId)
      .where('customer_id', '=', owner.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    found.push(row.installation_id);
  }
  if (found.length === 0) return null;
  return found.every((id) => id === found[0]) ? found[0] : undefined;
}

export interface NewIssue {
  installationId: number | null;
  orderId: number | null;
  offerId: number | null;
  typeId: number;
  statusId: number;
  problemTitle: string;
  description: string;
  at: string;
}

export async function insertIssue(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  issue: NewIssue,
): Promise<number> {
  const row = await trx
    .insertInto('issues')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      installation_id: issue.installationId,
      order_id: issue.orderId,
      offer_id: issue.offerId,
      issue_type_id: issue.typeId,
      status_id: issue.statusId,
      problem_title: issue.problemTitle,
      description: issue.description,
      created_at: issue.at,
      updated_at: issue.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMessage(
  trx: Kysely<Database>,
  tenantId: number,
  message: {
    issueId: number;
    author: IssueMessageAuthor;
    authorName: string | null;
    body: string;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('issue_messages')
    .values({
      tenant_id: tenantId,
      issue_id: message.issueId,
      author: message.author,
      author_name: message.authorName,
      body: message.body,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the ticket's status (closed_at with a final one) and its last change; false when the
 * ticket is gone or its status was no longer `from` (a concurrent change). */
export async function updateIssueStatus(
  trx: Kysely<Database>,
  tenantId: number,
  change: { issueId: number; from: number; to: number; final: boolean; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('issues')
    .set({
      status_id: change.to,
      updated_at: change.at,
      closed_at: change.final ? change.at : null,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', change.issueId)
    .where('status_id', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertIssueFile(
  trx: Kysely<Database>,
  tenantId: number,
  file: {
    issueId: number;
    messageId: number;
    documentId: number;
    thumbnailDocumentId: number;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('issue_files')
    .values({
      tenant_id: tenantId,
      issue_id: file.issueId,
      message_id: file.messageId,
      document_id: file.documentId,
      thumbnail_document_id: file.thumbnailDocumentId,
      created_at: file.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A status of the tenant's issue list: whether it is the final one; undefined when the list
 * has no such status. */
export async function issueStatusIsFinal(
  db: Kysely<Database>,
  tenantId: number,
  statusId: number,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('status_list_items')
    .select('is_final')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'issues')
    .where('status_id', '=', statusId)
    .orderBy('lang')
    .executeTakeFirst();
  return row ? toBoolean(row.is_final) : undefined;
}

/** The tenant's initial issue status (the list's initial flag). */
export async function initialIssueStatus(
  db: Kysely<Database>,
  tenantId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('status_list_items')
    .select('status_id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'issues')
    .where('is_initial', '=', true)
    .orderBy('lang')
    .executeTakeFirst();
  return row?.status_id;
}

/** The tenant's support address (migration 0012), if set. */
export async function findSupportEmail(
  db: Kysely<Database>,
  tenantId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('tenants')
    .select('support_email')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.support_email ?? null;
}

/** Records the ticket's last change. */
export async function touchIssue(
  trx: Kysely<Database>,
  tenantId: number,
  issueId: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('issues')
    .set({ updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', issueId)
    .execute();
}

/** The tenant's name: who answers a ticket unless a reply names someone. */
export async function findTenantName(db: Kysely<Database>, tenantId: number): Promise<string> {
  const row = await db
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.name ?? '';
}

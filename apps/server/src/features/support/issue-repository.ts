// Support tickets (issues): the customer's list and one ticket, the company's view of a ticket, and
// writing a ticket and its status. Every query scoped by tenant, and by customer wherever a
// customer asks.
import type { Language } from '@portal/contract/portal';
import type { StatusLang } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

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

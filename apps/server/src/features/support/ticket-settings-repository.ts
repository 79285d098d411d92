// What a tenant sets for support: its ticket types, its ticket status list (initial and final),
// its support address and the name that answers a ticket.
import type { Language } from '@portal/contract/portal';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';

/** The tenant's active ticket types in the language, in display order. */
export async function listTicketTypes(
  db: Kysely<Database>,
  tenantId: number,
  language: Language,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_type_labels as l', (join) =>
      join
        .onRef('l.tenant_id', '=', 't.tenant_id')
        .onRef('l.ticket_type_id', '=', 't.id')
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
export async function isActiveTicketType(
  db: Kysely<Database>,
  tenantId: number,
  typeId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('ticket_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', typeId)
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** A status of the tenant's ticket list: whether it is the final one; undefined when the list
 * has no such status. */
export async function ticketStatusIsFinal(
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

/** The tenant's initial ticket status (the list's initial flag). */
export async function initialTicketStatus(
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

/** The tenant's name: who answers a ticket unless a reply names someone. */
export async function findTenantName(db: Kysely<Database>, tenantId: number): Promise<string> {
  const row = await db
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.name ?? '';
}

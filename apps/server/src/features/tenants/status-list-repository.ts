// A tenant's status list of one kind in one language (spec §3): id and status text with spaces
// turned into underscores, plus the initial and final flags. Ordered by id.
import type { FlaggedStatusItem, StatusLang, StatusListKind } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';

export async function listStatuses(
  db: Kysely<Database>,
  tenantId: number,
  kind: StatusListKind,
  lang: StatusLang,
): Promise<FlaggedStatusItem[]> {
  const rows = await db
    .selectFrom('status_list_items')
    .select(['status_id', 'status_text', 'is_initial', 'is_final'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .orderBy('status_id')
    .execute();
  return rows.map((row) => ({
    id: row.status_id,
    status: statusKey(row.status_text),
    initial: toBoolean(row.is_initial),
    final: toBoolean(row.is_final),
  }));
}

/** "Wacht op antwoord" → "Wacht_op_antwoord". */
export function statusKey(text: string): string {
  return text.replaceAll(' ', '_');
}

// The audit log: one row per thing a customer did that must be provable later (signing, confirming,
// editing the account...). Every audit write goes through recordAudit, inside the transaction of
// the change it records, so an entry exists exactly when the change does.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CustomerOwner } from './request-scope.ts';

export interface AuditEntry {
  owner: CustomerOwner;
  /** What happened, as `subject.verb`: 'offer.signed', 'account.updated'... */
  action: string;
  entity: { type: string; id: number };
  /** Facts worth keeping with the entry (kept as JSON); never a password or a token. */
  details: Record<string, unknown>;
  at: Date;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: entry.owner.tenantId,
      customer_id: entry.owner.customerId,
      action: entry.action,
      entity_type: entry.entity.type,
      entity_id: entry.entity.id,
      details: JSON.stringify(entry.details),
      created_at: entry.at.toISOString(),
    })
    .execute();
}

// The loyalty programme as spec §9 has it (decision 043).
//
// loyalty_referrals: a referred friend is a lead of the company, so the states are the spec's
// (invited, offer, ordered; the old 'rewarded' was an ordered friend whose voucher was handed out,
// and reads as ordered), the friend's phone, postal code and consent are kept, offer_at joins
// ordered_at, and a friend is one lead per tenant: unique (tenant_id, friend_email), since one
// voucher is earned per friend whoever referred them. Rows of an e-mail address referred twice
// keep the first referral (decision 043). SQLite cannot change a CHECK or a UNIQUE in place and
// PostgreSQL names a table's unique indexes schema-wide, so the table is rebuilt: its rows read,
// the table dropped and created anew, the rows written back in their order (the ids then follow
// the same order on both dialects).
//
// loyalty_codes: each customer's personal referral code, made on first use, unique per tenant.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { customerTable, dropTables, oneOf, type SchemaDb } from './builders.ts';

interface ReferralRow {
  tenant_id: number;
  customer_id: number;
  friend_name: string;
  friend_email: string;
  friend_phone: string | null;
  friend_postal_code: string | null;
  consent_at: string | null;
  status: string;
  voucher_amount_cents: number;
  created_at: string;
  offer_at: string | null;
  ordered_at: string | null;
}

type Shape = 'old' | 'new';

async function createReferrals(db: SchemaDb, shape: Shape): Promise<void> {
  let table = customerTable(db, 'loyalty_referrals')
    .addColumn('friend_name', 'text', (c) => c.notNull())
    .addColumn('friend_email', 'text', (c) => c.notNull());
  if (shape === 'new') {
    table = table
      .addColumn('friend_phone', 'text')
      .addColumn('friend_postal_code', 'text')
      // When the friend agreed to be contacted (null for referrals made before the form).
      .addColumn('consent_at', 'text');
  }
  table = table
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('voucher_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull());
  table =
    shape === 'new'
      ? table
          .addColumn('offer_at', 'text')
          .addColumn('ordered_at', 'text')
          .addUniqueConstraint('loyalty_referrals_friend_key', ['tenant_id', 'friend_email'])
          .addCheckConstraint(
            'loyalty_referrals_status_check',
            oneOf('status', ['invited', 'offer', 'ordered']),
          )
      : table
          .addColumn('ordered_at', 'text')
          .addColumn('rewarded_at', 'text')
          .addUniqueConstraint('loyalty_referrals_friend_key', [
            'tenant_id',
            'customer_id',
            'friend_email',
          ])
          .addCheckConstraint(
            'loyalty_referrals_status_check',
            oneOf('status', ['invited', 'ordered', 'rewarded']),
          );
  await table
    .addCheckConstraint('loyalty_referrals_email_check', sql`friend_email = lower(friend_email)`)
    .execute();
}

/** Drops the table and builds it in `shape` with `rows` (in their order). */
async function rebuildReferrals(db: SchemaDb, shape: Shape, rows: ReferralRow[]): Promise<void> {
  await dropTables(db, ['loyalty_referrals']);
  await createReferrals(db, shape);
  for (const row of rows) {
    const columns =
      shape === 'new'
        ? row
        : {
            tenant_id: row.tenant_id,
            customer_id: row.customer_id,
            friend_name: row.friend_name,
            friend_email: row.friend_email,
            status: row.status === 'ordered' ? 'ordered' : 'invited',
            voucher_amount_cents: row.voucher_amount_cents,
            created_at: row.created_at,
            ordered_at: row.ordered_at,
            rewarded_at: null,
          };
    const names = Object.keys(columns);
    await sql`insert into loyalty_referrals (${sql.join(names.map((name) => sql.ref(name)))})
      values (${sql.join(Object.values(columns))})`.execute(db);
  }
}

async function up(db: SchemaDb): Promise<void> {
  const old = await sql<Omit<ReferralRow, 'friend_phone' | 'friend_postal_code' | 'consent_at'>>`
    select tenant_id, customer_id, friend_name, friend_email, status, voucher_amount_cents,
           created_at, null as offer_at, ordered_at
      from loyalty_referrals order by id`.execute(db);
  const seen = new Set<string>();
  const rows: ReferralRow[] = [];
  for (const row of old.rows) {
    const friend = `${row.tenant_id} ${row.friend_email}`;
    if (seen.has(friend)) continue;
    seen.add(friend);
    rows.push({
      ...row,
      friend_phone: null,
      friend_postal_code: null,
      consent_at: null,
      status: row.status === 'invited' ? 'invited' : 'ordered',
    });
  }
  await rebuildReferrals(db, 'new', rows);

  await customerTable(db, 'loyalty_codes')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('loyalty_codes_tenant_id_code_key', ['tenant_id', 'code'])
    .addUniqueConstraint('loyalty_codes_tenant_id_customer_id_key', ['tenant_id', 'customer_id'])
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['loyalty_codes']);
  const rows = await sql<ReferralRow>`select * from loyalty_referrals order by id`.execute(db);
  await rebuildReferrals(db, 'old', rows.rows);
}

export const loyaltyStatesMigration: Migration = { up, down };

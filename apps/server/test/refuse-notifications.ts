// Makes every notification insert fail (a trigger), or stops doing so: how the tests prove that a
// change and the notification telling of it are written in one transaction, or not at all.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';

export async function refuseNotifications(
  db: Kysely<Database>,
  dialect: Dialect,
  refuse: boolean,
): Promise<void> {
  const statements =
    dialect === 'sqlite'
      ? refuse
        ? [
            `create trigger refuse_notifications before insert on notifications
             begin select raise(abort, 'refused by the test'); end`,
          ]
        : ['drop trigger refuse_notifications']
      : refuse
        ? [
            `create function refuse_notifications() returns trigger language plpgsql
             as $$ begin raise exception 'refused by the test'; end $$`,
            `create trigger refuse_notifications before insert on notifications
             for each row execute function refuse_notifications()`,
          ]
        : [
            'drop trigger refuse_notifications on notifications',
            'drop function refuse_notifications()',
          ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

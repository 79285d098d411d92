// Every notification the demo customers find, read in every language with its tenant's own words:
// each gives the values its words show, so no title or body has a raw `{{…}}` or a gap.
import { missingNotificationParams } from '@portal/contract/notification-placeholders';
import { isNotificationKey } from '@portal/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessage } from '../src/features/push/push-message.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import type { TestDatabase } from './databases.ts';
import { createDemoDatabase } from './demo-database.ts';

describe('the demo notifications in words', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDemoDatabase('sqlite');
  });
  afterAll(() => database?.drop());

  it.each(['demo', 'helios'])(
    '%s: every notification reads whole in nl, fr and en',
    async (sub) => {
      const { db } = database.handle;
      const tenant = await findTenantBySubdomain(db, sub);
      if (!tenant) throw new Error(`no tenant ${sub}`);
      const rows = await db
        .selectFrom('notifications')
        .select(['id', 'notification_key', 'action_route', 'params'])
        .where('tenant_id', '=', tenant.id)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const params = JSON.parse(row.params) as Record<string, unknown>;
        const key = row.notification_key;
        expect(isNotificationKey(key), key).toBe(true);
        if (!isNotificationKey(key)) continue;
        expect(missingNotificationParams(key, params), `${key} ${row.params}`).toEqual([]);
        for (const language of ['nl', 'fr', 'en'] as const) {
          const notification = { id: row.id, key, action: row.action_route, params };
          const message = pushMessage(notification, language, tenant.portalConfig);
          for (const words of [message?.title, message?.body]) {
            expect(words?.trim(), `${key} in ${language}`).toBeTruthy();
            expect(words, `${key} in ${language}`).not.toMatch(/{{|}}/);
          }
        }
      }
    },
  );
});

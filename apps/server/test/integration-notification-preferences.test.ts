// The integration API reads a customer's notification choices by the back office's id (decision
// 096): the defaults until the customer chooses, then what they chose; an unknown id is 404.
import { defaultNotificationPreferences } from '@portal/contract/notification-preferences';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { customerBody } from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';

describe.each(testDialects())('integration read of notification choices on %s', (dialect) => {
  const { api, put, get, customerIdOf } = useIntegrationUpserts(dialect);

  it('answers the defaults, then the customer’s choices; 404 for an unknown customer', async () => {
    expect((await put('/customers/np-1', customerBody('np', 'nl'))).statusCode).toBe(200);
    const first = await get('/customers/np-1/notification-preferences');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual(defaultNotificationPreferences());
    const customerId = await customerIdOf('np-1');
    await api.db
      .insertInto('notification_preferences')
      .values({
        tenant_id: api.tenantId('demo'),
        customer_id: customerId,
        kind: 'invoices',
        push: false,
        email: false,
        updated_at: '2026-11-21T09:00:00.000Z',
      })
      .execute();
    const after = await get('/customers/np-1/notification-preferences');
    expect(after.json().data.kinds.invoices).toEqual({ push: false, email: false });
    const unknown = await get('/customers/nobody/notification-preferences');
    expect(unknown.statusCode).toBe(404);
  });
});

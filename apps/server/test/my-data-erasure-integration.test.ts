// What the installer's back office sees of an erased account (decision 098): the customer by its
// id with no name, e-mail or address; the events, earlier ones included, without them and with
// account.erased listing what is kept; and no write of the back office that would bring the data
// back or mail the customer (409 CUSTOMER_ERASED).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@portal/contract/error-code';
import { afterAll, describe, expect, it } from 'vitest';
import { janPeeters } from '../src/demo/demo-main-customer.ts';
import { recordIntegrationEvent } from '../src/features/integration-events/index.ts';
import { testDialects } from './databases.ts';
import { eraseAccount } from './erase-account.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
import { realmBearers } from './realm-tokens.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('an erased account in the integration API on %s', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-data-erasure-integration-'));
  const api = useIntegrationApi(dialect, { config: { dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('shows the back office ids only, and refuses to write the customer back', async () => {
    const tag = randomBytes(4).toString('hex');
    const customer = await freshCustomer(api.db, {
      like: { ...janPeeters, firstName: `Odile${tag}`, name: `Qwrt${tag}` },
    });
    const externalId = `CUST-${tag}`;
    await api.db
      .updateTable('customers')
      .set({ external_id: externalId })
      .where('id', '=', customer.customerId)
      .execute();
    const personal = [customer.email, `Odile${tag}`, `Qwrt${tag}`];
    // An earlier event that names the customer, as the confirmation of their registration does.
    const confirmedId = await recordIntegrationEvent(api.db, {
      tenantId: customer.tenantId,
      type: 'account.confirmed',
      entityId: customer.customerId,
      data: {
        customerId: customer.customerId,
        email: customer.email,
        confirmedAt: testNow.toISOString(),
      },
      at: testNow,
    });
    const before = await api.call({ method: 'GET', url: `${V1}/customers/${externalId}` });
    expect(before.json().data.email).toBe(customer.email);

    await eraseAccount(api.app, await realmBearers(api.app), customer);

    const after = await api.call({ method: 'GET', url: `${V1}/customers/${externalId}` });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ externalId, firstName: '', name: '' });
    const events = await api.call({ method: 'GET', url: `${V1}/events?after=0&limit=500` });
    const erasedEvents = events
      .json()
      .data.events.filter(
        (event: { type: string; data: { customerId: number } }) =>
          event.type === 'account.erased' && event.data.customerId === customer.customerId,
      );
    expect(erasedEvents).toHaveLength(1);
    expect(erasedEvents[0].data.kept.length).toBeGreaterThan(0);
    const confirmed = events
      .json()
      .data.events.find((event: { id: number }) => event.id === confirmedId);
    expect(confirmed?.data).toEqual({
      customerId: customer.customerId,
      email: '[erased]',
      confirmedAt: testNow.toISOString(),
    });
    for (const answer of [after, events]) {
      const body = answer.body.toLowerCase();
      expect(personal.filter((text) => body.includes(text.toLowerCase()))).toEqual([]);
    }

    const revived = await api.call({
      method: 'PUT',
      url: `${V1}/customers/${externalId}`,
      payload: { email: customer.email, firstName: 'Odile', name: 'Qwrt', language: 'nl' },
    });
    expect(revived.statusCode).toBe(409);
    expect(revived.json().errors[0].code).toBe(ErrorCode.CustomerErased);
    const invitation = await api.call({
      method: 'POST',
      url: `${V1}/customers/${externalId}/invitation`,
    });
    expect(invitation.statusCode).toBe(409);
    expect(invitation.json().errors[0].code).toBe(ErrorCode.CustomerErased);
  });
});

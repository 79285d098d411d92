// The integration API's after-sale writes on both databases (decision 054), through the
// real app: a delivery, an inspection, a grid-operator registration and a repair each move only
// forward, the same PUT twice being the same answer, and tell the customer of each step once; a
// step back is a 409 that leaves everything as it was.
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  smallPdf,
} from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';

describe.each(testDialects())('integration upserts after sale on %s', (dialect) => {
  const { put, get, customerIdOf, notificationsOf } = useIntegrationUpserts(dialect);

  it('plans a delivery, tells of a move once, and refuses to plan a done one again', async () => {
    await put('/customers/c-60', customerBody('sixty'));
    await put('/offers/o-60', offerBody('c-60'));
    await put('/orders/r-60', orderBody('o-60'));
    const customerId = await customerIdOf('c-60');
    const toPlan = await put('/deliveries/d-60', { orderExternalId: 'r-60' });
    expect(toPlan.statusCode, toPlan.body).toBe(200);
    expect(toPlan.json().data).toMatchObject({ status: 'to-plan', installationDate: null });
    const plan = { orderExternalId: 'r-60', installationDate: '2026-12-10T08:00:00+01:00' };
    const planned = await put('/deliveries/d-60', plan);
    expect(planned.json().data.status).toBe('planned');
    expect((await put('/deliveries/d-60', plan)).body).toBe(planned.body);
    const moved = { ...plan, installationDate: '2026-12-12T08:00:00+01:00' };
    await put('/deliveries/d-60', moved);
    const done = await put('/deliveries/d-60', { ...moved, status: 'done' });
    expect(done.json().data.status).toBe('done');
    // Sent again without a status, the plan does not undo the delivery done meanwhile.
    expect((await put('/deliveries/d-60', moved)).json().data.status).toBe('done');

    const replanned = await put('/deliveries/d-60', {
      ...moved,
      installationDate: '2027-01-05T08:00:00+01:00',
    });
    expect(replanned.statusCode).toBe(409);
    const back = await put('/deliveries/d-60', { ...moved, status: 'planned' });
    expect(back.statusCode).toBe(409);
    expect((await get('/deliveries/d-60')).body).toBe((await put('/deliveries/d-60', moved)).body);
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['orderToSign', 'deliveryPlanned', 'deliveryMoved']);
  });

  it('takes an inspection through its lifecycle, telling each step once, approved being final', async () => {
    await put('/customers/c-70', customerBody('seventy'));
    await put('/offers/o-70', offerBody('c-70'));
    await put('/orders/r-70', orderBody('o-70'));
    await put('/invoices/i-70', invoiceBody('r-70', 7070));
    const customerId = await customerIdOf('c-70');
    const base = { invoiceExternalId: 'i-70', keurderJobId: 70 };
    const first = { ...base, appointmentDate: '2026-12-01T09:00:00+01:00' };
    expect((await put('/inspections/k-70', base)).json().data.status).toBe('requested');
    expect((await put('/inspections/k-70', first)).json().data.status).toBe('planned');
    const rejected = { ...first, outcome: 'rejected', outcomeOn: '2026-12-01' };
    expect((await put('/inspections/k-70', rejected)).json().data.status).toBe('rejected');
    expect((await put('/inspections/k-70', rejected)).json().data.status).toBe('rejected');
    const undecided = await put('/inspections/k-70', first);
    expect(undecided.statusCode).toBe(409);

    const second = { ...base, appointmentDate: '2026-12-08T09:00:00+01:00' };
    expect((await put('/inspections/k-70', second)).json().data.status).toBe('planned');
    const approved = {
      ...second,
      outcome: 'approved',
      outcomeOn: '2026-12-08',
      certificateNumber: 'KC-70',
      certificatePdfBase64: await smallPdf('Certificate'),
    };
    const done = await put('/inspections/k-70', approved);
    expect(done.json().data).toMatchObject({
      status: 'approved',
      certificateNumber: 'KC-70',
      hasCertificatePdf: true,
    });
    expect((await put('/inspections/k-70', approved)).body).toBe(done.body);
    const reversed = await put('/inspections/k-70', { ...approved, outcome: 'rejected' });
    expect(reversed.statusCode).toBe(409);
    expect((await get('/inspections/k-70')).body).toBe(done.body);

    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual([
      'orderToSign',
      'prepaymentInvoiceAvailable',
      'inspectionPlanned',
      'inspectionRejected',
      'inspectionPlanned',
      'inspectionApproved',
    ]);
  });

  it('records the grid-operator registration step by step, never back', async () => {
    await put('/customers/c-80', customerBody('eighty'));
    await put('/offers/o-80', offerBody('c-80'));
    const customerId = await customerIdOf('c-80');
    const step = (status: string) => ({ offerExternalId: 'o-80', status });
    expect((await put('/grid-operator-requests/g-80', step('todo'))).json().data).toMatchObject({
      operator: 'Fluvius',
      status: 'todo',
    });
    await put('/grid-operator-requests/g-80', step('sent by mail'));
    const queued = await put('/grid-operator-requests/g-80', step('queued'));
    expect((await put('/grid-operator-requests/g-80', step('queued'))).body).toBe(queued.body);
    const back = await put('/grid-operator-requests/g-80', step('todo'));
    expect(back.statusCode).toBe(409);
    const other = await put('/grid-operator-requests/g-81', step('done'));
    expect(other.statusCode).toBe(409);
    expect((await get('/grid-operator-requests/g-80')).body).toBe(queued.body);
    const steps = (await notificationsOf(customerId)).map((row) => JSON.parse(row.params).status);
    expect(steps).toEqual(['todo', 'sent by mail', 'queued']);
  });

  it('reports and moves a repair on, telling each change once, never back', async () => {
    await put('/customers/c-90', customerBody('ninety'));
    await put('/offers/o-90', offerBody('c-90'));
    const customerId = await customerIdOf('c-90');
    const repair = { offerExternalId: 'o-90', description: 'The inverter shows error 31' };
    const opened = await put('/repairs/p-90', repair);
    expect(opened.json().data).toMatchObject({ status: 'open', plannedDate: null });
    expect((await put('/repairs/p-90', repair)).body).toBe(opened.body);
    const visit = { ...repair, status: 'in-progress', plannedDate: '2027-01-11T13:00:00+01:00' };
    await put('/repairs/p-90', visit);
    const resolved = await put('/repairs/p-90', {
      ...visit,
      status: 'resolved',
      technicianReport: 'Replaced the fuse.',
    });
    expect(resolved.json().data.resolvedAt).not.toBeNull();
    const reopened = await put('/repairs/p-90', repair);
    expect(reopened.statusCode).toBe(409);
    expect((await get('/repairs/p-90')).body).toBe(resolved.body);
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['repairUpdate', 'repairUpdate', 'repairUpdate']);
  });
});

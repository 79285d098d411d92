// The integration API's writes of what the customer is told, on both databases (decision
// 054), through the real app: a reply to a ticket and a notification are sent once and
// kept as sent (a changed one is a 409), a notification can be withdrawn; the survey's questions
// are set with every bad key named.
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { V1 } from './integration-api.ts';
import { customerBody } from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';

describe.each(testDialects())('integration upserts of messages on %s', (dialect) => {
  const { api, put, get, customerIdOf, notificationsOf } = useIntegrationUpserts(dialect);

  it('replies to a customer’s ticket once, telling them, and keeps a sent reply as it was', async () => {
    const ticket = await api.db
      .selectFrom('tickets')
      .select(['id', 'customer_id'])
      .where('tenant_id', '=', api.tenantId('demo'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await notificationsOf(ticket.customer_id);
    const url = `/tickets/${ticket.id}/replies/t-1`;
    const reply = { message: 'We come by on Monday.', authorName: 'Koen' };
    const sent = await put(url, reply);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await put(url, reply)).body).toBe(sent.body);
    const changed = await put(url, { ...reply, message: 'On Tuesday after all.' });
    expect(changed.statusCode).toBe(409);
    const messages = await api.db
      .selectFrom('ticket_messages')
      .select('body')
      .where('ticket_id', '=', ticket.id)
      .where('external_id', '=', 't-1')
      .execute();
    expect(messages).toEqual([{ body: 'We come by on Monday.' }]);
    const told = (await notificationsOf(ticket.customer_id)).slice(before.length);
    expect(told.map((row) => row.notification_key)).toEqual(['supportReply']);
    expect((await put('/tickets/999999/replies/t-2', reply)).statusCode).toBe(404);
  });

  it('sends a notification once, keeps it as sent, and withdraws it', async () => {
    await put('/customers/c-100', customerBody('hundred'));
    const customerId = await customerIdOf('c-100');
    const note = {
      customerExternalId: 'c-100',
      key: 'surveyRequest',
      action: 'installations',
      params: { a: 1, b: 'x' },
    };
    const sent = await put('/notifications/n-100', note);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await put('/notifications/n-100', { ...note, params: { b: 'x', a: 1 } })).body).toBe(
      sent.body,
    );
    expect((await put('/notifications/n-100', { ...note, key: 'repairUpdate' })).statusCode).toBe(
      409,
    );
    expect(await notificationsOf(customerId)).toHaveLength(1);
    const withdrawn = await api.call({ method: 'DELETE', url: `${V1}/notifications/n-100` });
    expect(withdrawn.statusCode).toBe(200);
    expect(await notificationsOf(customerId)).toHaveLength(0);
  });

  it('sets the survey’s questions, and lists every bad key', async () => {
    const bad = await put('/survey-questions', { questions: ['advice', 'Not a key', 'advice'] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['body.questions', 'body.questions.1']);
    const set = await put('/survey-questions', { questions: ['planning', 'overall'] });
    expect(set.json().data).toEqual({ questions: ['planning', 'overall'] });
    expect((await get('/survey-questions')).json().data).toEqual({
      questions: ['planning', 'overall'],
    });
    const tenant = await api.db
      .selectFrom('tenants')
      .select('portal_config')
      .where('id', '=', api.tenantId('demo'))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(tenant.portal_config).config.surveyQuestions).toBe('planning,overall');
  });
});

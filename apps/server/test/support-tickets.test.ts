// Support tickets on both databases: the list with its states, the thread with the
// company's replies, the types, a new ticket and a message with their mail to the company, and
// every refusal (validation, another customer's ticket, a closed one) leaving everything as it
// was. A new ticket sent again under its Idempotency-Key is made once.
import { ticketMessageSchema, ticketSchema, ticketTypeSchema } from '@portal/contract/support';
import { TicketStatusId } from '@portal/domain/status-ids';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { temporaryDataDir } from './outbox.ts';
import { supportState } from './support-fixtures.ts';

describe.each(testDialects())('support tickets on %s', (dialect) => {
  const api = useCustomerApi(dialect, { config: { dataDir: temporaryDataDir() } });
  const asJan = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.jan.customerId, method, url, payload);
  const asMarie = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.call('demo', api.marie.customerId, method, url, payload);
  // The seeded Jan's tickets, which only refused requests touch; a test that creates a ticket
  // or answers one does it as a fresh customer of its own.
  let tickets: z.infer<typeof ticketSchema>[] = [];
  const ticketWith = (state: string, among = tickets) => {
    const found = among.find((ticket) => ticket.state === state);
    if (!found) throw new Error(`Jan has no ${state} ticket`);
    return found;
  };
  /** A new customer with Jan's installations and tickets (not his devices), and its calls. */
  async function freshJan() {
    const fresh = await freshCustomer(api.db, {
      keep: [
        'jan-pv',
        'jan-battery',
        'jan-ichoosr',
        'jan-extension',
        'jan-charger',
        'jan-heatpump',
      ],
    });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      api.call('demo', fresh.customerId, method, url, payload);
    return { email: fresh.email, customerId: fresh.customerId, as };
  }

  beforeAll(async () => {
    const response = await asJan('GET', '/api/issues/');
    tickets = z.array(ticketSchema).parse(response.json().data);
  });

  it("lists the customer's tickets, open and closed, with their state in words", async () => {
    expect(tickets.map((ticket) => ticket.state).sort()).toEqual([
      'done',
      'inProgress',
      'waitingForReply',
    ]);
    const done = ticketWith('done');
    expect(done).toMatchObject({ final: true, status: 'Afgehandeld', type: 'Factuur of betaling' });
    expect(ticketWith('waitingForReply')).toMatchObject({
      final: false,
      statusId: TicketStatusId.WaitingForReply,
      installation: { OfferID: expect.any(Number), OrderID: expect.any(Number) },
    });
    const marie = z.array(ticketSchema).parse((await asMarie('GET', '/api/issues/')).json().data);
    expect(marie.map((ticket) => ticket.problemTitle)).toEqual(['Installatiedatum verplaatsen']);
  });

  it('serves the thread with the company’s replies, written by the support desk', async () => {
    const waiting = ticketWith('waitingForReply');
    const response = await asJan('GET', `/api/issues/${waiting.id}/messages`);
    expect(response.statusCode).toBe(200);
    const messages = z.array(ticketMessageSchema).parse(response.json().data);
    expect(messages.map((message) => message.author)).toEqual(['customer', 'company']);
    expect(messages[1]).toMatchObject({ authorName: 'Zonnewende Energie' });
    // The seed's reply came with its notification, unseen, naming the ticket.
    const notifications = (await asJan('GET', '/api/notifications')).json().data;
    expect(notifications).toContainEqual(
      expect.objectContaining({
        notificationId: 'supportReply',
        action: 'support',
        params: { issueId: waiting.id },
        seen: false,
      }),
    );
    expect((await asMarie('GET', `/api/issues/${waiting.id}/messages`)).statusCode).toBe(404);
  });

  it('lists the ticket types in the customer’s language', async () => {
    const types = z
      .array(ticketTypeSchema)
      .parse((await asJan('GET', '/api/issues/issuesTypes')).json().data);
    expect(types.map((type) => type.name)).toEqual([
      'Technisch probleem',
      'Monitoring en app',
      'Factuur of betaling',
      'Planning en levering',
      'Andere vraag',
    ]);
    const camille = await api.call(
      'helios',
      api.camille.customerId,
      'GET',
      '/api/issues/issuesTypes',
    );
    expect(camille.json().data[0].name).toBe('Problème technique');
    expect(camille.json().data[0].id).not.toBe(types[0]?.id);
  });

  it('creates a ticket and queues its mail to the company in the same transaction', async () => {
    const { email, as: asJan } = await freshJan();
    const [type] = (await asJan('GET', '/api/issues/issuesTypes')).json().data;
    const installation = (await asJan('GET', '/api/installations/')).json().data[0];
    const response = await asJan('POST', '/api/issues/create', {
      problemTitle: '  Lekkende leiding  ',
      problem: 'Onder de boiler staat water.',
      typeId: type.id,
      orderId: installation.OrderID,
      offerId: installation.OfferID,
    });
    expect(response.statusCode).toBe(200);
    const { insertId } = response.json().data;
    const created = (await asJan('GET', '/api/issues/'))
      .json()
      .data.find((ticket: { id: number }) => ticket.id === insertId);
    expect(created).toMatchObject({
      problemTitle: 'Lekkende leiding',
      state: 'inProgress',
      final: false,
      installation: { OrderID: installation.OrderID, OfferID: installation.OfferID },
    });
    const mail = await api.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purpose', '=', 'support-ticket')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('support@zonnewende.example.be');
    expect(mail.subject).toBe(`Nieuw ticket #${insertId}: Lekkende leiding`);
    expect(mail.text_body).toContain('Onder de boiler staat water.');
    expect(mail.text_body).toContain(email);
    expect(mail.link).toMatch(new RegExp(`/support/${insertId}$`));
    // Delivered at once: the outbox wrote it.
    expect(mail.sent_at).not.toBeNull();
  });

  it('makes a ticket sent again under its Idempotency-Key once, and refuses the key for another', async () => {
    const { customerId, as: asFresh } = await freshJan();
    const [type] = (await asFresh('GET', '/api/issues/issuesTypes')).json().data;
    const installation = (await asFresh('GET', '/api/installations/')).json().data[0];
    const body = {
      problemTitle: 'Omvormer piept',
      problem: 'Sinds gisteren.',
      typeId: type.id,
      offerId: installation.OfferID,
    };
    const create = (payload: object) =>
      api.request({
        tenant: 'demo',
        customerId,
        method: 'POST',
        url: '/api/issues/create',
        payload,
        headers: { 'idempotency-key': 'ticket-once' },
      });
    const mailsBefore = await api.db
      .selectFrom('mail_outbox')
      .select(api.db.fn.countAll().as('count'))
      .where('purpose', '=', 'support-ticket')
      .executeTakeFirstOrThrow();
    const [first, again] = await Promise.all([create(body), create(body)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { insertId } = first.json().data;
    const made = (await asFresh('GET', '/api/issues/'))
      .json()
      .data.filter((ticket: { problemTitle: string }) => ticket.problemTitle === 'Omvormer piept');
    expect(made.map((ticket: { id: number }) => ticket.id)).toEqual([insertId]);
    const events = await api.db
      .selectFrom('integration_events')
      .select('id')
      .where('event_type', '=', 'ticket.created')
      .where('entity_id', '=', insertId)
      .execute();
    expect(events).toHaveLength(1);
    const mailsAfter = await api.db
      .selectFrom('mail_outbox')
      .select(api.db.fn.countAll().as('count'))
      .where('purpose', '=', 'support-ticket')
      .executeTakeFirstOrThrow();
    expect(Number(mailsAfter.count) - Number(mailsBefore.count)).toBe(1);

    const other = await create({ ...body, problem: 'Iets anders.' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ data: null, errors: [{ code: 'CONFLICT' }] });
  });

  it("answers an empty field with spec §5's message and creates nothing", async () => {
    const before = await api.db.selectFrom('tickets').select('id').execute();
    const response = await asJan('POST', '/api/issues/create', {
      problemTitle: '   ',
      problem: 'Iets',
      typeId: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VALIDATION',
      field: 'body.problemTitle',
    });
    expect(response.json().errors[0].message).toContain('This field is mandatory');
    const foreignType = await asJan('POST', '/api/issues/create', {
      problemTitle: 'Titel',
      problem: 'Iets',
      typeId: 999_999,
    });
    expect(foreignType.statusCode).toBe(400);
    expect(await api.db.selectFrom('tickets').select('id').execute()).toEqual(before);
  });

  it('refuses a ticket about another customer’s installation (404), creating nothing', async () => {
    const [type] = (await asMarie('GET', '/api/issues/issuesTypes')).json().data;
    const jans = (await asJan('GET', '/api/installations/')).json().data[0];
    const before = await api.db.selectFrom('tickets').select('id').execute();
    const mails = await api.db.selectFrom('mail_outbox').select('id').execute();
    const response = await asMarie('POST', '/api/issues/create', {
      problemTitle: 'Niet van mij',
      problem: 'Iets',
      typeId: type.id,
      offerId: jans.OfferID,
    });
    expect(response.statusCode).toBe(404);
    expect(await api.db.selectFrom('tickets').select('id').execute()).toEqual(before);
    expect(await api.db.selectFrom('mail_outbox').select('id').execute()).toEqual(mails);
  });

  it('takes a message: the ticket waits no more, and the company is mailed the thread', async () => {
    const { as: asJan } = await freshJan();
    const own = z.array(ticketSchema).parse((await asJan('GET', '/api/issues/')).json().data);
    const waiting = ticketWith('waitingForReply', own);
    const response = await asJan('POST', `/api/issues/${waiting.id}/emails/sendMessage`, {
      message: 'Hierbij de foto van het display.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      author: 'customer',
      message: 'Hierbij de foto van het display.',
    });
    const after = (await asJan('GET', '/api/issues/'))
      .json()
      .data.find((ticket: { id: number }) => ticket.id === waiting.id);
    expect(after).toMatchObject({ state: 'inProgress', statusId: TicketStatusId.InProgress });
    const mail = await api.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purpose', '=', 'support-message')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(`#${waiting.id}`);
    // Newest first: the new message before the company's question.
    const text = mail.text_body;
    expect(text.indexOf('Hierbij de foto')).toBeLessThan(text.indexOf('kunt u een foto sturen'));
  });

  it('refuses a message on a closed ticket (409) and on another’s (404), changing nothing', async () => {
    const done = ticketWith('done');
    const before = await supportState(api.db, done.id);
    const closed = await asJan('POST', `/api/issues/${done.id}/emails/sendMessage`, {
      message: 'Nog een vraag',
    });
    expect(closed.statusCode).toBe(409);
    const open = ticketWith('inProgress');
    const openBefore = await supportState(api.db, open.id);
    const foreign = await asMarie('POST', `/api/issues/${open.id}/emails/sendMessage`, {
      message: 'Hallo',
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await asJan('POST', `/api/issues/${open.id}/emails/sendMessage`, {
      message: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(await supportState(api.db, done.id)).toEqual(before);
    expect(await supportState(api.db, open.id)).toEqual(openBefore);
  });
});

// The survey and the loyalty programme on both databases, through the real app
// and services: a survey answered once moves the installation from ToSurvey to Completed (the kept
// list follows, decision 022); a referred friend becomes a lead (a referral and a mail to the
// company), refused for self-referral and repeated leads, limited per client address and e-mail
// address; the friend's order earns the referrer a voucher and a notification. Every refusal
// changes nothing; another customer's order is 404; a tenant without the feature 403. The tests that
// answer or refer make a customer of their own (factory/fresh-customer.ts); the seeded Jan is read.

import { rmSync } from 'node:fs';
import { InstallationStatus } from '@portal/domain/installation-status';
import { afterAll, describe, expect, it } from 'vitest';
import { janPeeters } from '../src/demo/demo-main-customer.ts';
import { createReferralProgress } from '../src/features/loyalty/referral-progress.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { temporaryDataDir } from './outbox.ts';
import { testNow } from './test-app.ts';

interface Row {
  id: number;
  status: number;
  OrderID: number | null;
  InvoiceID: number | null;
  Surveyed: boolean;
}

describe.each(testDialects())('survey and loyalty on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const rowsOf = async (tenant: string, customerId: number): Promise<Row[]> =>
    (await api.call(tenant, customerId, 'GET', '/api/installations/')).json().data;
  const orderOf = async (matches: (row: Row) => boolean, customerId = api.jan.customerId) => {
    const row = (await rowsOf('demo', customerId)).find(matches);
    if (row?.OrderID == null) throw new Error('no such installation of Jan');
    return row.OrderID;
  };
  const surveyState = async () => ({
    surveys: await api.db.selectFrom('surveys').selectAll().orderBy('id').execute(),
    answers: await api.db.selectFrom('survey_answers').selectAll().orderBy('id').execute(),
    surveyed: await api.db
      .selectFrom('installations')
      .select(['id', 'surveyed'])
      .orderBy('id')
      .execute(),
    version: await api.db
      .selectFrom('customers')
      .select(['id', 'data_version'])
      .orderBy('id')
      .execute(),
  });
  const scores = { advice: 5, planning: 4, installation: 5, communication: 4, overall: 5 };
  const answer = (orderId: number, payload: object, customerId = api.jan.customerId) =>
    api.call('demo', customerId, 'POST', `/api/surveys/${orderId}`, payload);

  describe('survey', () => {
    it('serves the open survey of the ToSurvey installation and an answered one', async () => {
      const open = await orderOf((row) => row.status === InstallationStatus.ToSurvey);
      const response = await api.call('demo', api.jan.customerId, 'GET', `/api/surveys/${open}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        orderId: open,
        state: 'open',
        questions: ['advice', 'planning', 'installation', 'communication', 'overall'],
        scores: null,
        comment: null,
        submittedAt: null,
        reviewUrl: 'https://www.zonnewende.example.be/reviews',
      });
      const done = await orderOf((row) => row.status === InstallationStatus.Completed);
      const answered = await api.call('demo', api.jan.customerId, 'GET', `/api/surveys/${done}`);
      expect(answered.json().data).toMatchObject({
        state: 'answered',
        scores: { advice: 5, overall: 5 },
        comment: expect.stringContaining('nette afwerking'),
      });
    });

    it('refuses another customer’s order (404), a tenant without surveys (403), bad answers (400) and an unpaid installation (409), changing nothing', async () => {
      const open = await orderOf((row) => row.status === InstallationStatus.ToSurvey);
      const unpaid = await orderOf(
        (row) => row.status === InstallationStatus.Delivered && row.InvoiceID !== null,
      );
      const before = await surveyState();
      const marie = await api.call('demo', api.marie.customerId, 'GET', `/api/surveys/${open}`);
      expect(marie.statusCode).toBe(404);
      expect((await answer(open, { scores }, api.marie.customerId)).statusCode).toBe(404);
      const camilleOrder = (await rowsOf('helios', api.camille.customerId)).find(
        (row) => row.OrderID !== null,
      )?.OrderID;
      const helios = await api.call(
        'helios',
        api.camille.customerId,
        'POST',
        `/api/surveys/${camilleOrder}`,
        { scores },
      );
      expect(helios.statusCode).toBe(403);
      expect(helios.json().errors[0].code).toBe('FORBIDDEN');
      const { overall: _, ...missing } = scores;
      const bad = [
        [{ scores: missing }, 'body.scores.overall'],
        [{ scores: { ...scores, speed: 3 } }, 'body.scores.speed'],
        [{ scores: { ...scores, overall: 6 } }, undefined],
        [{ scores, comment: 'x'.repeat(2001) }, undefined],
        [{ scores, extra: true }, undefined],
      ] as const;
      for (const [payload, field] of bad) {
        const response = await answer(open, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        if (field) expect(response.json().errors[0].field).toBe(field);
      }
      const early = await answer(unpaid, { scores });
      expect(early.statusCode).toBe(409);
      const notYet = await api.call('demo', api.jan.customerId, 'GET', `/api/surveys/${unpaid}`);
      expect(notYet.json().data.state).toBe('notYet');
      expect(await surveyState()).toEqual(before);
    });

    it('answers once: the status moves from ToSurvey to Completed in the kept list; a second answer is 409', async () => {
      // A customer of its own with Jan's battery, awaiting its survey: the answer is for good.
      const { customerId } = await freshCustomer(api.db, { keep: ['jan-battery'] });
      const rows = () => rowsOf('demo', customerId);
      const open = await orderOf((row) => row.status === InstallationStatus.ToSurvey, customerId);
      // The list is kept now (decision 022): the answer must raise the version behind it.
      const kept = (await rows()).find((row) => row.OrderID === open);
      expect(kept).toMatchObject({ status: InstallationStatus.ToSurvey, Surveyed: false });
      const response = await answer(open, { scores, comment: '  Prima service!  ' }, customerId);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        state: 'answered',
        scores,
        comment: 'Prima service!',
        submittedAt: testNow.toISOString(),
      });
      const row = (await rows()).find((entry) => entry.OrderID === open);
      expect(row).toMatchObject({ status: InstallationStatus.Completed, Surveyed: true });
      // The survey the company asked for is filled in, not doubled.
      const surveys = await api.db
        .selectFrom('surveys')
        .selectAll()
        .where('order_id', '=', open)
        .execute();
      expect(surveys).toHaveLength(1);
      const before = await surveyState();
      const again = await answer(open, { scores }, customerId);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].code).toBe('CONFLICT');
      expect(await surveyState()).toEqual(before);
    });
  });

  describe('loyalty', () => {
    const publicCall = (
      method: 'GET' | 'POST',
      code: string,
      payload?: object,
      address = '192.0.2.1',
      tenant = 'demo',
    ) =>
      api.app.server.inject({
        method,
        url: `/api/loyalty/referrals/${code}`,
        headers: { 'x-subdomain': tenant },
        remoteAddress: address,
        ...(payload ? { payload } : {}),
      });
    const friend = {
      name: 'Lotte Verhoeven',
      email: 'Lotte.Verhoeven@example.be',
      phone: '+32 470 11 22 33',
      postalCode: '2800',
      consent: true,
    };
    const written = async () => ({
      referrals: await api.db.selectFrom('loyalty_referrals').selectAll().orderBy('id').execute(),
      mails: await api.db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient'])
        .orderBy('id')
        .execute(),
      notifications: await api.db.selectFrom('notifications').select('id').orderBy('id').execute(),
    });
    const overview = async (tenant = 'demo', customerId = api.jan.customerId) =>
      api.call(tenant, customerId, 'GET', '/api/loyalty');

    it('serves the customer’s code, friends in each state and the voucher total; 403 without loyalty', async () => {
      const response = await overview();
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.code).toBe('PEETERS2');
      expect(data.referrals.map((r: { name: string; state: string }) => [r.name, r.state])).toEqual(
        [
          ['Bart Mertens', 'invited'],
          ['Els Wuyts', 'offer'],
          ['Koen De Smet', 'ordered'],
        ],
      );
      expect(data.vouchers).toEqual({ count: 1, total: 100, currency: 'EUR', sent: [] });
      expect(JSON.stringify(data)).not.toContain('@');
      const marie = (await overview('demo', api.marie.customerId)).json().data;
      expect(marie.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(marie.code).not.toBe('PEETERS2');
      expect(marie.referrals).toEqual([]);
      expect((await overview('demo', api.marie.customerId)).json().data.code).toBe(marie.code);
      const helios = await overview('helios', api.camille.customerId);
      expect(helios.statusCode).toBe(403);
      expect(helios.json().errors[0].code).toBe('FORBIDDEN');
    });

    it('shows the referral page without a login: the referrer’s first name; 404, 400 and 403 otherwise', async () => {
      const page = await publicCall('GET', 'PEETERS2');
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toEqual({ code: 'PEETERS2', referrerFirstName: 'Jan' });
      expect((await publicCall('GET', 'ABCDEFGH')).statusCode).toBe(404);
      expect((await publicCall('GET', 'peeters2')).statusCode).toBe(400);
      const helios = await publicCall('GET', 'PEETERS2', undefined, '192.0.2.1', 'helios');
      expect(helios.statusCode).toBe(403);
    });

    it('refuses bad forms, self-referral, known friends and customers with nothing written', async () => {
      const before = await written();
      const refusals: [object, number, string][] = [
        [{ ...friend, consent: false }, 400, 'body.consent'],
        [{ ...friend, email: 'not-an-address' }, 400, 'body.email'],
        [{ ...friend, postalCode: '28' }, 400, 'body.postalCode'],
        [{ ...friend, email: ' JAN.Peeters@example.be' }, 409, 'body.email'],
        [{ ...friend, email: 'koen.desmet@example.be' }, 409, 'body.email'],
        [{ ...friend, email: 'marie.claes@example.be' }, 409, 'body.email'],
      ];
      for (const [payload, status, field] of refusals) {
        const response = await publicCall('POST', 'PEETERS2', payload, '192.0.2.2');
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().errors[0].field).toBe(field);
      }
      expect((await publicCall('POST', 'ABCDEFGH', friend, '192.0.2.3')).statusCode).toBe(404);
      expect((await publicCall('POST', 'PEETERS2', friend, '192.0.2.3', 'helios')).statusCode).toBe(
        403,
      );
      expect(await written()).toEqual(before);
    });

    it('makes the friend a lead: a referral, a mail to the company, once; the order earns one voucher and a notification', async () => {
      // A referrer of its own with Jan's friends (one ordered: one voucher) and no devices: the
      // new lead, voucher and notification are its own, whatever ran before.
      const referrer = await freshCustomer(api.db, { like: { ...janPeeters, devices: [] } });
      const code = (await overview('demo', referrer.customerId)).json().data.code;
      const before = await written();
      const response = await publicCall('POST', code, friend, '192.0.2.4');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ referred: true });
      const after = await written();
      const lead = after.referrals.at(-1);
      expect(lead).toMatchObject({
        customer_id: referrer.customerId,
        friend_name: 'Lotte Verhoeven',
        friend_email: 'lotte.verhoeven@example.be',
        friend_phone: '+32 470 11 22 33',
        friend_postal_code: '2800',
        consent_at: testNow.toISOString(),
        status: 'invited',
        voucher_amount_cents: 0,
      });
      expect(after.mails.slice(before.mails.length)).toEqual([
        expect.objectContaining({ recipient: 'verkoop@zonnewende.example.be' }),
      ]);
      const mail = await api.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Nieuwe lead via doorverwijzing: Lotte Verhoeven');
      expect(mail.text_body).toContain('+32 470 11 22 33');
      expect(mail.text_body).toContain('Jan Peeters');
      const listed = (await overview('demo', referrer.customerId)).json().data.referrals[0];
      expect(listed).toMatchObject({ name: 'Lotte Verhoeven', state: 'invited', voucherAmount: 0 });

      const duplicate = await publicCall('POST', code, friend, '192.0.2.4');
      expect(duplicate.statusCode).toBe(409);
      expect(await written()).toEqual(after);

      const progress = createReferralProgress({ db: api.db, clock: () => testNow });
      expect(
        await progress.recordFriendOrder(referrer.tenantId, 'lotte.verhoeven@EXAMPLE.be'),
      ).toBe(true);
      const loyalty = (await overview('demo', referrer.customerId)).json().data;
      expect(loyalty.referrals[0]).toMatchObject({ state: 'ordered', voucherAmount: 100 });
      expect(loyalty.vouchers).toEqual({ count: 2, total: 200, currency: 'EUR', sent: [] });
      const notifications = (
        await api.call('demo', referrer.customerId, 'GET', '/api/notifications')
      ).json().data;
      expect(notifications[0]).toMatchObject({
        notificationId: 'loyaltyVoucherEarned',
        action: 'loyalty',
        params: { amount: 100 },
        seen: false,
      });
      // One voucher per friend: a repeated order, a late offer, an unknown friend change nothing.
      const settled = await written();
      expect(
        await progress.recordFriendOrder(referrer.tenantId, 'lotte.verhoeven@example.be'),
      ).toBe(false);
      expect(
        await progress.recordFriendOffer(referrer.tenantId, 'lotte.verhoeven@example.be'),
      ).toBe(false);
      expect(await progress.recordFriendOrder(referrer.tenantId, 'nobody@example.be')).toBe(false);
      expect(await written()).toEqual(settled);
    });

    it('limits the form per e-mail address and per client address, with Retry-After, writing nothing', async () => {
      // A referrer of its own: the lead this test makes is not Jan's, whom other tests read.
      const referrer = await freshCustomer(api.db, { like: { ...janPeeters, devices: [] } });
      const code = (await overview('demo', referrer.customerId)).json().data.code;
      const other = { ...friend, email: 'wout.jacobs@example.be', name: 'Wout Jacobs' };
      // Per e-mail address: three tries (one lead, two refusals as known) from three addresses.
      expect((await publicCall('POST', code, other, '192.0.2.10')).statusCode).toBe(200);
      expect((await publicCall('POST', code, other, '192.0.2.11')).statusCode).toBe(409);
      expect((await publicCall('POST', code, other, '192.0.2.12')).statusCode).toBe(409);
      const before = await written();
      const perEmail = await publicCall('POST', code, other, '192.0.2.13');
      expect(perEmail.statusCode).toBe(429);
      expect(perEmail.json().errors[0].code).toBe('RATE_LIMITED');
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
      // Per client address: ten sends, malformed ones included, then refused before the body.
      for (let index = 0; index < 10; index += 1) {
        await publicCall('POST', code, { name: `x${index}` }, '192.0.2.20');
      }
      const fresh = { ...friend, email: 'new.friend@example.be' };
      const perAddress = await publicCall('POST', code, fresh, '192.0.2.20');
      expect(perAddress.statusCode).toBe(429);
      expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(800);
      expect(await written()).toEqual(before);
    });
  });
});

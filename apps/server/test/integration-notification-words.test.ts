// A notification the back office writes must give every value its words show (contract
// notification-placeholders.ts): one without is a 400 naming the missing value, and nothing is
// written, so the customer never reads a raw `{{date}}`.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
import { customerBody } from './integration-fixtures.ts';

describe.each(testDialects())('notification words on %s', (dialect) => {
  const api = useIntegrationApi(dialect);
  const put = (url: string, payload: unknown) =>
    api.call({ method: 'PUT', url: `${V1}${url}`, payload });
  const written = async (externalId: string) =>
    (
      await api.db
        .selectFrom('notifications')
        .select('id')
        .where('external_id', '=', externalId)
        .execute()
    ).length;

  it('refuses a planned delivery without its date, and takes it with one', async () => {
    expect((await put('/customers/c-words', customerBody('words'))).statusCode).toBe(200);
    const note = (params: Record<string, unknown>) => ({
      customerExternalId: 'c-words',
      key: 'deliveryPlanned',
      action: 'installations',
      params,
    });

    for (const params of [{}, { date: '' }, { date: '   ' }]) {
      const refused = await put('/notifications/n-words', note(params));
      expect(refused.statusCode, JSON.stringify(params)).toBe(400);
      expect(refused.json()).toEqual({
        data: null,
        errors: [
          {
            code: ErrorCode.Validation,
            field: 'body.params.date',
            message: expect.stringContaining('deliveryPlanned'),
          },
        ],
      });
      expect(await written('n-words')).toBe(0);
    }

    const taken = await put('/notifications/n-words', note({ date: '2026-12-09' }));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await written('n-words')).toBe(1);
  });
});

// A customer's account erased as the customer does it (decision 098): asked for signed in, then
// confirmed with the link of the mail, so a test meets exactly what a real erasure leaves.
import { expect } from 'vitest';
import type { BearerFor } from './realm-tokens.ts';
import type { TestApp } from './test-app.ts';

export async function eraseAccount(
  app: TestApp,
  bearer: BearerFor,
  customer: { customerId: number; email: string },
  subdomain = 'demo',
): Promise<void> {
  const asked = await app.server.inject({
    method: 'POST',
    url: '/api/customers/me/erasure',
    headers: {
      'x-subdomain': subdomain,
      authorization: await bearer(subdomain, customer.customerId),
    },
    payload: {},
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await app.database.db
    .selectFrom('mail_outbox')
    .select('link')
    .where('purpose', '=', 'erasure-confirm')
    .where('recipient', '=', customer.email)
    .executeTakeFirstOrThrow();
  const token = new URL(mail.link).searchParams.get('token');
  const erased = await app.server.inject({
    method: 'POST',
    url: '/api/account-erasures/confirm',
    headers: { 'x-subdomain': subdomain },
    payload: { token },
  });
  expect(erased.statusCode, erased.body).toBe(200);
}

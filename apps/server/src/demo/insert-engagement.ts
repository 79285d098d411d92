// A customer's notifications, surveys, loyalty referrals and monitoring devices.
import { installationOf } from './customer-lookup.ts';
import { insertReferrals } from './insert-referrals.ts';
import type { CustomerScenario } from './scenario-types.ts';
import type { SeededCustomer, TenantSeed } from './seed-context.ts';

export async function insertEngagement(
  seed: TenantSeed,
  customer: SeededCustomer,
  scenario: CustomerScenario,
): Promise<void> {
  const { db, tenantId, clock } = seed;
  const own = { tenant_id: tenantId, customer_id: customer.id };
  for (const notification of scenario.notifications ?? []) {
    await db
      .insertInto('notifications')
      .values({
        ...own,
        notification_key: notification.key,
        action_route: notification.route,
        params: JSON.stringify(notification.params ?? {}),
        seen_at: notification.seenDay === undefined ? null : clock.at(notification.seenDay, 19),
        created_at: clock.at(notification.day, 7, 30),
      })
      .execute();
  }
  for (const survey of scenario.surveys ?? []) {
    const installation = installationOf(customer, survey.installation);
    if (installation.orderId === null) throw new Error('A survey needs an order');
    const row = await db
      .insertInto('surveys')
      .values({
        ...own,
        installation_id: installation.id,
        order_id: installation.orderId,
        comment: survey.comment ?? null,
        created_at: clock.at(survey.day),
        submitted_at: survey.submittedDay === undefined ? null : clock.at(survey.submittedDay, 21),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const scores = Object.entries(survey.scores ?? {});
    if (scores.length === 0) continue;
    await db
      .insertInto('survey_answers')
      .values(
        scores.map(([question, score]) => ({
          tenant_id: tenantId,
          survey_id: row.id,
          question_key: question,
          score,
        })),
      )
      .execute();
  }
  await insertReferrals(seed, customer, scenario);
  for (const device of scenario.devices ?? []) {
    await db
      .insertInto('monitoring_devices')
      .values({
        ...own,
        installation_id: device.installation
          ? installationOf(customer, device.installation).id
          : null,
        device_id: device.deviceId,
        name: device.name,
        monitoring_integration: device.integration,
        created_at: clock.at(device.day),
      })
      .execute();
  }
}

// A customer's notifications, surveys, loyalty referrals and monitoring devices.
import { markNotificationsSeen, notify } from '../features/notifications/index.ts';
import { installationOf } from './customer-lookup.ts';
import { insertMonitoringHistory, type SeededDevice } from './insert-monitoring-history.ts';
import { insertReferrals } from './insert-referrals.ts';
import { fittedInstants } from './parts-fitted.ts';
import type { CustomerScenario, NotificationScenario } from './scenario-types.ts';
import type { SeededCustomer, SeededInstallation, TenantSeed } from './seed-context.ts';

/** The ids a notification's route needs, from the installation it is about. */
function routeParams(
  route: NotificationScenario['route'],
  installation: SeededInstallation,
): Record<string, number> {
  const ids: Record<string, Record<string, number | null>> = {
    offer: { offerId: installation.offerId },
    order: { orderId: installation.orderId },
    survey: { orderId: installation.orderId },
    invoice: { invoiceId: installation.invoiceId },
    delivery: { deliveryId: installation.deliveryId },
  };
  const entries = Object.entries(ids[route ?? ''] ?? {});
  return Object.fromEntries(
    entries.filter((entry): entry is [string, number] => entry[1] !== null),
  );
}

export async function insertEngagement(
  seed: TenantSeed,
  customer: SeededCustomer,
  scenario: CustomerScenario,
): Promise<void> {
  const { db, tenantId, clock } = seed;
  const own = { tenant_id: tenantId, customer_id: customer.id };
  const owner = { tenantId, customerId: customer.id };
  // Written by the product's own notify(), as a change would; the seen ones then marked seen.
  for (const notification of scenario.notifications ?? []) {
    const installation =
      notification.installation === undefined
        ? undefined
        : installationOf(customer, notification.installation);
    const id = await notify(
      db,
      owner,
      {
        key: notification.key,
        action: notification.route,
        params: {
          ...(installation ? routeParams(notification.route, installation) : {}),
          ...notification.params,
          ...(notification.dateDay === undefined
            ? {}
            : { date: clock.at(notification.dateDay, 8) }),
        },
      },
      new Date(clock.at(notification.day, 7, 30)),
    );
    if (notification.seenDay !== undefined) {
      await markNotificationsSeen(db, owner, [id], new Date(clock.at(notification.seenDay, 19)));
    }
  }
  // The demo's notifications are its history, not news: no mail goes out for them on first start.
  await db
    .deleteFrom('notification_mail_queue')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customer.id)
    .execute();
  if (scenario.quietHours) {
    await db
      .insertInto('notification_settings')
      .values({
        ...own,
        quiet_from: scenario.quietHours.from,
        quiet_until: scenario.quietHours.until,
        email_digest: false,
        updated_at: new Date(clock.at(scenario.day, 20)).toISOString(),
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
  const devices: SeededDevice[] = [];
  for (const device of scenario.devices ?? []) {
    const row = await db
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
      .returning('id')
      .executeTakeFirstOrThrow();
    devices.push({
      id: row.id,
      customerId: customer.id,
      deviceId: device.deviceId,
      integration: device.integration,
      historyFrom: Date.parse(clock.at(device.historyFromDay ?? device.day)),
      fitted: fittedInstants(device.fittedDay, (day) => Date.parse(clock.at(day))),
    });
  }
  await insertMonitoringHistory(seed, devices);
}

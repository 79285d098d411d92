// Notifications, monitoring devices and the survey questions as the back office writes them.
import { SURVEY_MAX_QUESTIONS, SURVEY_QUESTION_KEY } from '@portal/domain/survey';
import { z } from 'zod/mini';
import { missingNotificationParams } from '../notification-placeholders.ts';
import { NotificationKey } from '../notifications.ts';
import { externalIdSchema, text } from './common.ts';

export const notificationUpsertSchema = z
  .strictObject({
    customerExternalId: externalIdSchema,
    /** What happened; the portal shows its text in the customer's language. */
    key: z.enum(NotificationKey),
    /** The page it opens (a route name of the portal), or none. */
    action: z._default(z.nullable(z.string().check(z.regex(/^[a-zA-Z]{1,40}$/))), null),
    /** Values its text shows or its page needs; those naming a record its page opens
     * (notification-routes.ts, notificationRecordParams) must name one of the customer's. */
    params: z._default(
      z
        .record(
          z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/)),
          z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]),
        )
        .check(z.refine((params) => Object.keys(params).length <= 20, 'at most 20 values')),
      {},
    ),
  })
  .check(
    // Every value the key's words show must be given: the customer never reads a raw `{{date}}`.
    z.superRefine((notification, context) => {
      for (const name of missingNotificationParams(notification.key, notification.params)) {
        context.addIssue({
          code: 'custom',
          path: ['params', name],
          message: `the words of ${notification.key} show ${name}: give it`,
          input: notification.params,
        });
      }
    }),
  );
export type NotificationUpsert = z.infer<typeof notificationUpsertSchema>;

export const integrationNotificationSchema = z.object({
  externalId: externalIdSchema,
  customerExternalId: z.string(),
  key: z.string(),
  action: z.nullable(z.string()),
  params: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  seen: z.boolean(),
});
export type IntegrationNotification = z.infer<typeof integrationNotificationSchema>;

/** 100 kW: beyond any household installation or connection the portal serves. */
export const MAX_INSTALLATION_W = 100_000;

export const monitoringDeviceUpsertSchema = z.strictObject({
  customerExternalId: externalIdSchema,
  /** The sale (its offer) whose installation the device watches, if any. */
  offerExternalId: z._default(z.nullable(externalIdSchema), null),
  /** The device's own id at its integration; unique in the tenant. */
  deviceId: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._:-]{1,80}$/)),
  name: text(100),
  /** e.g. flexio (insights), smappee, homewizard. */
  monitoringIntegration: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  /** The installation's solar peak power (its kWp × 1000), W; live readings of more solar are
   * dropped. Null: not known. */
  solarPeakW: z._default(z.nullable(z.int().check(z.gte(0), z.lte(MAX_INSTALLATION_W))), null),
  /** What the grid connection carries (e.g. 3 × 25 A × 230 V = 17,250), W; live readings of more
   * import or injection are dropped. Null: not known. */
  gridConnectionW: z._default(z.nullable(z.int().check(z.gte(0), z.lte(MAX_INSTALLATION_W))), null),
});
export type MonitoringDeviceUpsert = z.infer<typeof monitoringDeviceUpsertSchema>;

export const integrationMonitoringDeviceSchema = z.object({
  externalId: externalIdSchema,
  customerExternalId: z.string(),
  offerExternalId: z.nullable(z.string()),
  deviceId: z.string(),
  name: z.string(),
  monitoringIntegration: z.string(),
  solarPeakW: z.nullable(z.int()),
  gridConnectionW: z.nullable(z.int()),
});
export type IntegrationMonitoringDevice = z.infer<typeof integrationMonitoringDeviceSchema>;

/** The tenant's satisfaction survey questions: keys the portal words per language. */
export const surveyQuestionsSchema = z.strictObject({
  questions: z
    .array(z.string().check(z.regex(SURVEY_QUESTION_KEY, 'a key such as "advice"')))
    .check(
      z.minLength(1),
      z.maxLength(SURVEY_MAX_QUESTIONS),
      z.refine((keys) => new Set(keys).size === keys.length, 'each question once'),
    ),
});
export type SurveyQuestions = z.infer<typeof surveyQuestionsSchema>;

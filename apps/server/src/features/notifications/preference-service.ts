// The customer's notification choices (decision 096): read and replaced by the customer on the
// account page, read by the integration API, and one kind's e-mail turned off by a mail's one-click
// unsubscribe, which needs no sign-in: its signed token names the customer and the kind, and is
// only good on the tenant it was made for.
import { ErrorCode } from '@portal/contract/error-code';
import { supportedLanguageOf } from '@portal/contract/language-tag';
import {
  NotificationKind,
  type NotificationPreferences,
  type Unsubscribed,
} from '@portal/contract/notification-preferences';
import type { Language } from '@portal/contract/portal';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  type CustomerOwner,
  customerOwner,
  type RequestScope,
} from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import {
  customerLanguage,
  readPreferences,
  writeKindChoice,
  writeSettings,
} from './preference-repository.ts';
import {
  loadUnsubscribeSecret,
  readUnsubscribe,
  type UnsubscribeTarget,
} from './unsubscribe-token.ts';

export interface UnsubscribeLink {
  kind: UnsubscribeTarget;
  language: Language;
}

export interface PreferenceService {
  get(scope: RequestScope): Promise<NotificationPreferences>;
  replace(
    scope: RequestScope,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences>;
  /** A customer's choices by the integration API (the customer found by the caller). */
  read(owner: CustomerOwner): Promise<NotificationPreferences>;
  /** What a token would unsubscribe from, changing nothing (GET: mail scanners follow links). */
  preview(tenant: TenantRecord, token: string): Promise<UnsubscribeLink>;
  /** Turns off the e-mails the token names, and only those. */
  unsubscribe(tenant: TenantRecord, token: string): Promise<Unsubscribed>;
}

const invalidLink = () => new AppError(ErrorCode.NotFound, 'This unsubscribe link is not valid.');

export function createPreferenceService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): PreferenceService {
  async function claimOf(tenant: TenantRecord, token: string) {
    const secret = await loadUnsubscribeSecret(db, clock());
    const claim = readUnsubscribe(secret, tenant.id, token);
    if (!claim) throw invalidLink();
    const owner = { tenantId: tenant.id, customerId: claim.customerId };
    const language = await customerLanguage(db, owner);
    // A token of a customer since deleted (or erased) is refused like a forged one.
    if (language === undefined) throw invalidLink();
    return { claim, owner, language: supportedLanguageOf(language) ?? tenant.defaultLanguage };
  }

  return {
    get: (scope) => readPreferences(db, customerOwner(scope)),
    async replace(scope, preferences) {
      const owner = customerOwner(scope);
      const at = clock();
      return db.transaction().execute(async (trx) => {
        for (const kind of NotificationKind) {
          await writeKindChoice(trx, owner, kind, preferences.kinds[kind], at);
        }
        await writeSettings(trx, owner, preferences, at);
        return readPreferences(trx, owner);
      });
    },
    read: (owner) => readPreferences(db, owner),
    async preview(tenant, token) {
      const { claim, language } = await claimOf(tenant, token);
      return { kind: claim.kind, language };
    },
    async unsubscribe(tenant, token) {
      const { claim, owner } = await claimOf(tenant, token);
      const at = clock();
      return db.transaction().execute(async (trx) => {
        const current = await readPreferences(trx, owner);
        const kinds = claim.kind === 'all' ? NotificationKind : [claim.kind];
        for (const kind of kinds) {
          await writeKindChoice(
            trx,
            owner,
            kind,
            { push: current.kinds[kind].push, email: false },
            at,
          );
        }
        return { kind: claim.kind, email: false };
      });
    },
  };
}

// Customers written by the back office: an idempotent upsert by its own id, which
// invites a new customer to register in their language (the /confirmregistration link, queued in
// the same transaction as the customer), a read, a deletion (with their files in the store),
// and the invitation sent again.
// A first synchronisation adopts the portal's own customer of the same address (one the demo seed
// or an earlier import made, with no back-office id yet); an address held by another back-office
// customer is a conflict.
import { ErrorCode } from '@portal/contract/error-code';
import type { CustomerUpsert, IntegrationCustomer } from '@portal/contract/integration/customers';
import type { NotificationPreferences } from '@portal/contract/notification-preferences';
import { normalizeNationalNumber } from '@portal/domain/national-number';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findCredential } from '../../../platform/identity/credential-repository.ts';
import {
  findCustomerById,
  normalizeEmail,
} from '../../../platform/identity/customer-repository.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { queueInvitation } from '../../accounts/index.ts';
import { readNotificationPreferences } from '../../notifications/index.ts';
import { customerErased, isErased } from '../erased-customer.ts';
import {
  deleteCustomer,
  type ExternalCustomer,
  findCustomerIdByExternalId,
  findEmailHolder,
  findExternalCustomer,
  insertExternalCustomer,
  listCustomerFileKeys,
  updateExternalCustomer,
} from '../repositories/external-customers.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface CustomerSync {
  upsert(
    scope: IntegrationRequestScope,
    externalId: string,
    input: CustomerUpsert,
  ): Promise<IntegrationCustomer>;
  /** The upsert's writes in the caller's transaction; the invitation's mail id to deliver. */
  upsertIn(
    trx: Kysely<Database>,
    scope: IntegrationRequestScope,
    externalId: string,
    input: CustomerUpsert,
  ): Promise<{ mailId: number | undefined }>;
  get(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationCustomer>;
  /** The customer's notification choices, so that the installer's own mailings respect them. */
  notificationPreferences(
    scope: IntegrationRequestScope,
    externalId: string,
  ): Promise<NotificationPreferences>;
  remove(scope: IntegrationRequestScope, externalId: string): Promise<void>;
  resendInvitation(scope: IntegrationRequestScope, externalId: string): Promise<{ email: string }>;
}

export const customerNotFound = () =>
  new AppError(ErrorCode.NotFound, 'No customer with this external id.');

function toIntegrationCustomer(customer: ExternalCustomer): IntegrationCustomer {
  const { record } = customer;
  return {
    externalId: customer.externalId,
    email: record.email,
    firstName: record.firstName,
    name: record.name,
    phone: record.phone,
    language: record.languageCode,
    countryCode: record.countryCode,
    streetAndNumber: record.streetAndNumber,
    postalCode: record.postalCode,
    city: record.city,
    nationalRegistrationNumber: record.nationalRegistrationNumber,
    registered: customer.registered,
  };
}

export function createCustomerSync(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'outbox' | 'store'>,
): CustomerSync {
  const { db, clock, outbox, store } = deps;

  const read = async (
    reader: Kysely<Database>,
    scope: IntegrationRequestScope,
    externalId: string,
  ) => {
    const customer = await findExternalCustomer(reader, scope.tenant.id, externalId);
    if (!customer) throw customerNotFound();
    return customer;
  };

  async function upsertIn(
    trx: Kysely<Database>,
    scope: IntegrationRequestScope,
    externalId: string,
    input: CustomerUpsert,
  ): Promise<{ mailId: number | undefined }> {
    const tenantId = scope.tenant.id;
    const now = clock();
    const nationalNumber =
      input.nationalRegistrationNumber === null
        ? null
        : normalizeNationalNumber(input.nationalRegistrationNumber);
    const existing = await findExternalCustomer(trx, tenantId, externalId);
    if (existing?.record.erasedAt) throw customerErased('params.externalId');
    const holder = await findEmailHolder(trx, tenantId, input.email);
    // The anonymised address of an erased customer is theirs still: adopting it would write a
    // person back into the erased profile under another id.
    if (holder?.erased) throw customerErased('body.email');
    let customerId = existing?.record.id;
    if (holder && holder.id !== customerId) {
      if (customerId !== undefined || holder.externalId !== null) {
        throw new AppError(
          ErrorCode.Conflict,
          'This e-mail address belongs to another customer of the tenant.',
          { field: 'body.email' },
        );
      }
      customerId = holder.id;
    }
    if (customerId === undefined) {
      customerId = await insertExternalCustomer(
        trx,
        tenantId,
        externalId,
        input,
        nationalNumber,
        now,
      );
    } else {
      await updateExternalCustomer(
        trx,
        tenantId,
        customerId,
        externalId,
        input,
        nationalNumber,
        now,
      );
    }
    // Invited when new to the back office, or when the address to register with changed; a
    // registered customer needs no invitation.
    if (existing && existing.record.email === normalizeEmail(input.email)) {
      return { mailId: undefined };
    }
    const record = await findCustomerById(trx, tenantId, customerId);
    if (!record) throw customerNotFound();
    // An adopted customer may have registered already: they need no invitation.
    const credential = await findCredential(trx, { tenantId, customerId });
    if (credential?.confirmedAt) return { mailId: undefined };
    return { mailId: await queueInvitation(trx, outbox, scope.tenant, record, now) };
  }

  return {
    upsertIn,
    async upsert(scope, externalId, input) {
      const { mailId } = await onceMoreOnRace(() =>
        db.transaction().execute((trx) => upsertIn(trx, scope, externalId, input)),
      );
      if (mailId !== undefined) await outbox.deliver(mailId);
      return toIntegrationCustomer(await read(db, scope, externalId));
    },
    get: async (scope, externalId) => toIntegrationCustomer(await read(db, scope, externalId)),
    async notificationPreferences(scope, externalId) {
      const customerId = await findCustomerIdByExternalId(db, scope.tenant.id, externalId);
      if (customerId === undefined) throw customerNotFound();
      const owner = { tenantId: scope.tenant.id, customerId };
      // Their choices went with the account: the defaults read in their place would tell the
      // installer that every mail is welcome.
      if (await isErased(db, owner)) throw customerErased();
      return readNotificationPreferences(db, owner);
    },
    async remove(scope, externalId) {
      const id = await findCustomerIdByExternalId(db, scope.tenant.id, externalId);
      if (id === undefined) throw customerNotFound();
      const keys = await db.transaction().execute(async (trx) => {
        const files = await listCustomerFileKeys(trx, scope.tenant.id, id);
        await deleteCustomer(trx, scope.tenant.id, id);
        return files;
      });
      // Their files go once nothing points at them; one the store cannot remove now is left
      // behind rather than fail a deletion that happened (their rows are gone).
      await Promise.allSettled(keys.map((key) => store.remove(key)));
    },
    async resendInvitation(scope, externalId) {
      const customer = await read(db, scope, externalId);
      if (customer.record.erasedAt) throw customerErased();
      if (customer.registered) {
        throw new AppError(ErrorCode.Conflict, 'The customer has registered already.');
      }
      const mailId = await db
        .transaction()
        .execute((trx) => queueInvitation(trx, outbox, scope.tenant, customer.record, clock()));
      await outbox.deliver(mailId);
      return { email: customer.record.email };
    },
  };
}

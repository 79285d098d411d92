// Who the bench calls the API as: a customer of a tenant (by subdomain and e-mail), with an access
// token the server verifies for real (access-token.ts). Also picks the customer's offer version and
// invoice to measure.
import { PaymentState } from '@portal/domain/status-ids';
import { listInstallationFacts } from '../../apps/server/src/features/installations/index.ts';
import type { AppConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { findCustomerByEmail } from '../../apps/server/src/platform/identity/customer-repository.ts';
import { findTenantBySubdomain } from '../../apps/server/src/platform/tenancy/tenant-repository.ts';
import { accessTokenMinter } from './access-token.ts';
import { databaseOptions } from './bench-config.ts';

export interface SignedInCustomer {
  headers: Record<string, string>;
  /** The offer with the most versions, at its latest version. */
  offerVersionPath: string | undefined;
  /** An open invoice (payment instructions and QR code), else any. */
  invoicePath: string | undefined;
}

export async function signInCustomer(
  config: AppConfig,
  database: string,
  who: { tenant: string; customer: string },
): Promise<SignedInCustomer> {
  const handle = await openDatabase(databaseOptions(database));
  try {
    const { db } = handle;
    const tenant = await findTenantBySubdomain(db, who.tenant);
    if (!tenant) throw new Error(`no tenant '${who.tenant}'`);
    const customer = await findCustomerByEmail(db, tenant.id, who.customer);
    if (!customer) throw new Error(`no customer '${who.customer}' in '${who.tenant}'`);
    const token = await (await accessTokenMinter(config, db, tenant))(customer.id);
    const scope = { tenantId: tenant.id, customerId: customer.id, language: customer.languageCode };
    const facts = await listInstallationFacts(db, scope);
    return {
      headers: { 'x-subdomain': tenant.subdomain, authorization: `Bearer ${token}` },
      ...pathsToMeasure(facts),
    };
  } finally {
    await handle.close();
  }
}

type Facts = Awaited<ReturnType<typeof listInstallationFacts>>;

function pathsToMeasure(facts: Facts): Omit<SignedInCustomer, 'headers'> {
  const versionCount = (row: Facts[number]) => row.OfferVersionNumbers.split(',').length;
  const offers = facts.filter((row) => row.OfferID !== null && row.VersionNumber !== null);
  const offer = offers.sort((a, b) => versionCount(b) - versionCount(a))[0];
  const invoices = facts.flatMap((row) => [
    { id: row.PrepaymentInvoiceID, state: row.PrepaymentInvoiceStatus },
    { id: row.InvoiceID, state: row.InvoiceStatus },
  ]);
  const known = invoices.filter((invoice) => invoice.id !== null);
  const invoice = known.find((candidate) => candidate.state === PaymentState.Open) ?? known[0];
  return {
    offerVersionPath: offer && `/api/offers/${offer.OfferID}/versions/${offer.VersionNumber}`,
    invoicePath: invoice && `/api/invoices/${invoice.id}/related`,
  };
}

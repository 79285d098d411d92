// Who the bench calls the API as: a customer of a tenant (by subdomain and e-mail), with an
// access token signed by the tenant realm's own current ES256 key and shaped like the embedded
// provider's (typ at+jwt, issuer, audience, client_id, scope), so the server verifies it for
// real. Also picks the customer's offer version and invoice to measure.
import { randomUUID } from 'node:crypto';
import { PaymentState } from '@portal/domain/status-ids';
import { importJWK, SignJWT } from 'jose';
import type { AppConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { ensureRealmKeys } from '../../apps/server/src/identity/realm-keys.ts';
import { findCustomerByEmail } from '../../apps/server/src/repositories/customer-repository.ts';
import { listInstallationFacts } from '../../apps/server/src/repositories/installation-repository.ts';
import { findTenantBySubdomain } from '../../apps/server/src/repositories/tenant-repository.ts';
import { API_AUDIENCE, issuerOf } from '../../apps/server/src/tenancy/realm-settings.ts';
import { benchKeyCipher, databaseOptions } from './bench-config.ts';

export interface SignedInCustomer {
  headers: Record<string, string>;
  /** The offer with the most versions, at its latest version. */
  offerVersionPath: string | undefined;
  /** An open invoice (payment instructions and QR code), else any. */
  invoicePath: string | undefined;
}

const tokenLifetimeSeconds = 3600;

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
    if (tenant.realm.externalIssuer) throw new Error(`'${who.tenant}' signs in elsewhere`);
    const customer = await findCustomerByEmail(db, tenant.id, who.customer);
    if (!customer) throw new Error(`no customer '${who.customer}' in '${who.tenant}'`);
    const keys = await ensureRealmKeys(db, benchKeyCipher(), tenant.id, new Date());
    const key = keys.find(
      (candidate) => !candidate.retiredAt && candidate.privateJwk.alg === 'ES256',
    );
    if (!key) throw new Error('the realm has no current ES256 key');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      jti: randomUUID(),
      scope: 'openid',
      client_id: 'customer-portal',
    })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(issuerOf(config, tenant))
      .setAudience(API_AUDIENCE)
      .setSubject(String(customer.id))
      .setIssuedAt(now)
      .setExpirationTime(now + tokenLifetimeSeconds)
      .sign(await importJWK(key.privateJwk, 'ES256'));
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

// GET and POST installations/{installationIndex}/grid-operator with real realm-signed tokens on
// both dialects.
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';
import type { CustomerScope } from '../../../test/demo-database.ts';
import { freshCustomer } from '../../../test/factory/fresh-customer.ts';

// A valid Belgian national number (born 1985-07-30, sequence 033).
const NATIONAL_NUMBER = '85.07.30-033.28';

describe.each(testDialects())('grid-operator routes on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  /** The customer's installations in the order of GET installations/, with their grid request. */
  const installationsOf = async (scope: CustomerScope) => {
    const rows = await api.db
      .selectFrom('installations')
      .leftJoin(
        'grid_operator_requests',
        'grid_operator_requests.installation_id',
        'installations.id',
      )
      .select([
        'installations.id',
        'installations.grid_operator',
        'installations.oplevering_done',
        'installations.has_external_prepayment',
        'grid_operator_requests.status',
      ])
      .where('installations.tenant_id', '=', scope.tenantId)
      .where('installations.customer_id', '=', scope.customerId)
      .orderBy('installations.created_at')
      .orderBy('installations.id')
      .execute();
    return rows.map((row, index) => ({ ...row, index }));
  };

  const gridOperatorPath = (index: number) => `/api/installations/${index}/grid-operator`;

  it('shows a registered installation with its operator, status and documents', async () => {
    const done = (await installationsOf(api.jan)).find((row) => row.status === 'done');
    if (!done) throw new Error('demo data: Jan has a registration done');
    const response = await api.call(
      'demo',
      api.jan.customerId,
      'GET',
      gridOperatorPath(done.index),
    );
    expect(response.statusCode).toBe(200);
    const shown = response.json().data;
    expect(shown).toMatchObject({
      installationIndex: done.index,
      allowed: true,
      missingSteps: [],
      operator: 'Fluvius',
      operatorWithInstructions: 'Fluvius',
      requestStatus: 'done',
      canSubmit: false,
    });
    const documents = shown.documents.map((document: { document: string }) => document.document);
    expect(documents).toEqual(['inspectionCertificate', 'wiringDiagram']);
  });

  it('says what is missing before the delivery documents are signed', async () => {
    const ichoosr = (await installationsOf(api.jan)).find((row) =>
      Boolean(row.has_external_prepayment),
    );
    if (!ichoosr) throw new Error('demo data: Jan has an iChoosr installation');
    const shown = (
      await api.call('demo', api.jan.customerId, 'GET', gridOperatorPath(ichoosr.index))
    ).json().data;
    expect(shown).toMatchObject({
      allowed: false,
      missingSteps: ['deliveryDocumentsSigned'],
      documents: [],
      canSubmit: false,
    });
    const refused = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      gridOperatorPath(ichoosr.index),
      {
        nationalRegistrationNumber: NATIONAL_NUMBER,
        inspectionCertificateNumber: 'BTV-2001',
      },
    );
    expect(refused.statusCode).toBe(409);
  });

  it('asks for the paid invoice on an installation not invoiced yet', async () => {
    const rows = await installationsOf(api.marie);
    const responses = await Promise.all(
      rows.map(
        async (row) =>
          (await api.call('demo', api.marie.customerId, 'GET', gridOperatorPath(row.index))).json()
            .data,
      ),
    );
    expect(responses.some((shown) => shown.missingSteps.includes('invoicePaid'))).toBe(true);
  });

  it('lists the documents each Walloon operator needs', async () => {
    const requests = await api.db
      .selectFrom('grid_operator_requests')
      .innerJoin('tenants', 'tenants.id', 'grid_operator_requests.tenant_id')
      .select(['operator', 'customer_id', 'installation_id', 'tenants.subdomain', 'tenant_id'])
      .where('operator', 'in', ['ORES', 'RESA'])
      .execute();
    expect(requests.length).toBeGreaterThan(0);
    let checked = 0;
    for (const request of requests) {
      const scope = { tenantId: request.tenant_id, customerId: request.customer_id };
      const row = (await installationsOf(scope)).find(
        (item) => item.id === request.installation_id,
      );
      if (!row) throw new Error('installation');
      const shown = (
        await api.call(request.subdomain, scope.customerId, 'GET', gridOperatorPath(row.index))
      ).json().data;
      if (!shown.allowed) continue;
      checked += 1;
      const documents = shown.documents.map((document: { document: string }) => document.document);
      if (request.operator === 'ORES') expect(documents).toContain('PVHelpByRegistration');
      if (request.operator === 'RESA') {
        expect(documents).toEqual(
          expect.arrayContaining(['declaration-RGIE', 'picturesReference']),
        );
      }
    }
    // At least one ORES or RESA installation is registrable in the demo data, so the rule ran.
    expect(checked).toBeGreaterThan(0);
  });

  it('validates the national number, then queues the request once', async () => {
    // Its own copy of Jan's iChoosr installation: the handover and the request are this test's.
    const jan = await freshCustomer(api.db, { keep: ['jan-ichoosr'] });
    const ichoosr = (await installationsOf(jan)).find((row) =>
      Boolean(row.has_external_prepayment),
    );
    if (!ichoosr) throw new Error('demo data');
    // The handover is recorded: the installation may now be registered.
    await api.db
      .updateTable('installations')
      .set({ oplevering_done: true })
      .where('id', '=', ichoosr.id)
      .execute();
    const path = gridOperatorPath(ichoosr.index);
    const invalid = await api.call('demo', jan.customerId, 'POST', path, {
      nationalRegistrationNumber: '85.07.30-033.29',
      inspectionCertificateNumber: 'BTV-2001',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].message).toBe('Invalid National Registration Number');
    const submitted = await api.call('demo', jan.customerId, 'POST', path, {
      nationalRegistrationNumber: NATIONAL_NUMBER,
      inspectionCertificateNumber: 'BTV-2001',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ requestStatus: 'queued', canSubmit: false });
    expect(submitted.body).not.toContain('85073003328');
    // The certificate number given becomes the installation's certificate reference.
    expect(submitted.json().data.documents).toContainEqual({
      document: 'inspectionCertificate',
      path: null,
      reference: 'BTV-2001',
    });
    const again = await api.call('demo', jan.customerId, 'POST', path, {
      nationalRegistrationNumber: NATIONAL_NUMBER,
      inspectionCertificateNumber: 'BTV-2001',
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an index the customer does not have', async () => {
    const count = (await installationsOf(api.marie)).length;
    expect(
      (await api.call('demo', api.marie.customerId, 'GET', gridOperatorPath(count))).statusCode,
    ).toBe(404);
    expect(
      (await api.call('demo', api.marie.customerId, 'GET', gridOperatorPath(-1))).statusCode,
    ).toBe(400);
  });
});

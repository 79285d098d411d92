// The grid-operator page: what is missing before registration is possible (with links to fix
// it), and the steps and documents of each operator (Fluvius, RESA, ORES).
import { installationRoutes } from '@portal/domain/installation-routes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { GridOperatorPage } from './grid-operator-page';
import { gridOperatorState, stubServer } from './grid-operator-test-data';

const row = {
  OrderID: 4,
  InvoiceID: 8,
  Order_DeliveriesID: 3,
  HasExternalPrepayment: false,
  keuringCertificate: null,
};

const stepTitles = async () => {
  const steps = await screen.findByRole('region', { name: /step by step/ });
  return within(steps)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiStepLabel-label')?.textContent);
};

describe('grid-operator page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the invoice is not paid yet, links to it and shows no form', async () => {
    const calls = stubServer(
      gridOperatorState({
        allowed: false,
        missingSteps: ['invoicePaid'],
        canSubmit: false,
      }),
    );
    await renderWithApp(<GridOperatorPage installationIndex={4} signedIn row={row} />);
    expect(await screen.findByText('Invoice not paid yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the invoice' }).getAttribute('href')).toBe(
      installationRoutes.invoiceDetail(8),
    );
    expect(screen.queryByText('Delivery documents not signed yet')).toBeNull();
    expect(screen.queryByLabelText(/National registration number/)).toBeNull();
    expect(screen.queryByRole('region', { name: /step by step/ })).toBeNull();
    expect(calls[0]?.url).toBe('/api/installations/4/grid-operator');
  });

  it('sends an externally financed installation to the iChoosr delivery document', async () => {
    stubServer(
      gridOperatorState({
        allowed: false,
        missingSteps: ['deliveryDocumentsSigned'],
        requestStatus: 'todo',
        canSubmit: false,
      }),
    );
    await renderWithApp(
      <GridOperatorPage
        installationIndex={2}
        signedIn
        row={{ ...row, HasExternalPrepayment: true }}
      />,
    );
    expect(await screen.findByText('Delivery documents not signed yet')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sign the delivery document' }).getAttribute('href'),
    ).toBe(installationRoutes.iChoosr(3));
    expect(screen.queryByText('Invoice not paid yet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send registration' })).toBeNull();
  });

  it('shows a registered Fluvius installation: status, Fluvius steps and its inspection documents', async () => {
    stubServer(
      gridOperatorState({
        requestStatus: 'done',
        requestedAt: '2026-03-02T10:15:00+01:00',
        canSubmit: false,
        documents: [
          { document: 'inspectionCertificate', path: null, reference: 'BTV-118734' },
          {
            document: 'wiringDiagram',
            path: 'files/sales/orders/1/wiringDiagramDoc',
            reference: 'EDS-118734',
          },
        ],
      }),
    );
    await renderWithApp(<GridOperatorPage installationIndex={0} signedIn row={row} />);
    expect(await screen.findByText('Registration: done')).toBeTruthy();
    expect(screen.getByText(/Fluvius has confirmed the registration/)).toBeTruthy();
    expect(await stepTitles()).toEqual([
      'Open the Fluvius registration form',
      'Have your EAN code at hand',
      'Enter the technical data',
      'Add the inspection documents',
      'Digital meter',
      'Confirmation and injection contract',
    ]);
    expect(screen.getByText('The documents of your registration, for your records.')).toBeTruthy();
    expect(screen.getByText('Number: BTV-118734')).toBeTruthy();
    expect(screen.getByText('Number: EDS-118734')).toBeTruthy();
    // The certificate is a number to quote; only the wiring diagram is a file.
    expect(
      screen.getAllByRole('button', { name: /^Download/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Download Single-line wiring diagram']);
    expect(screen.queryByText('RGIE conformity declaration')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send registration' })).toBeNull();
  });

  it('gives RESA its RGIE declaration and photos, downloaded from the order files', async () => {
    // The failed download is logged by the download hook; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubServer(
      gridOperatorState({
        operator: 'RESA',
        operatorWithInstructions: 'RESA',
        requestStatus: 'queued',
        canSubmit: false,
        orderId: 17,
        documents: [
          {
            document: 'declaration-RGIE',
            path: 'files/sales/orders/17/declaration-RGIE',
            reference: null,
          },
          {
            document: 'picturesReference',
            path: 'files/sales/orders/17/picturesReference',
            reference: null,
          },
        ],
      }),
      {
        blob: {
          status: 404,
          body: { data: null, errors: [{ code: 'NOT_FOUND', message: 'Not found' }] },
        },
      },
    );
    await renderWithApp(<GridOperatorPage installationIndex={1} signedIn row={row} />);
    expect(await stepTitles()).toEqual([
      'Notify RESA online',
      'Have your EAN code at hand',
      'Add the RGIE conformity declaration',
      'Add the photos',
      'Add the inspection documents',
      'RESA checks the meter',
      'Rules in Wallonia',
    ]);
    expect(screen.getByText(/On resa\.be, fill in the online notification/)).toBeTruthy();
    expect(screen.getByText('Registration: queued')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download RGIE conformity declaration' }));
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({
        kind: 'error',
        text: 'Cannot download the file.',
      }),
    );
    expect(calls.at(-1)?.url).toBe('/api/files/sales/orders/17/declaration-RGIE');
    expect(screen.getByRole('button', { name: 'Download Photo guide' })).toBeTruthy();
    expect(screen.queryByText('Installation help document')).toBeNull();
  });

  it('gives ORES the installation help document and the “Mon installation” steps, in French', async () => {
    stubServer(
      gridOperatorState({
        operator: 'Ores',
        operatorWithInstructions: 'ORES',
        orderId: 16,
        documents: [
          {
            document: 'PVHelpByRegistration',
            path: 'files/sales/orders/16/PVHelpByRegistration',
            reference: null,
          },
        ],
      }),
    );
    await renderWithApp(<GridOperatorPage installationIndex={0} signedIn row={row} />, {
      language: 'fr',
    });
    expect(
      await screen.findByRole('button', { name: 'Télécharger : Document d’aide à la déclaration' }),
    ).toBeTruthy();
    expect(screen.getByText('Déclarez chez ORES via « Mon installation »')).toBeTruthy();
    expect(screen.getByText('Suivez notre document d’aide')).toBeTruthy();
    expect(screen.queryByText('Déclaration de conformité RGIE')).toBeNull();
    expect(screen.getByText('Déclaration : à faire')).toBeTruthy();
  });

  it('treats the former name EANDIS as Fluvius', async () => {
    stubServer(
      gridOperatorState({ operator: 'EANDIS', operatorWithInstructions: null, canSubmit: false }),
    );
    await renderWithApp(<GridOperatorPage installationIndex={0} signedIn row={row} />);
    expect(
      await screen.findByText('EANDIS is now part of Fluvius: you register with Fluvius.'),
    ).toBeTruthy();
    expect((await stepTitles())[0]).toBe('Open the Fluvius registration form');
    // No documents on the page: the documents step asks the customer to request them from us.
    expect(screen.getByText(/Do not have them at hand\? Ask us/)).toBeTruthy();
  });

  it('says when the installation is not the customer’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: null,
              errors: [{ code: 'NOT_FOUND', message: 'Installation not found.' }],
            }),
            { status: 404 },
          ),
      ),
    );
    await renderWithApp(<GridOperatorPage installationIndex={9} signedIn row={undefined} />);
    expect(await screen.findByText('Installation not found')).toBeTruthy();
  });
});

// The registration form on the grid-operator page: the national number checked before sending
// (spec §5 message, translated), the body the server expects, the status moving on afterwards,
// and a server validation error shown on its field.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import { GridOperatorPage } from './grid-operator-page';
import { gridOperatorState, stubServer } from './grid-operator-test-data';

const row = {
  OrderID: 3,
  InvoiceID: 7,
  Order_DeliveriesID: 3,
  HasExternalPrepayment: true,
  keuringCertificate: 'BTV-2001',
};
const todo = gridOperatorState({
  installationIndex: 2,
  documents: [{ document: 'inspectionCertificate', path: null, reference: 'BTV-2001' }],
});

async function type(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('grid-operator registration form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an invalid national number without sending anything', async () => {
    const calls = stubServer(todo);
    await renderWithApp(<GridOperatorPage installationIndex={2} signedIn row={row} />);
    await type(/National registration number/, '85.07.30-033.29');
    fireEvent.click(screen.getByRole('button', { name: 'Send registration' }));
    expect(await screen.findByText('Invalid National Registration Number')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says so in Dutch, and asks for a missing certificate number', async () => {
    stubServer(gridOperatorState({ installationIndex: 2 }));
    await renderWithApp(<GridOperatorPage installationIndex={2} signedIn row={undefined} />, {
      language: 'nl',
    });
    await type(/Rijksregisternummer/, '12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));
    expect(await screen.findByText('Ongeldig rijksregisternummer')).toBeTruthy();
    expect(screen.getByText('Nummer van het keuringsattest is verplicht')).toBeTruthy();
  });

  it('posts the numbers, then shows the queued request and a success message', async () => {
    const queued = {
      ...todo,
      requestStatus: 'queued' as const,
      canSubmit: false,
      requestedAt: '2026-05-04T09:30:00Z',
    };
    let current = todo;
    // After the post, the refetch answers the new state.
    const calls = stubServer(() => current, {
      POST: () => {
        current = queued;
        return new Response(JSON.stringify({ data: queued, errors: [] }), { status: 200 });
      },
    });
    await renderWithApp(<GridOperatorPage installationIndex={2} signedIn row={row} />);
    const certificate = await screen.findByLabelText(/Inspection certificate number/, {
      selector: 'input',
    });
    expect((certificate as HTMLInputElement).value).toBe('BTV-2001');
    await type(/National registration number/, ' 85.07.30-033.28 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send registration' }));
    expect(await screen.findByText('Registration: queued')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: '/api/installations/2/grid-operator',
        method: 'POST',
        body: {
          nationalRegistrationNumber: '85.07.30-033.28',
          inspectionCertificateNumber: 'BTV-2001',
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send registration' })).toBeNull(),
    );
    expect(snackbarSnapshot().at(-1)).toMatchObject({
      kind: 'success',
      text: 'Thank you: we will register your installation with Fluvius.',
    });
  });

  it('shows the server’s validation error on its field, in French', async () => {
    stubServer(todo, {
      POST: {
        status: 400,
        body: {
          data: null,
          errors: [
            {
              code: 'VALIDATION',
              message: 'Invalid National Registration Number',
              field: 'body.nationalRegistrationNumber',
            },
          ],
        },
      },
    });
    await renderWithApp(<GridOperatorPage installationIndex={2} signedIn row={row} />, {
      language: 'fr',
    });
    // Passes the local check (the server is the authority, e.g. a number it refuses for a rule
    // the portal does not know).
    await type(/Numéro de registre national/, '85.07.30-033.28');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la déclaration' }));
    expect(await screen.findByText('Numéro de registre national invalide')).toBeTruthy();
  });

  it('shows the server’s message in a snackbar when the request is refused', async () => {
    stubServer(todo, {
      POST: {
        status: 409,
        body: {
          data: null,
          errors: [{ code: 'CONFLICT', message: 'The registration has already been submitted.' }],
        },
      },
    });
    await renderWithApp(<GridOperatorPage installationIndex={2} signedIn row={row} />);
    await type(/National registration number/, '85073003328');
    fireEvent.click(screen.getByRole('button', { name: 'Send registration' }));
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({
        kind: 'error',
        text: 'The registration has already been submitted.',
      }),
    );
  });
});

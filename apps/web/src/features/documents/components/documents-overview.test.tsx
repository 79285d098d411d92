// /documents: the documents grouped by installation with the rows each status gives, share only
// where the browser can share files, a download that asks for the right path and saves it under
// the right name with progress meanwhile, the fileError snackbar on failure, and the empty state.
import { makeRow } from '@portal/domain/installation-fixture';
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';
import { OrderStatusId, PaymentState } from '@portal/domain/status-ids';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbarSnapshot } from '../../../lib/snackbar';
import { renderWithApp } from '../../../testing/render-with-app';
import type { InstallationDescriber } from './document-group';
import { DocumentsOverview } from './documents-overview';

const completed = makeRow({
  id: 0,
  status: InstallationStatus.Completed,
  OfferID: 1,
  Offer_TypeID: 2,
  VersionNumber: 1,
  OfferVersionNumbers: '1',
  OrderID: 1,
  OrderStatus: OrderStatusId.Closed,
  PrepaymentInvoiceID: 1,
  PrepaymentInvoiceStatus: PaymentState.Paid,
  Order_DeliveriesID: 1,
  InvoiceID: 4,
  InvoiceStatus: PaymentState.Paid,
  NetOperatorStatus: 1,
  OpleveringDone: true,
  netOperator: 'Fluvius',
  hasWiringDiagram: true,
  wiringDiagramKeuring: 'EDS-118734',
});
const fresh = makeRow({
  id: 3,
  OfferID: 4,
  Offer_TypeID: 2,
  VersionNumber: 3,
  OfferVersionNumbers: '1,2,3',
});

const describeRow: InstallationDescriber = {
  title: (row) => `Installation ${row.id}`,
  status: (row) => <span>{`status ${row.status}`}</span>,
};

const render = (rows: InstallationRow[], language = 'en') =>
  renderWithApp(<DocumentsOverview rows={rows} describe={describeRow} />, { language });

function documentNames(title: string): string[] {
  const list = screen.getByRole('list', { name: `Documents of ${title}` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

function setCanShare(value: boolean | undefined) {
  if (value === undefined) Reflect.deleteProperty(navigator, 'canShare');
  else Object.defineProperty(navigator, 'canShare', { value: () => value, configurable: true });
}

describe('documents overview', () => {
  afterEach(() => {
    cleanup();
    setCanShare(undefined);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('groups the documents by installation, with the rows each status gives', async () => {
    await render([completed, makeRow({ id: 7 }), fresh]);
    const groups = within(
      await screen.findByRole('list', { name: 'Documents per installation' }),
    ).getAllByRole('heading', { level: 2 });
    // The installation without any document gets no group.
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Installation 0',
      'Installation 3',
    ]);
    expect(documentNames('Installation 0')).toEqual([
      'Offer',
      'Order confirmation',
      'Prepayment invoice',
      'Invoice',
      'Delivery note',
      'Wiring diagram',
    ]);
    expect(documentNames('Installation 3')).toEqual(['Offer']);
    expect(screen.getByText('No. 4 · version 3')).toBeTruthy();
    expect(screen.getByText('6 documents')).toBeTruthy();
    expect(screen.getByText('status 10')).toBeTruthy();
  });

  it('names the documents in the interface language', async () => {
    await render([fresh], 'fr');
    expect(await screen.findByRole('button', { name: 'Télécharger : Offre' })).toBeTruthy();
  });

  it('hides share where the browser cannot share files, and shows it where it can', async () => {
    await render([fresh]);
    expect(await screen.findByRole('button', { name: 'Download Offer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share Offer' })).toBeNull();
    cleanup();
    setCanShare(true);
    await render([fresh]);
    expect(await screen.findByRole('button', { name: 'Share Offer' })).toBeTruthy();
  });

  it('downloads the right path under the right name, showing progress meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      (_url: string) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await render([completed]);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/invoices/4/files/2?type=print');
    expect(await screen.findByText('Downloading…')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Download Invoice' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    answer(new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
    await waitFor(() => expect(saved).toEqual(['Invoice4.pdf']));
    await waitFor(() => expect(screen.queryByText('Downloading…')).toBeNull());
  });

  it('shows the fileError snackbar when a download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await render([completed]);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Wiring diagram' }));
    await waitFor(() =>
      expect(snackbarSnapshot().at(-1)).toMatchObject({
        kind: 'error',
        text: 'Cannot download the file.',
      }),
    );
  });

  it('shows the empty state when no installation has a document', async () => {
    await render([makeRow({ id: 0 })]);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To my installations' })).toBeTruthy();
  });
});

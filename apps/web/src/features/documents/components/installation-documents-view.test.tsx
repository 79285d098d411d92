// /installations/documents/{id}: one installation's documents, its empty and not-found states,
// sharing the downloaded file through the Web Share API, and the states before the list exists.
import { makeArticle, makeRow } from '@portal/domain/installation-fixture';
import { ProductCategory } from '@portal/domain/product-category';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import type { InstallationDescriber } from './document-group';
import { InstallationDocumentsView } from './installation-documents-view';
import { InstallationsGate, type InstallationsQueryState } from './installations-gate';

const rows = [
  makeRow({ id: 0 }),
  makeRow({ id: 1, OfferID: 20, Offer_TypeID: 1, VersionNumber: 1, OfferVersionNumbers: '1' }),
];
const describeRow: InstallationDescriber = {
  title: (row) => `Installation ${row.id}`,
  status: () => null,
};

const view = (installationId: string) =>
  renderWithApp(
    <InstallationDocumentsView
      rows={rows}
      installationId={installationId}
      describe={describeRow}
    />,
  );

describe('installation documents view', () => {
  // The product sheets' list (GET articleDocuments): none, unless a test answers otherwise.
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [], errors: [] })),
    );
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
    vi.unstubAllGlobals();
  });

  it('lists the documents of the installation in the route', async () => {
    await view('1');
    expect(await screen.findByRole('heading', { name: 'Installation 1' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Documents of Installation 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the installation Installation 1' })).toBeTruthy();
  });

  it('says so when the installation has no documents or is not the customer’s', async () => {
    await view('0');
    expect(await screen.findByText('No documents yet for Installation 0')).toBeTruthy();
    cleanup();
    await view('9');
    expect(await screen.findByText('Installation not found')).toBeTruthy();
    cleanup();
    await view('1abc');
    expect(await screen.findByText('Installation not found')).toBeTruthy();
  });

  it('shares the downloaded PDF with its file name where the browser can', async () => {
    const shared: File[] = [];
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(...(data.files ?? [])),
      configurable: true,
    });
    const fetchMock = vi.fn(async (_url: string) => new Response(new Blob(['%PDF-1.7'])));
    vi.stubGlobal('fetch', fetchMock);
    await view('1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share Offer' }));
    await waitFor(() => expect(shared.map((file) => file.name)).toEqual(['Offer20.pdf']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/offers/20/files/1?type=print&versionNumber=1',
    );
  });

  it('lists the product sheets of the installation’s articles and downloads one', async () => {
    const panel = makeArticle({ articleCode: 'JKM440N', descriptionLanguageText: 'Jinko 440 Wp' });
    const withPanels = makeRow({
      id: 2,
      articles: [{ category: ProductCategory.SolarPanels, articles: [panel] }],
    });
    const listed = [
      { id: 7, ArticleCode: 'JKM440N', Name: 'Datasheet Jinko', Path: 'articleDocuments/7' },
      { id: 8, ArticleCode: 'ELSEWHERE', Name: 'Other sheet', Path: 'articleDocuments/8' },
    ];
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/articleDocuments'
        ? Response.json({ data: listed, errors: [] })
        : new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(
      <InstallationDocumentsView rows={[withPanels]} installationId="2" describe={describeRow} />,
    );
    const sheets = await screen.findByRole('list', { name: 'Product sheets' });
    expect(sheets.textContent).toContain('Datasheet Jinko');
    expect(sheets.textContent).toContain('Jinko 440 Wp');
    expect(sheets.textContent).not.toContain('Other sheet');
    fireEvent.click(screen.getByRole('button', { name: 'Download Datasheet Jinko' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/articleDocuments/7'),
    );
  });

  it('says the product sheets could not be loaded, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { data: null, errors: [{ code: 'UNAVAILABLE', message: 'x' }] },
          { status: 503 },
        ),
      ),
    );
    const withPanels = makeRow({
      id: 2,
      articles: [{ category: ProductCategory.SolarPanels, articles: [makeArticle()] }],
    });
    await renderWithApp(
      <InstallationDocumentsView rows={[withPanels]} installationId="2" describe={describeRow} />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('installations gate', () => {
  afterEach(cleanup);

  const query = (overrides: Partial<InstallationsQueryState>): InstallationsQueryState => ({
    data: undefined,
    isPending: false,
    error: null,
    refetch: () => undefined,
    ...overrides,
  });

  it('offers a retry when the list failed, and renders the rows once there', async () => {
    const refetch = vi.fn();
    await renderWithApp(
      <InstallationsGate query={query({ refetch })}>{() => 'content'}</InstallationsGate>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    cleanup();
    await renderWithApp(
      <InstallationsGate query={query({ data: rows })}>
        {(loaded) => `${loaded.length} rows`}
      </InstallationsGate>,
    );
    expect(await screen.findByText('2 rows')).toBeTruthy();
  });
});

// The inspection page: the status in words for each case of spec §4, its dates, the articles,
// the certificate and wiring diagram listed only when present (the certificate downloadable when
// the back office sent its PDF), and "not found" for an unknown
// source without asking the server.
import type { Inspection } from '@portal/contract/inspections';
import { InspectionStatus } from '@portal/domain/inspection-status';
import { makeArticle } from '@portal/domain/installation-fixture';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { InspectionDetail } from './inspection-detail';

const requested: Inspection = {
  keurderJobId: 48214,
  keuringAppointmentDate: null,
  approvedDate: null,
  rejectedDate: null,
  askedKeuring: true,
  keuringAppointment: false,
  approved: null,
  status: InspectionStatus.Requested,
  source: 'order',
  orderId: 11,
  invoiceId: null,
  articles: [makeArticle({ quantity: 12, descriptionLanguageText: 'Solar panel 440 Wp' })],
  documents: [],
};

const planned: Inspection = {
  ...requested,
  keuringAppointmentDate: '2026-11-27T08:00:00.000Z',
  keuringAppointment: true,
  status: InspectionStatus.Planned,
};

const approved: Inspection = {
  ...planned,
  approved: true,
  approvedDate: '2026-11-27',
  status: InspectionStatus.Approved,
  documents: [
    { kind: 'inspectionCertificate', reference: 'BTV-118734' },
    { kind: 'wiringDiagram', reference: 'EDS-118734' },
  ],
};

const rejected: Inspection = {
  ...planned,
  approved: false,
  rejectedDate: '2026-10-22',
  status: InspectionStatus.Rejected,
};

function serve(inspection: Inspection | null) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (inspection === null) {
        const errors = [{ code: 'NOT_FOUND', message: 'Inspection not found.' }];
        return new Response(JSON.stringify({ data: null, errors }), { status: 404 });
      }
      if (url.includes('/files/')) {
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: inspection, errors: [] }), { status: 200 });
    }),
  );
  return urls;
}

describe('inspection detail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    [requested, 'Requested', 'The inspection has been requested', null],
    [planned, 'Planned', 'The inspector visits on the date below', '27 November 2026 at 09:00'],
    [approved, 'Approved', 'Your installation passed the inspection', '27 November 2026'],
    [rejected, 'Rejected', 'The inspector found points', '22 October 2026'],
  ] as const)('shows the status in words (%#)', async (inspection, status, explanation, date) => {
    const urls = serve(inspection);
    await renderWithApp(<InspectionDetail inspectionParam="11_order" />);
    expect(await screen.findByText(status)).toBeTruthy();
    expect(screen.getByText(new RegExp(explanation))).toBeTruthy();
    if (date !== null) expect(screen.getByText(date)).toBeTruthy();
    expect(screen.getByText('Solar panel 440 Wp')).toBeTruthy();
    expect(urls).toEqual(['/api/inspections/orders/11']);
  });

  it('lists the certificate and wiring diagram with their references, the diagram downloadable', async () => {
    serve(approved);
    await renderWithApp(<InspectionDetail inspectionParam="11_order" />);
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('Inspection certificate')).toBeTruthy();
    expect(within(documents).getByText('Reference BTV-118734')).toBeTruthy();
    expect(within(documents).getByText('Reference EDS-118734')).toBeTruthy();
    // Only the wiring diagram has a download (files/sales/orders/{orderId}/wiringDiagramDoc).
    expect(within(documents).getAllByRole('button', { name: 'Download' })).toHaveLength(1);
  });

  it('downloads the certificate PDF the back office sent, from the inspection’s own path', async () => {
    const certified: Inspection = {
      ...approved,
      source: 'invoice',
      invoiceId: 4,
      documents: [
        { kind: 'inspectionCertificate', reference: 'BTV-118734', downloadable: true },
        { kind: 'wiringDiagram', reference: 'EDS-118734' },
      ],
    };
    const urls = serve(certified);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await renderWithApp(<InspectionDetail inspectionParam="4_invoice" />);
    const documents = await screen.findByRole('list', { name: 'Documents' });
    const [certificate, wiring] = within(documents).getAllByRole('listitem');
    expect(within(wiring as HTMLElement).getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(within(certificate as HTMLElement).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['InspectionCertificateInvoice4.pdf']));
    expect(urls).toContain('/api/files/inspections/invoices/4/certificate');
  });

  it('shows references without downloads when the order is not known', async () => {
    serve({ ...approved, source: 'invoice', orderId: null, invoiceId: 4 });
    await renderWithApp(<InspectionDetail inspectionParam="4_invoice" />);
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('Wiring diagram')).toBeTruthy();
    expect(within(documents).queryByRole('button')).toBeNull();
  });

  it('hides the documents when none is present, or when a reference is empty', async () => {
    serve({ ...planned, documents: [{ kind: 'wiringDiagram', reference: '  ' }] });
    await renderWithApp(<InspectionDetail inspectionParam="11_order" />);
    expect(await screen.findByText('Planned')).toBeTruthy();
    expect(screen.queryByText('Documents')).toBeNull();
    expect(screen.queryByText('Wiring diagram')).toBeNull();
    expect(screen.queryByText('Inspection certificate')).toBeNull();
  });

  it('is not found for an unknown source without a call, and for an unknown inspection', async () => {
    const urls = serve(approved);
    await renderWithApp(<InspectionDetail inspectionParam="11_delivery" />);
    expect(await screen.findByText('Inspection not found')).toBeTruthy();
    expect(urls).toEqual([]);
    cleanup();
    serve(null);
    await renderWithApp(<InspectionDetail inspectionParam="99_invoice" />, { language: 'nl' });
    expect(await screen.findByText('Keuring niet gevonden')).toBeTruthy();
  });
});

// The repair report: what was reported, the visit and what the technician found and did, in the
// customer's language under the tenant's letterhead.
import type { Language } from '@portal/contract/portal';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import {
  type DocumentFrame,
  drawParty,
  openDocument,
  saveDocument,
} from '../../platform/pdf/document-frame.ts';
import { line, paragraph } from '../../platform/pdf/pdf-layout.ts';

const labels = {
  nl: {
    title: 'Herstellingsrapport',
    customer: 'Klant',
    reported: 'Gemeld op',
    visit: 'Bezoek',
    resolved: 'Opgelost op',
    problem: 'Probleem',
    report: 'Verslag van de technieker',
  },
  fr: {
    title: 'Rapport de réparation',
    customer: 'Client',
    reported: 'Signalée le',
    visit: 'Visite',
    resolved: 'Résolue le',
    problem: 'Problème',
    report: 'Rapport du technicien',
  },
  en: {
    title: 'Repair report',
    customer: 'Customer',
    reported: 'Reported on',
    visit: 'Visit',
    resolved: 'Resolved on',
    problem: 'Problem',
    report: 'Technician’s report',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface RepairReportInput {
  frame: DocumentFrame;
  language: Language;
  locale: FormatLocale;
  repair: {
    id: number;
    description: string;
    reportedAt: string;
    plannedDate: string | null;
    resolvedAt: string | null;
    technicianReport: string;
  };
}

export async function renderRepairReportPdf(input: RepairReportInput): Promise<Uint8Array> {
  const words = labels[input.language];
  const { repair, locale } = input;
  const date = new Date(repair.resolvedAt ?? repair.plannedDate ?? repair.reportedAt);
  const { doc, cursor } = await openDocument(input.frame, `${words.title} ${repair.id}`, date);
  drawParty(cursor, words.customer, input.frame.customer);
  cursor.y -= 10;
  line(cursor, `${words.reported}: ${formatDate(repair.reportedAt, locale)}`);
  if (repair.plannedDate) line(cursor, `${words.visit}: ${formatDate(repair.plannedDate, locale)}`);
  if (repair.resolvedAt) {
    line(cursor, `${words.resolved}: ${formatDate(repair.resolvedAt, locale)}`, { bold: true });
  }
  cursor.y -= 10;
  line(cursor, words.problem, { bold: true, size: 12 });
  paragraph(cursor, repair.description);
  cursor.y -= 10;
  line(cursor, words.report, { bold: true, size: 12 });
  for (const part of repair.technicianReport.split(/\n+/)) paragraph(cursor, part);
  return saveDocument(doc);
}

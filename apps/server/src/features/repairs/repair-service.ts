// Repairs of the signed-in customer (spec §7): all of them, those of the installation
// of a delivery (and invoice), one repair, and its report as a PDF once the technician wrote one.
// Another customer's repair, delivery or invoice is 404.
import { ErrorCode } from '@portal/contract/error-code';
import type { Repair } from '@portal/contract/repairs';
import { STATUS_LANG } from '@portal/contract/status-list';
import { repairState } from '@portal/domain/ticket-state';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import { type DocumentDeps, documentContext, type PdfFile } from '../documents/index.ts';
import { statusKey } from '../tenants/index.ts';
import { renderRepairReportPdf } from './repair-report-pdf.ts';
import {
  findInstallationOfDelivery,
  findRepair,
  listRepairs,
  type RepairRecord,
} from './repair-repository.ts';

export interface RepairService {
  list(scope: RequestScope, of?: { deliveryId: number; invoiceId?: number }): Promise<Repair[]>;
  get(scope: RequestScope, repairId: number): Promise<Repair>;
  report(scope: RequestScope, repairId: number): Promise<PdfFile>;
}

function notFound(what = 'repair'): AppError {
  return new AppError(ErrorCode.NotFound, `The ${what} was not found.`);
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toRepair(record: RepairRecord): Repair {
  const hasReport = record.technicianReport !== null && record.technicianReport.trim() !== '';
  return {
    id: record.id,
    statusId: record.statusId,
    status: statusKey(record.statusText ?? String(record.statusId)),
    final: record.final,
    state: repairState(record.statusId, record.final),
    problem: record.description,
    reportedAt: new Date(record.reportedAt).toISOString(),
    plannedDate: iso(record.plannedDate),
    resolvedAt: iso(record.resolvedAt),
    technicianReport: hasReport ? record.technicianReport : null,
    installation: {
      OfferID: record.offerId,
      OrderID: record.orderId,
      Order_DeliveriesID: record.deliveryId,
      InvoiceID: record.invoiceId,
    },
    documents: hasReport
      ? [{ id: 'report', name: `Repair${record.id}.pdf`, path: `repairs/${record.id}/report` }]
      : [],
  };
}

export function createRepairService(deps: DocumentDeps): RepairService {
  const { db } = deps;
  const own = async (scope: RequestScope, repairId: number) => {
    const lang = STATUS_LANG[scope.language];
    const repair = await findRepair(db, customerOwner(scope), lang, repairId);
    if (!repair) throw notFound();
    return repair;
  };
  return {
    async list(scope, of) {
      const owner = customerOwner(scope);
      let installationId: number | undefined;
      if (of) {
        installationId = await findInstallationOfDelivery(db, owner, of.deliveryId, of.invoiceId);
        if (installationId === undefined) throw notFound('installation');
      }
      const records = await listRepairs(db, owner, STATUS_LANG[scope.language], installationId);
      return records.map(toRepair);
    },
    get: async (scope, repairId) => toRepair(await own(scope, repairId)),
    async report(scope, repairId) {
      const repair = await own(scope, repairId);
      const report = repair.technicianReport?.trim();
      if (!report) throw new AppError(ErrorCode.NotFound, 'This repair has no report yet.');
      const context = await documentContext(deps, scope);
      const bytes = await renderRepairReportPdf({
        frame: context.frame,
        language: context.language,
        locale: context.locale,
        repair: { ...repair, technicianReport: report },
      });
      return { bytes, fileName: `Repair${repair.id}.pdf` };
    },
  };
}

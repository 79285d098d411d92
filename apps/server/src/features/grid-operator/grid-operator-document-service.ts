// files/sales/orders/{orderId}/{declaration-RGIE|picturesReference|wiringDiagramDoc|
// PVHelpByRegistration}: the PDF stored for the order under that name when there is one, else
// generated from the data. Every operator may download every document (the grid-operator page
// decides which to offer); only the wiring diagram needs the installation to have one.
import { ErrorCode } from '@portal/contract/error-code';
import { documentFileNames, type SalesOrderFile } from '@portal/domain/document-paths';
import { AppError } from '../../platform/errors/app-error.ts';
import { formLabels } from '../../platform/pdf/form-labels.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import {
  type DocumentDeps,
  DocumentOwner,
  documentContext,
  findCertificateNumber,
  findInstallationSite,
  orderArticles,
  type PdfFile,
  siteParty,
  storedOrGenerated,
} from '../documents/index.ts';
import { ownedOrder } from '../orders/index.ts';
import { renderGridOperatorPdf } from './grid-operator-pdfs.ts';

export async function gridOperatorPdf(
  deps: DocumentDeps,
  scope: RequestScope,
  ids: { orderId: number; file: SalesOrderFile },
): Promise<PdfFile> {
  const order = await ownedOrder(deps.db, scope, ids.orderId);
  const file = {
    owner: { type: DocumentOwner.Order, id: order.id },
    kind: ids.file,
    fileName: documentFileNames.salesOrder(order.id, ids.file),
  };
  return storedOrGenerated(deps, scope, file, async () => {
    const owner = customerOwner(scope);
    const site = await findInstallationSite(deps.db, owner, order.installationId);
    const wiring = site?.wiringDiagramKeuring?.trim() || null;
    if (ids.file === 'wiringDiagramDoc' && !(site?.hasWiringDiagram || wiring)) {
      throw new AppError(ErrorCode.NotFound, 'This installation has no wiring diagram.');
    }
    const context = await documentContext(deps, scope);
    const [sold, inspected] = await Promise.all([
      orderArticles(deps, scope, context.language, order.offerId),
      findCertificateNumber(deps.db, owner, order.installationId),
    ]);
    return renderGridOperatorPdf(ids.file, {
      frame: context.frame,
      labels: formLabels[context.language],
      locale: context.locale,
      orderId: order.id,
      date: order.orderedAt,
      site: siteParty(context, site),
      gridOperator: site?.gridOperator ?? order.gridOperator,
      certificateNumber: site?.keuringCertificate?.trim() || inspected,
      wiringDiagramReference: wiring,
      articles: sold.articles,
    });
  });
}

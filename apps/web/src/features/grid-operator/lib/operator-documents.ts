// The documents the grid operator needs, as the server lists them (spec §7, §9; the inspection
// certificate and wiring diagram only when known, spec §5), turned into what the page shows: a
// download of files/sales/orders/{orderId}/{file} where one exists, else the reference to quote.
import type { GridOperatorRegistration } from '@portal/contract/grid-operator';
import {
  documentFileNames,
  documentPaths,
  SALES_ORDER_FILES,
  type SalesOrderFile,
} from '@portal/domain/document-paths';

export type OperatorDocumentKey =
  | 'declaration-RGIE'
  | 'picturesReference'
  | 'PVHelpByRegistration'
  | 'inspectionCertificate'
  | 'wiringDiagram';

export interface OperatorDocument {
  key: OperatorDocumentKey;
  /** The certificate or diagram number, when the operator asks for it. */
  reference: string | null;
  download: { path: string; fileName: string } | null;
}

const knownKeys: readonly string[] = [
  'declaration-RGIE',
  'picturesReference',
  'PVHelpByRegistration',
  'inspectionCertificate',
  'wiringDiagram',
] satisfies OperatorDocumentKey[];

function isKnownKey(value: string): value is OperatorDocumentKey {
  return knownKeys.includes(value);
}

function salesOrderFileOf(key: OperatorDocumentKey): SalesOrderFile | null {
  if (key === 'wiringDiagram') return 'wiringDiagramDoc';
  const file = SALES_ORDER_FILES.find((name) => name === key);
  return file ?? null;
}

export function operatorDocuments(state: GridOperatorRegistration): OperatorDocument[] {
  const { orderId } = state;
  return state.documents.flatMap((document) => {
    if (!isKnownKey(document.document)) return [];
    const key = document.document;
    const file = salesOrderFileOf(key);
    const reference = document.reference?.trim() ? document.reference.trim() : null;
    return [
      {
        key,
        reference,
        download:
          file === null || orderId === null
            ? null
            : {
                path: documentPaths.salesOrder(orderId, file),
                fileName: documentFileNames.salesOrder(orderId, file),
              },
      },
    ];
  });
}

// The icon of each kind of document, so that a list of PDFs can be scanned at a glance.

import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import SchemaOutlined from '@mui/icons-material/SchemaOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { DocumentKind } from '../lib/installation-documents';

export const documentIcons: Record<DocumentKind, typeof ArticleOutlined> = {
  // A written proposal, not a price in another currency (MUI's quote icon draws a dollar).
  offer: ArticleOutlined,
  order: AssignmentTurnedInOutlined,
  prepaymentInvoice: ReceiptOutlined,
  invoice: ReceiptLongOutlined,
  deliveryNote: LocalShippingOutlined,
  iChoosr: DrawOutlined,
  declarationRgie: VerifiedOutlined,
  picturesReference: PhotoLibraryOutlined,
  pvHelp: HelpOutlineOutlined,
  wiringDiagram: SchemaOutlined,
};

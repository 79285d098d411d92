// The icon of each kind of document, so that a list of PDFs can be scanned at a glance.
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SchemaOutlined from '@mui/icons-material/SchemaOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { DocumentKind } from '../lib/installation-documents';

export const documentIcons: Record<DocumentKind, typeof RequestQuoteOutlined> = {
  offer: RequestQuoteOutlined,
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

// The icon of each kind of notification, by what it is about.
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ElectricalServicesOutlined from '@mui/icons-material/ElectricalServicesOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { isNotificationKey, type NotificationKey } from '@portal/contract/notifications';
import type { ElementType } from 'react';

const icons: Readonly<Record<NotificationKey, ElementType>> = {
  offerAvailable: DescriptionOutlined,
  orderToSign: AssignmentOutlined,
  prepaymentInvoiceAvailable: ReceiptLongOutlined,
  invoiceAvailable: ReceiptLongOutlined,
  deliveryPlanned: LocalShippingOutlined,
  deliveryMoved: LocalShippingOutlined,
  inspectionPlanned: FactCheckOutlined,
  inspectionApproved: FactCheckOutlined,
  inspectionRejected: FactCheckOutlined,
  gridOperatorStep: ElectricalServicesOutlined,
  supportReply: SupportAgentOutlined,
  supportStatusChanged: SupportAgentOutlined,
  repairUpdate: BuildOutlined,
  surveyRequest: StarBorderOutlined,
  loyaltyVoucherEarned: CardGiftcardOutlined,
  loyaltyVoucherGranted: CardGiftcardOutlined,
  loyaltyVoucherRedeemed: CardGiftcardOutlined,
  balancingEarningsPaid: EuroOutlined,
  capacityPeakSet: ElectricalServicesOutlined,
  energyPlan: EventAvailableOutlined,
  energyPlanSaving: EventAvailableOutlined,
};

export function notificationIcon(key: string): ElementType {
  return isNotificationKey(key) ? icons[key] : NotificationsOutlined;
}

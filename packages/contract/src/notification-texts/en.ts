// Notification texts in English; see ../notification-text.ts.
import type { NotificationTexts } from '../notification-text.ts';

export default {
  offerAvailable: {
    title: 'New offer',
    body: 'Version {{versionNumber}} of your offer is ready. View it and sign it online.',
  },
  orderToSign: {
    title: 'Order to sign',
    body: 'Your order form is ready. Sign it so that we can plan your installation.',
  },
  prepaymentInvoiceAvailable: {
    title: 'Prepayment invoice ready',
    body: 'Your prepayment invoice is ready. Once it is paid, we plan the installation.',
  },
  invoiceAvailable: {
    title: 'New invoice',
    body: 'A new invoice is waiting for you in the portal.',
  },
  deliveryPlanned: {
    title: 'Installation planned',
    body: 'We will come and install on {{date}}.',
  },
  deliveryMoved: {
    title: 'Installation moved',
    body: 'The installation has been moved to {{date}}.',
  },
  inspectionPlanned: {
    title: 'Inspection planned',
    body: 'The inspection of your installation is planned on {{date}}.',
  },
  inspectionApproved: {
    title: 'Inspection approved',
    body: 'Your installation has been approved. The inspection report is among your documents.',
  },
  inspectionRejected: {
    title: 'Remarks at the inspection',
    body: 'The inspector made remarks. We will resolve them and plan a new inspection.',
  },
  gridOperatorStep: {
    title: 'Grid operator registration',
    body: 'There is news about the registration of your installation with the grid operator.',
  },
  supportReply: {
    title: 'Reply to your question',
    body: 'Our customer service has replied to your question.',
  },
  supportStatusChanged: {
    title: 'Your question was updated',
    body: 'The status of your question to our customer service has changed.',
  },
  repairUpdate: {
    title: 'News about your repair',
    body: 'There is news about the repair of your installation.',
  },
  surveyRequest: {
    title: 'How satisfied are you?',
    body: 'Your installation is complete. Give us your opinion in a minute.',
  },
  loyaltyVoucherEarned: {
    title: 'Voucher received',
    body: 'A friend you referred has ordered. You receive a voucher of {{amount}}.',
  },
  loyaltyVoucherGranted: {
    title: 'A voucher for you',
    body: 'We give you a voucher of {{amount}}.',
  },
  loyaltyVoucherRedeemed: {
    title: 'Voucher redeemed',
    body: 'Your voucher of {{amount}} has been redeemed.',
  },
  balancingEarningsPaid: {
    title: 'Grid-balancing earnings paid',
    body: 'We have paid you {{amount}} in grid-balancing earnings.',
  },
  capacityPeakSet: {
    title: 'New monthly peak',
    body: 'Your grid import reached {{peakKw}} kW in one quarter-hour, above this month’s {{previousKw}} kW. Your capacity tariff follows this peak.',
  },
  energyPlan: {
    title: 'Your energy plan for tomorrow',
    body: 'Charge your car tomorrow between {{from}} and {{to}}: {{amount}} cheaper.',
  },
  energyPlanSaving: {
    title: 'Your energy plan for tomorrow',
    body: 'Follow the plan tomorrow and save {{amount}}. The biggest saving: {{load}}, {{from}}–{{to}}.',
  },
} satisfies NotificationTexts;

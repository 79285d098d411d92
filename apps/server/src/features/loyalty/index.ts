// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of loyalty:
// the loyalty and referral routes and services, and loyalty and voucher records. Everything else is
// the feature's own.

export { loyaltyDataSection } from './loyalty-data-section.ts';
export { findReferralOfFriend, insertLoyaltyCode } from './loyalty-repository.ts';
export { loyaltyRoutes } from './loyalty-routes.ts';
export type { LoyaltyService } from './loyalty-service.ts';
export { createLoyaltyService, recordReferral } from './loyalty-service.ts';
export type { StoredVoucher, VoucherValues } from './loyalty-voucher-repository.ts';
export {
  deleteVoucher,
  findVoucherByExternalId,
  findVoucherOfReferral,
  insertVoucher,
  updateVoucher,
} from './loyalty-voucher-repository.ts';
export type { ReferralProgress } from './referral-progress.ts';
export { createReferralProgress, recordFriendStep } from './referral-progress.ts';
export { referralRoutes } from './referral-routes.ts';

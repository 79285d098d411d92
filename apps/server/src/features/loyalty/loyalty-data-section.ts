// The customer's referrals, code and vouchers in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const loyaltyDataSection = jsonSection(
  'loyalty',
  {
    nl: 'Doorverwijzingen en waardebonnen',
    fr: 'Parrainages et bons',
    en: 'Referrals and vouchers',
  },
  {
    referrals: (db, owner) => customerRows(db, 'loyalty_referrals', owner),
    codes: (db, owner) => customerRows(db, 'loyalty_codes', owner),
    vouchers: (db, owner) => customerRows(db, 'loyalty_vouchers', owner),
  },
);

// The customer's offers, their versions and upsells in the archive of their data (decision 097);
// the signatures and signed PDFs with their audit page are in the documents section.
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { childRows, customerRows } from '../../platform/db/customer-rows.ts';

export const offersDataSection = jsonSection(
  'offers',
  { nl: 'Offertes en handtekeningen', fr: 'Offres et signatures', en: 'Offers and signatures' },
  {
    offers: (db, owner) => customerRows(db, 'offers', owner),
    'offer-versions': (db, owner) =>
      childRows(db, { table: 'offer_versions', column: 'offer_id' }, 'offers', owner),
    upsells: (db, owner) => customerRows(db, 'upsell_offers', owner),
  },
);

// The customer's satisfaction surveys and answers in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { childRows, customerRows } from '../../platform/db/customer-rows.ts';

export const surveysDataSection = jsonSection(
  'surveys',
  { nl: 'Tevredenheidsenquêtes', fr: 'Enquêtes de satisfaction', en: 'Satisfaction surveys' },
  {
    surveys: (db, owner) => customerRows(db, 'surveys', owner),
    answers: (db, owner) =>
      childRows(db, { table: 'survey_answers', column: 'survey_id' }, 'surveys', owner),
  },
);

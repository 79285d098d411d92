// The customer's tickets with their messages in the archive of their data (decision 097); the
// photos themselves are in the documents section.
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { childRows, customerRows } from '../../platform/db/customer-rows.ts';

export const supportDataSection = jsonSection(
  'tickets',
  { nl: 'Tickets', fr: 'Tickets', en: 'Tickets' },
  {
    tickets: (db, owner) => customerRows(db, 'tickets', owner),
    messages: (db, owner) =>
      childRows(db, { table: 'ticket_messages', column: 'ticket_id' }, 'tickets', owner),
    photos: (db, owner) =>
      childRows(db, { table: 'ticket_files', column: 'ticket_id' }, 'tickets', owner),
  },
);

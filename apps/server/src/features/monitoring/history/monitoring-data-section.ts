// The customer's devices and their whole energy history in the archive of their data (decision
// 097): the history as CSV, one line per stored period, which a spreadsheet opens.
import {
  type CustomerDataSection,
  csvEntry,
  jsonEntry,
} from '../../../platform/data-export/customer-data-section.ts';
import { childRows, customerRows } from '../../../platform/db/customer-rows.ts';

export const monitoringDataSection: CustomerDataSection = {
  name: 'monitoring',
  titles: {
    nl: 'Monitoring en energiegeschiedenis',
    fr: 'Monitoring et historique énergétique',
    en: 'Monitoring and energy history',
  },
  async collect({ db, owner }) {
    const devices = await customerRows(db, 'monitoring_devices', owner);
    const history = await childRows(
      db,
      { table: 'monitoring_energy', column: 'monitoring_device_id' },
      'monitoring_devices',
      owner,
    );
    return [
      jsonEntry('devices.json', devices),
      jsonEntry('earnings.json', await customerRows(db, 'balancing_earnings', owner)),
      csvEntry('energy-history.csv', history),
    ];
  },
};

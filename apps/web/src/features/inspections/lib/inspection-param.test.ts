import { InspectionStatus } from '@portal/domain/inspection-status';
import { describe, expect, it } from 'vitest';
import { inspectionApiPath, parseInspectionParam } from './inspection-param';
import { inspectionStatusName } from './inspection-status-key';

describe('inspection route segment', () => {
  it('splits {id}_{source} into the id and the source', () => {
    expect(parseInspectionParam('48210_invoice')).toEqual({ id: 48210, source: 'invoice' });
    expect(parseInspectionParam('2_order')).toEqual({ id: 2, source: 'order' });
  });

  it('refuses unknown sources, missing parts and non-positive ids', () => {
    for (const segment of ['4_delivery', '4', '_order', 'abc_order', '0_order', '4_order_x']) {
      expect(parseInspectionParam(segment)).toBeNull();
    }
    expect(parseInspectionParam(undefined)).toBeNull();
  });

  it('builds the API path of the source', () => {
    expect(inspectionApiPath({ id: 4, source: 'invoice' })).toBe('inspections/invoices/4');
    expect(inspectionApiPath({ id: 2, source: 'order' })).toBe('inspections/orders/2');
  });

  it('names every status of spec §4', () => {
    expect(inspectionStatusName(InspectionStatus.Requested)).toBe('requested');
    expect(inspectionStatusName(InspectionStatus.Approved)).toBe('approved');
    expect(inspectionStatusName(InspectionStatus.Rejected)).toBe('rejected');
    expect(inspectionStatusName(InspectionStatus.Planned)).toBe('planned');
  });
});

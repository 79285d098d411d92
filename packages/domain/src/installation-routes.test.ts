import { describe, expect, it } from 'vitest';
import { offerVersions, installationRoutes as r } from './installation-routes.ts';

describe('installationRoutes', () => {
  it('builds the spec paths', () => {
    expect(r.detail(3)).toBe('/installations/3');
    expect(r.offerDetail(12, 2)).toBe('/installations/offerdetail/12_2');
    expect(r.offerList(12)).toBe('/installations/offerdetail/list/12');
    expect(r.offerUpsell(12, 2)).toBe('/installations/offerdetail/upsell/12_2');
    expect(r.orderDetail(31)).toBe('/installations/orderdetail/31');
    expect(r.invoiceDetail(51)).toBe('/installations/invoicedetail/51');
    expect(r.invoiceList(51)).toBe('/installations/invoicedetail/list/51');
    expect(r.deliveryDetail(41)).toBe('/installations/deliverydetail/41');
    expect(r.deliveryPlanning(31)).toBe('/installations/deliverydetail/order/31');
    expect(r.inspectionDetail(7, 'invoice')).toBe('/installations/inspectiondetail/7_invoice');
    expect(r.iChoosr(41)).toBe('/installations/ichoosr/41');
    expect(r.gridOperator(3)).toBe('/installations/netoperator/3');
    expect(r.documents(3)).toBe('/installations/documents/3');
    expect(r.survey(31)).toBe('/installations/survey/31');
    expect(r.repair(8)).toBe('/installations/repairs/8');
    expect(r.repairList(3)).toBe('/installations/repairs/list/3');
  });
});

describe('offerVersions', () => {
  it('parses the comma-separated list', () => {
    expect(offerVersions('1,2,3')).toEqual([1, 2, 3]);
    expect(offerVersions(' 4 , 5 ')).toEqual([4, 5]);
    expect(offerVersions('1,,2,')).toEqual([1, 2]);
    expect(offerVersions('')).toEqual([]);
    expect(offerVersions('x,2')).toEqual([2]);
  });
});

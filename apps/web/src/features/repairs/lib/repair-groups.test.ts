import type { Repair } from '@portal/contract/repairs';
import { describe, expect, it } from 'vitest';
import { repairGroups, repairIdOf } from './repair-groups';

const repair = (id: number, state: 'open' | 'resolved', reportedAt: string): Repair => ({
  id,
  statusId: state === 'open' ? 1 : 3,
  status: state,
  final: state === 'resolved',
  state,
  problem: '',
  reportedAt,
  plannedDate: null,
  resolvedAt: null,
  technicianReport: null,
  installation: { OfferID: 1, OrderID: 1, Order_DeliveriesID: 1, InvoiceID: null },
  documents: [],
});

describe('repairGroups', () => {
  it('splits open from resolved, newest report first', () => {
    const { open, resolved } = repairGroups([
      repair(1, 'open', '2026-01-01T00:00:00.000Z'),
      repair(2, 'resolved', '2026-02-01T00:00:00.000Z'),
      repair(3, 'open', '2026-03-01T00:00:00.000Z'),
    ]);
    expect(open.map((entry) => entry.id)).toEqual([3, 1]);
    expect(resolved.map((entry) => entry.id)).toEqual([2]);
  });
});

describe('repairIdOf', () => {
  it('reads a record id, refusing anything else', () => {
    expect(repairIdOf('12')).toBe(12);
    expect(repairIdOf('0')).toBeNull();
    expect(repairIdOf('abc')).toBeNull();
    expect(repairIdOf(undefined)).toBeNull();
    expect(repairIdOf('99999999999')).toBeNull();
  });
});

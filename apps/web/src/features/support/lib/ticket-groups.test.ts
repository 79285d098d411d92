import type { Ticket } from '@portal/contract/support';
import { describe, expect, it } from 'vitest';
import { ticketGroups, ticketsOfInstallation } from './ticket-groups';

const ticket = (
  id: number,
  final: boolean,
  updatedAt: string,
  OfferID: number | null = null,
): Ticket => ({
  id,
  final,
  statusId: final ? 4 : 2,
  status: final ? 'Done' : 'In_progress',
  state: final ? 'done' : 'inProgress',
  problemTitle: `Ticket ${id}`,
  problem: '',
  typeId: 1,
  type: 'Technical',
  installation: OfferID === null ? null : { OfferID, OrderID: null },
  files: [],
  createdAt: updatedAt,
  updatedAt,
});

describe('ticketGroups', () => {
  it('puts open (not final) tickets apart from closed (final) ones, newest change first', () => {
    const { open, closed } = ticketGroups([
      ticket(1, false, '2026-11-01T10:00:00.000Z'),
      ticket(2, true, '2026-11-05T10:00:00.000Z'),
      ticket(3, false, '2026-11-10T10:00:00.000Z'),
    ]);
    expect(open.map((entry) => entry.id)).toEqual([3, 1]);
    expect(closed.map((entry) => entry.id)).toEqual([2]);
  });
});

describe('ticketsOfInstallation', () => {
  it('finds the tickets about an installation by its offer or order', () => {
    const tickets = [
      ticket(1, false, '2026-11-01T10:00:00.000Z', 4),
      ticket(2, false, '2026-11-01T10:00:00.000Z'),
    ];
    expect(
      ticketsOfInstallation(tickets, { OfferID: 4, OrderID: 7 }).map((entry) => entry.id),
    ).toEqual([1]);
    expect(ticketsOfInstallation(tickets, { OfferID: 5, OrderID: null })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { RepairStatusId, TicketStatusId } from './status-ids.ts';
import { repairState, ticketState } from './ticket-state.ts';

describe('ticketState', () => {
  it('is done for a final status, whatever its id', () => {
    expect(ticketState(TicketStatusId.Done, true)).toBe('done');
    expect(ticketState(TicketStatusId.WaitingForReply, true)).toBe('done');
  });
  it('waits for the customer while the company’s answer is open', () => {
    expect(ticketState(TicketStatusId.WaitingForReply, false)).toBe('waitingForReply');
  });
  it('is in progress otherwise, new tickets included', () => {
    expect(ticketState(TicketStatusId.New, false)).toBe('inProgress');
    expect(ticketState(TicketStatusId.InProgress, false)).toBe('inProgress');
  });
});

describe('repairState', () => {
  it('is resolved for the final status, open before', () => {
    expect(repairState(RepairStatusId.Resolved, true)).toBe('resolved');
    expect(repairState(RepairStatusId.Open, false)).toBe('open');
    expect(repairState(RepairStatusId.InProgress, false)).toBe('open');
  });
});

// A ticket's state in words (spec §4): done once its status is the list's final one, waiting for
// the customer's reply ("you have a message") while the company's last answer is unanswered,
// otherwise in progress.
import { RepairStatusId, TicketStatusId } from './status-ids.ts';

export type TicketState = 'inProgress' | 'waitingForReply' | 'done';

export function ticketState(statusId: number, final: boolean): TicketState {
  if (final) return 'done';
  return statusId === TicketStatusId.WaitingForReply ? 'waitingForReply' : 'inProgress';
}

/** Spec §4: repairs are open or resolved; resolved is the list's final status. */
export function repairState(statusId: number, final: boolean): 'open' | 'resolved' {
  return final || statusId === RepairStatusId.Resolved ? 'resolved' : 'open';
}

// The ticket list of /support (spec §3): open tickets (not final) above closed ones (final), each
// group most recently changed first, and the words of each state (spec §4).
import type { Ticket, TicketState } from '@portal/contract/support';

export function ticketGroups(tickets: readonly Ticket[]): { open: Ticket[]; closed: Ticket[] } {
  const newestFirst = [...tickets].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    open: newestFirst.filter((ticket) => !ticket.final),
    closed: newestFirst.filter((ticket) => ticket.final),
  };
}

/** The translation key of a state's words, and the dot colour of its chip. */
export const ticketStateLooks: Record<TicketState, { key: string; dot: string }> = {
  inProgress: { key: 'support:state.inProgress', dot: 'info.main' },
  waitingForReply: { key: 'support:state.waitingForReply', dot: 'warning.main' },
  done: { key: 'support:state.done', dot: 'success.main' },
};

/** The open tickets of one installation (by its offer or order). */
export function ticketsOfInstallation(
  tickets: readonly Ticket[],
  installation: { OfferID: number | null; OrderID: number | null },
): Ticket[] {
  return tickets.filter((ticket) => {
    const about = ticket.installation;
    if (!about) return false;
    return (
      (about.OfferID !== null && about.OfferID === installation.OfferID) ||
      (about.OrderID !== null && about.OrderID === installation.OrderID)
    );
  });
}

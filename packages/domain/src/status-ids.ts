// Canonical status ids. The status lists are stored per tenant and per language (spec §3: id and
// status text), but their ids are shared by every tenant so that rules never depend on a
// translated text. Each list has exactly one initial and one final status where the spec says so.

/** Offer statuses. Spec §4: "done means completed or signed"; offers are pending, done or expired. */
export const OfferStatusId = { Pending: 1, Sent: 2, Signed: 3, Completed: 4, Expired: 5 } as const;
export type OfferStatusId = (typeof OfferStatusId)[keyof typeof OfferStatusId];

/** Order statuses; New is the initial status, Closed the final one. */
export const OrderStatusId = {
  New: 1,
  Confirmed: 2,
  InPlanning: 3,
  Installed: 4,
  Closed: 5,
} as const;
export type OrderStatusId = (typeof OrderStatusId)[keyof typeof OrderStatusId];

export const DeliveryStatusId = { ToPlan: 1, Planned: 2, Done: 3 } as const;
export type DeliveryStatusId = (typeof DeliveryStatusId)[keyof typeof DeliveryStatusId];

/** Repairs: open, resolved (spec §4), with an in-between state for the installer's work. */
export const RepairStatusId = { Open: 1, InProgress: 2, Resolved: 3 } as const;
export type RepairStatusId = (typeof RepairStatusId)[keyof typeof RepairStatusId];

/** Tickets: in progress, waiting for reply ("you have a message"), done (spec §4). */
export const TicketStatusId = { New: 1, InProgress: 2, WaitingForReply: 3, Done: 4 } as const;
export type TicketStatusId = (typeof TicketStatusId)[keyof typeof TicketStatusId];

/** Invoice payment state (spec §4). */
export const PaymentState = { Open: 0, Paid: 1 } as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];

/** Grid-operator request statuses shown to the customer (spec §4). */
export const GridOperatorRequestStatus = [
  'todo',
  'sent by mail',
  'sent via api',
  'queued',
  'done',
] as const;
export type GridOperatorRequestStatus = (typeof GridOperatorRequestStatus)[number];

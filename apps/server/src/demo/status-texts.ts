// The demo scenarios' names for the standard ticket types (features/tenants/standard-lists.ts).

/** Index (0-based) of each standard ticket type (issueTypeLabels), for the scenarios. */
export const TicketType = {
  Technical: 0,
  Monitoring: 1,
  Invoice: 2,
  Planning: 3,
  Other: 4,
} as const;
export type TicketType = (typeof TicketType)[keyof typeof TicketType];

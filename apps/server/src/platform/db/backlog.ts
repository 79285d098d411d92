// What an outbox still owes, as its metrics show it: how many rows, and since when the oldest.

export interface Backlog {
  pending: number;
  /** When the oldest owed row was made (ISO 8601); null when nothing is owed. */
  oldestSince: string | null;
}

export function backlogOf(row: { pending: number | string; oldest: string | null } | undefined) {
  return { pending: Number(row?.pending ?? 0), oldestSince: row?.oldest ?? null } as Backlog;
}

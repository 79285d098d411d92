// Repairs split as spec §4 words them: open and resolved, newest report first.
import type { Repair } from '@portal/contract/repairs';

export function repairGroups(repairs: readonly Repair[]): { open: Repair[]; resolved: Repair[] } {
  const newest = [...repairs].sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
  return {
    open: newest.filter((repair) => repair.state === 'open'),
    resolved: newest.filter((repair) => repair.state === 'resolved'),
  };
}

/** A route id (`/installations/repairs/{repair_id}`) as a record id, or null. */
export function repairIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

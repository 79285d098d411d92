// How many more files (sockets) a process may open: its open-file limit less what it holds.
// A server holds one file per socket, so this bounds the sockets one process can serve.
import { readdirSync, readFileSync } from 'node:fs';

/** Files the server may still need beside its sockets (a log, a database journal, a keep-alive). */
const spareFiles = 16;

export function socketRoom(pid: number): number {
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  const limit = match?.[1] === undefined || match[1] === 'unlimited' ? Infinity : Number(match[1]);
  return limit - readdirSync(`/proc/${pid}/fd`).length - spareFiles;
}

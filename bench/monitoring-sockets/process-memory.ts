// A process's resident memory from /proc/PID/status: VmRSS now, VmHWM its peak since it started.
import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  rssMb: number;
  peakRssMb: number;
}

export function processMemory(pid: number): ProcessMemory {
  // Sync on purpose: a few hundred bytes, read a few times per run.
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssMb: kbField(status, 'VmRSS') / 1024, peakRssMb: kbField(status, 'VmHWM') / 1024 };
}

function kbField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

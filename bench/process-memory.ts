import { readFile } from 'node:fs/promises';

/** A process's resident set size in bytes, from /proc/<pid>/status (VmRSS). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Waits a moment for a process's memory to settle (timers fire, GC runs), then reads it. */
export async function settledResidentBytes(pid: number, settleMs = 1000): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return residentBytes(pid);
}

export const MIB = 1024 * 1024;

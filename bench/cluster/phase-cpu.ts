/**
 * Where a phase's processor time went, read from /proc before and after it:
 * the servers (our nodes, or the raw processes), the swarms of simulated
 * phones, and the rest of the machine (HAProxy, PostgreSQL, the kernel's
 * network). Every process of the bench shares the machine's cores, so a
 * phase takes as long as the work of all of them: this says whose work it
 * was, and what a server spent on each join or each message.
 */
import { readFile } from 'node:fs/promises';
import { cpuSeconds } from '../process-cpu.ts';

/** Clock ticks a second in /proc/stat: USER_HZ, 100 on Linux. */
const USER_HZ = 100;

export type CpuReading = { servers: number; swarms: number; machine: number; at: number };

/** Processor seconds, summed over its cores, the machine has spent on anything but idling. */
async function machineSeconds(): Promise<number> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / USER_HZ;
}

async function summed(pids: readonly number[]): Promise<number> {
  const seconds = await Promise.all(pids.map((pid) => cpuSeconds(pid)));
  return seconds.reduce((a, b) => a + b, 0);
}

/** What the servers, the swarms and the whole machine have used so far. */
export async function readCpu(
  servers: readonly number[],
  swarms: readonly number[],
): Promise<CpuReading> {
  const [s, w, machine] = await Promise.all([summed(servers), summed(swarms), machineSeconds()]);
  return { servers: s, swarms: w, machine, at: performance.now() };
}

/** Processor seconds spent between two readings of the same processes, and the seconds that passed. */
export type CpuSpent = { servers: number; swarms: number; rest: number; seconds: number };

export function cpuSpent(before: CpuReading, after: CpuReading): CpuSpent {
  const servers = after.servers - before.servers;
  const swarms = after.swarms - before.swarms;
  return {
    servers,
    swarms,
    // The machine's count and the processes' are kept apart by the kernel, a tick or two apart.
    rest: Math.max(0, after.machine - before.machine - servers - swarms),
    seconds: (after.at - before.at) / 1000,
  };
}

/** A server's processor time per item (a join, a message), in microseconds. */
export function perItemUs(spent: CpuSpent, items: number): number {
  return (spent.servers / Math.max(1, items)) * 1e6;
}

/** One line for the notes: whose work a phase was. */
export function cpuNote(phase: string, servers: string, spent: CpuSpent): string {
  const s = (n: number) => `${n.toFixed(1)} s`;
  return `processor time ${phase}, over ${s(spent.seconds)}: ${servers} ${s(spent.servers)}, swarms of phones ${s(spent.swarms)}, the rest of the machine (HAProxy, PostgreSQL, the kernel) ${s(spent.rest)}`;
}

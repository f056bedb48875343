import { readFile } from 'node:fs/promises';

/** Clock ticks a second in /proc/<pid>/stat: USER_HZ, 100 on Linux. */
const USER_HZ = 100;

/** The CPU time a process has used so far, user and system, in seconds (/proc/<pid>/stat). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

/** Runs `work`; answers what it returned and the share of one core the process used meanwhile. */
export async function withCpuShare<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; share: number }> {
  const cpu = await cpuSeconds(pid);
  const began = performance.now();
  const value = await work();
  const seconds = (performance.now() - began) / 1000;
  return { value, share: ((await cpuSeconds(pid)) - cpu) / seconds };
}

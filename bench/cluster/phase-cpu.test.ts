import { describe, expect, it } from 'vitest';
import { cpuNote, cpuSpent, perItemUs, readCpu } from './phase-cpu.ts';

describe('phase-cpu', () => {
  it('reads the processor time a process spends, beside the whole machine', async () => {
    const before = await readCpu([process.pid], []);
    const until = performance.now() + 300;
    let spin = 0;
    while (performance.now() < until) spin += Math.sqrt(spin + 1);
    const spent = cpuSpent(before, await readCpu([process.pid], []));
    expect(spin).toBeGreaterThan(0);
    // Busy for 300 ms of the clock: more than a tick of the processor, however loaded the machine.
    expect(spent.servers).toBeGreaterThan(0);
    expect(spent.swarms).toBe(0);
    expect(spent.rest).toBeGreaterThanOrEqual(0);
    expect(spent.seconds).toBeGreaterThanOrEqual(0.3);
  });

  it('tells a server time per item and whose work a phase was', () => {
    const spent = { servers: 2, swarms: 3, rest: 1.5, seconds: 4 };
    expect(perItemUs(spent, 4000)).toBe(500);
    expect(perItemUs(spent, 0)).toBe(2e6);
    expect(cpuNote('while the phones joined', '4 nodes', spent)).toBe(
      'processor time while the phones joined, over 4.0 s: 4 nodes 2.0 s, swarms of phones 3.0 s, the rest of the machine (HAProxy, PostgreSQL, the kernel) 1.5 s',
    );
  });
});

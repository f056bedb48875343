import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.ts';
import { withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';

/** The collector, made callable in this process without a flag on the command line. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Whether the object is collected within a few rounds of the collector. */
async function collected(ref: WeakRef<object>, gc: () => void): Promise<boolean> {
  for (let round = 0; round < 10; round++) {
    // A WeakRef keeps its target for the rest of the turn that read it.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    if (ref.deref() === undefined) return true;
  }
  return false;
}

describe('a connected socket in memory', () => {
  const h = useHarness('pglite');

  it('keeps nothing of the HTTP upgrade it was opened with, and still hears the room', async () => {
    const gc = collector();
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    const upgrades: WeakRef<IncomingMessage>[] = [];
    const noteUpgrade = (request: IncomingMessage) => upgrades.push(new WeakRef(request));
    h.server.app.server.on('upgrade', noteUpgrade);
    const phone = await h.connect(r.roomId, r.participant(0).token);
    h.server.app.server.off('upgrade', noteUpgrade);
    const [upgrade] = upgrades.splice(0);
    if (!upgrade) throw new Error('no upgrade was seen');

    expect(await collected(upgrade, gc)).toBe(true);
    // The socket itself lives on: a change still reaches it.
    const added = await h.api.addContestant(r.roomId, r.adminToken, {
      name: 'Late',
      blurb: 'A late entry',
    });
    expect(added.status).toBe(201);
    await phone.waitFor(withEvent('contestant_added'));
  });
});

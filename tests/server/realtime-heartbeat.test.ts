import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS } from '../../src/server/realtime/heartbeat.ts';
import { useHarness } from './support/harness.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { must } from './support/room-setup.ts';

/** Waits (on real time) until `done` holds; fails after two seconds. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2_000) throw new Error(`waited in vain for ${what}`);
    await sleep(10);
  }
}

// The heartbeat's beats are the server's only setInterval worth advancing; sockets stay real.
describe('the realtime heartbeat [pglite]', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const h = useHarness('pglite');

  it('pings only a socket silent for a whole beat, and drops one that does not answer by the next', async () => {
    const room = await h.setUpRoom({ contestants: 1, participants: 3 });
    const roomId = room.room.id;
    const token = (i: number) => must(room.participants[i]).token;
    const subscribed = async (i: number, autoPong: boolean) => {
      const client = await RealtimeClient.subscribe(h.server.wsUrl, roomId, token(i), { autoPong });
      await client.waitFor((m) => m.type === 'snapshot');
      return client;
    };
    // The web client: a ping message between every two beats.
    const chatty = await subscribed(0, true);
    // A phone that says nothing but answers pings, as every browser does.
    const quiet = await subscribed(1, true);
    // A phone gone without closing its socket.
    const gone = await subscribed(2, false);
    const chat = async () => {
      const from = chatty.messages.length;
      chatty.send({ type: 'ping' });
      await chatty.waitFor((m) => m.type === 'pong', { from });
    };
    const beat = () => vi.advanceTimersByTime(HEARTBEAT_MS);

    // Beat 1: everyone was heard (their subscribe); nobody is pinged.
    await chat();
    beat();
    await chat();
    expect([chatty.pings, quiet.pings, gone.pings]).toEqual([0, 0, 0]);

    // Beat 2: the two silent since beat 1 are pinged; the quiet one answers.
    beat();
    await until(() => quiet.pings === 1 && gone.pings === 1, 'the silent sockets’ pings');
    await sleep(300);
    await chat();

    // Beat 3: the one that did not answer is dropped; the one that did is not pinged again yet.
    beat();
    expect(await gone.closed).toMatchObject({ code: 1006 });
    await chat();
    expect([chatty.pings, quiet.pings]).toEqual([0, 1]);

    // Beat 4: the quiet one, silent since its answer, is pinged again and stays.
    beat();
    await until(() => quiet.pings === 2, 'the quiet socket’s second ping');
    await chat();
    expect(chatty.pings).toBe(0);
    const from = quiet.messages.length;
    quiet.send({ type: 'ping' });
    await quiet.waitFor((m) => m.type === 'pong', { from });
    chatty.close();
    quiet.close();
  });
});

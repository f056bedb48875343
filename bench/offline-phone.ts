/**
 * A phone that ranks, loses its network, presses Submit Vote, and gets the
 * network back: was its ballot delivered, and exactly once? Each try is a
 * new participant in a fresh Chromium context at 390x844; the network is
 * taken away and given back with the context's offline switch.
 */
import type { Browser } from '@playwright/test';
import { ApiClient } from '../scripts/launch/api-client.ts';
import { countBallotSubmits } from '../scripts/launch/ballot-submits.ts';

/** How long a try waits for the ballot once the network is back. */
const DELIVERY_WAIT_MS = 5_000;
const CONTESTANTS = ['Pixel Pals', 'Vibe Check', 'Code Canvas'];

export type OfflineRoom = {
  roomId: string;
  code: string;
  client: ApiClient;
  /** Contestant ids by name. */
  ids: Map<string, string>;
};
export type OfflineTry = { delivered: boolean; sends: number };

async function body<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body: value } = await answer;
  if (status >= 300) throw new Error(`${what} -> ${status}`);
  return value;
}

/** A room with three contestants on the server at `baseUrl`. */
export async function offlineRoom(baseUrl: string): Promise<OfflineRoom> {
  const client = new ApiClient(baseUrl);
  const created = await body(
    client.createRoom({ name: 'Offline Bench', title: 'Submit without Wi-Fi' }),
    'create room',
  );
  const roomId = created.room.id;
  const ids = new Map<string, string>();
  for (const name of CONTESTANTS) {
    const added = client.addContestant(roomId, created.adminToken, { name, blurb: name });
    ids.set(name, (await body(added, 'add contestant')).contestant.id);
  }
  return { roomId, code: created.room.code, client, ids };
}

/** One try: rank, go offline, Submit Vote, come back; then ask the server what it holds. */
export async function offlineSubmit(
  browser: Browser,
  baseUrl: string,
  room: OfflineRoom,
  n: number,
): Promise<OfflineTry> {
  const joined = await body(room.client.join({ code: room.code, name: `Phone ${n}` }), 'join');
  const session = {
    roomId: room.roomId,
    roomCode: room.code,
    participantId: joined.participant.id,
    participantName: joined.participant.name,
    participantToken: joined.participantToken,
  };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(
      (saved) => localStorage.setItem('viberank_participant_session', saved),
      JSON.stringify(session),
    );
    const page = await context.newPage();
    // A release that alerts on the failure gets its alert answered, as a person would.
    page.on('dialog', (dialog) => void dialog.accept());
    const sends = countBallotSubmits(page);
    await page.goto(`${baseUrl}/vote`);
    const first = CONTESTANTS[n % CONTESTANTS.length] ?? 'Pixel Pals';
    await page.getByRole('button', { name: `Add ${first} to Your Rankings` }).click();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Vote' }).click();
    await page.waitForTimeout(300);
    await context.setOffline(false);
    await page
      .getByRole('button', { name: 'Vote Submitted!' })
      .waitFor({ timeout: DELIVERY_WAIT_MS })
      .catch(() => undefined);
    const { ballot } = await body(
      room.client.getBallot(room.roomId, joined.participantToken),
      'own ballot',
    );
    const ranked = ballot?.rankings.map((entry) => entry.contestantId) ?? [];
    const delivered = ranked.length === 1 && ranked[0] === room.ids.get(first);
    return { delivered, sends: sends() };
  } finally {
    await context.close();
  }
}

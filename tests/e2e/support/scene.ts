import type { Browser } from '@playwright/test';
import { type AdminRoom, api, type ParticipantSession } from './api.ts';

/** Small, made-up project thumbnails drawn on a canvas (no network needed). */
async function thumbnails(browser: Browser, labels: readonly string[]): Promise<string[]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate((texts) => {
      const colours = [
        ['#7c3aed', '#db2777'],
        ['#0ea5e9', '#22c55e'],
        ['#f59e0b', '#ef4444'],
      ];
      return texts.map((text, index) => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 200;
        const context = canvas.getContext('2d');
        if (!context) return '';
        const [from, to] = colours[index % colours.length] ?? ['#333', '#666'];
        const gradient = context.createLinearGradient(0, 0, 320, 200);
        gradient.addColorStop(0, from ?? '#333');
        gradient.addColorStop(1, to ?? '#666');
        context.fillStyle = gradient;
        context.fillRect(0, 0, 320, 200);
        context.fillStyle = 'rgba(255,255,255,0.9)';
        context.font = 'bold 64px sans-serif';
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(text, 160, 100);
        return canvas.toDataURL('image/png');
      });
    }, labels);
  } finally {
    await page.close();
  }
}

export type Scene = {
  /** A room still being set up: no contestants yet. */
  empty: { room: AdminRoom; participant: ParticipantSession };
  /** Voting open: five contestants, three voters, two ballots in. */
  live: { room: AdminRoom; fresh: ParticipantSession; voted: ParticipantSession };
  /**
   * Voting finished, results published: Vibe Check 11, then Pixel Pals and
   * Code Canvas tied on 5 (Pixel Pals ahead on first-place votes), Drum Bot 4.
   */
  ended: { room: AdminRoom; participant: ParticipantSession };
  /** Voting finished, results held for the reveal, which has not begun. */
  held: { room: AdminRoom; participant: ParticipantSession };
};

/** The scene's contestants: names and blurbs, English data in every language. */
export const PROJECTS = [
  ['Pixel Pals', 'A pixel-art pet that lives in your terminal and sulks when tests fail.'],
  ['Vibe Check', 'Mood-aware playlists generated from your commit messages.'],
  ['Code Canvas', 'Sketch a UI on paper, snap a photo, get a working React app.'],
  ['Drum Bot', 'A drum machine you program by clapping at your laptop.'],
  ['Focus Forest', 'Grow a tiny forest for every hour without opening social media.'],
] as const;

let lastBuilt: Scene | undefined;

/** The scene buildScene made last: for views whose address holds a room's code. */
export function builtScene(): Scene {
  if (!lastBuilt) throw new Error('buildScene() has not run yet');
  return lastBuilt;
}

/** Realistic rooms for the screenshot and accessibility passes, made through the API. */
export async function buildScene(browser: Browser): Promise<Scene> {
  const images = await thumbnails(browser, ['PP', 'VC', 'CC']);

  const emptyRoom = await api.createRoom('Design Jam', 'Best landing page');
  const emptyParticipant = await api.join(emptyRoom.code, 'Riley');

  const liveRoom = await api.createRoom('Friday Hack Night', 'Best vibe-coded app');
  const ids: string[] = [];
  for (const [index, [name, blurb]] of PROJECTS.entries()) {
    const imageUrl = images[index];
    const contestant = await api.addContestant(liveRoom, name, blurb, {
      ...(imageUrl ? { imageUrl } : {}),
      demoUrl: `https://example.com/${name.toLowerCase().replace(/\s+/g, '-')}`,
    });
    ids.push(contestant.id);
  }
  const [a, b, c, d] = ids;
  if (!a || !b || !c || !d) throw new Error('contestants missing');
  const first = await api.join(liveRoom.code, 'Alexandra Montgomery-Smith');
  await api.vote(first, [b, c, a]);
  const voted = await api.join(liveRoom.code, 'Ben');
  await api.vote(voted, [c, b]);
  const fresh = await api.join(liveRoom.code, 'Cai');

  const endedRoom = await api.createRoom('Spring Game Jam', 'Most fun in five minutes');
  const endedIds: string[] = [];
  for (const [index, [name, blurb]] of PROJECTS.entries()) {
    const imageUrl = images[index];
    const contestant = await api.addContestant(
      endedRoom,
      name,
      blurb,
      imageUrl ? { imageUrl } : {},
    );
    endedIds.push(contestant.id);
  }
  const [e1, e2, e3, e4] = endedIds;
  if (!e1 || !e2 || !e3 || !e4) throw new Error('contestants missing');
  const endedParticipant = await api.join(endedRoom.code, 'Dana');
  await api.vote(endedParticipant, [e2, e1, e3]);
  for (const [name, ballot] of [
    ['Eli', [e2, e3]],
    ['Fay', [e1, e2, e4]],
    ['Gus', [e2]],
    ['Hal', [e4, e3]],
  ] as const) {
    await api.vote(await api.join(endedRoom.code, name), ballot);
  }
  await api.finish(endedRoom);

  const heldRoom = await api.createRoom('Autumn Hack', 'Best tool for teachers');
  const heldIds: string[] = [];
  for (const [name, blurb] of PROJECTS.slice(0, 3)) {
    heldIds.push((await api.addContestant(heldRoom, name, blurb)).id);
  }
  const heldParticipant = await api.join(heldRoom.code, 'Ida');
  await api.vote(heldParticipant, heldIds);
  await api.holdResults(heldRoom);
  await api.finish(heldRoom);

  lastBuilt = {
    empty: { room: emptyRoom, participant: emptyParticipant },
    live: { room: liveRoom, fresh, voted },
    ended: { room: endedRoom, participant: endedParticipant },
    held: { room: heldRoom, participant: heldParticipant },
  };
  return lastBuilt;
}

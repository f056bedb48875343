// The room `npm run demo` shows: a hackathon with a dozen projects, each with
// a picture drawn on this machine, a screen link, and a rehearsal of
// simulated voters filling it.
import type { Room } from '#shared/api.ts';
import { demoPicture } from './demo-images.ts';
import type { ApiClient, ApiResult } from './launch/api-client.ts';
import { paced } from './launch/paced.ts';

const ROOM = { name: 'Demo Hackathon', title: 'Best project of the weekend' };

const PROJECTS: readonly (readonly [name: string, blurb: string])[] = [
  ['Pocket Planetarium', 'Point your phone at the sky and hear the story of each star you find.'],
  ['Queue Buster', 'A canteen queue that texts you when your lunch is ready.'],
  [
    'Green Commute',
    'Plans the week’s trips to work by bike, tram and car-share, and counts the CO₂ saved.',
  ],
  ['Recipe Remix', 'Photograph what is in the fridge and get three dinners that use it up.'],
  ['Sign Along', 'Live captions and sign-language clips for any talk, from one laptop microphone.'],
  ['Plant Pal', 'A soil sensor and a chatbot that tells you, kindly, when you forgot to water.'],
  ['Study Buddy', 'Turns lecture notes into flash cards and quizzes you on the bus.'],
  ['Lost & Found', 'Snap a found object; the campus board matches it to the owner’s description.'],
  ['Night Walk', 'Shares your route home with a friend and checks in when you arrive.'],
  [
    'Code Karaoke',
    'Pair programming as a party game: read the code aloud, the room guesses the bug.',
  ],
  ['Tiny Library', 'Swap books with neighbours through the little shelves on your street.'],
  ['Echo Map', 'A map of the city’s noise, recorded by volunteers’ phones, for quieter routes.'],
];

/** How the demo's room is rehearsed: simulated voters over a while (none: phones may join at once). */
export type Rehearsal = { voters: number; seconds: number };

export type DemoRoom = { room: Room; adminToken: string; screenToken: string };

/** The answer's body, or an error that says what the server refused. */
async function expectOk<T>(what: string, send: () => Promise<ApiResult<T>>): Promise<T> {
  const { status, body } = await paced(send);
  if (status >= 300) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message;
    throw new Error(`Could not ${what}: ${message ?? `the server answered ${status}`}`);
  }
  return body;
}

/** Creates the demo room through the HTTP API, as an organiser's browser does. */
export async function createDemoRoom(api: ApiClient, rehearsal: Rehearsal): Promise<DemoRoom> {
  const { room, adminToken } = await expectOk('create the room', () => api.createRoom(ROOM));
  for (const [n, [name, blurb]] of PROJECTS.entries()) {
    const imageUrl = demoPicture(n, PROJECTS.length);
    await expectOk(`add ${name}`, () =>
      api.addContestant(room.id, adminToken, { name, blurb, imageUrl }),
    );
  }
  const { screenToken } = await expectOk('make a screen link', () =>
    api.screens.create(room.id, adminToken, { name: 'Demo screen' }),
  );
  if (rehearsal.voters === 0) return { room, adminToken, screenToken };
  const rehearsed = await expectOk('start the rehearsal', () =>
    api.rehearsal.start(room.id, adminToken, rehearsal),
  );
  return { room: rehearsed.room, adminToken, screenToken };
}

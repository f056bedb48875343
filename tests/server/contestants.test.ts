import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DATA_URL_MAX_BYTES } from '#shared/constants.ts';
import { ApiClient, setUpRoom } from './support/api-client.ts';
import { databaseKinds } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A 1x1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(databaseKinds)('contestants [%s]', (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  async function names(roomId: string, token: string) {
    const listed = await api.listContestants(roomId, token);
    expect(listed.status).toBe(200);
    return listed.body.contestants.map((c) => c.name);
  }

  it('adds contestants with order_index 1..n and lists them in that order', async () => {
    const { room, adminToken } = await setUpRoom(api);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const added = await api.addContestant(room.id, adminToken, { name, blurb: `${name} blurb` });
      expect(added.status).toBe(201);
      expect(added.body.contestant).toMatchObject({
        roomId: room.id,
        name,
        blurb: `${name} blurb`,
      });
    }
    const listed = await api.listContestants(room.id, adminToken);
    expect(listed.body.contestants.map((c) => [c.name, c.orderIndex])).toEqual([
      ['Alpha', 1],
      ['Bravo', 2],
      ['Charlie', 3],
    ]);
  });

  it('gives 10 concurrent adds the distinct order_index values 1..10 without error', async () => {
    const { room, adminToken } = await setUpRoom(api);
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.addContestant(room.id, adminToken, { name: `Project ${i}`, blurb: 'Concurrent' }),
      ),
    );
    expect(added.map((a) => a.status)).toEqual(Array(10).fill(201));
    const indexes = added.map((a) => a.body.contestant.orderIndex).sort((a, b) => a - b);
    expect(indexes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const listed = await api.listContestants(room.id, adminToken);
    expect(listed.body.contestants.map((c) => c.orderIndex)).toEqual(indexes);
  });

  it('keeps optional image and demo URLs, and stores null when absent or blank', async () => {
    const { room, adminToken } = await setUpRoom(api);
    const withUrls = await api.addContestant(room.id, adminToken, {
      name: 'Linked',
      blurb: 'Has links',
      imageUrl: 'https://example.com/shot.png',
      demoUrl: 'http://demo.example.com/app',
    });
    expect(withUrls.status).toBe(201);
    expect(withUrls.body.contestant.imageUrl).toBe('https://example.com/shot.png');
    expect(withUrls.body.contestant.demoUrl).toBe('http://demo.example.com/app');
    const absent = await api.addContestant(room.id, adminToken, { name: 'Plain', blurb: 'None' });
    expect(absent.body.contestant).toMatchObject({ imageUrl: null, demoUrl: null });
    const blank = await api.addContestant(room.id, adminToken, {
      name: 'Blank',
      blurb: 'Blank links',
      imageUrl: '   ',
      demoUrl: '',
    });
    expect(blank.status).toBe(201);
    expect(blank.body.contestant).toMatchObject({ imageUrl: null, demoUrl: null });
  });

  it.each([
    ['a blank name', { name: ' ', blurb: 'B' }, 'Contestant name is required.'],
    ['a blank short description', { name: 'N', blurb: '' }, 'Short description is required.'],
    [
      'a relative image URL',
      { name: 'N', blurb: 'B', imageUrl: 'shot.png' },
      'Image URL must be a valid http(s) URL.',
    ],
    [
      'a javascript: image URL',
      { name: 'N', blurb: 'B', imageUrl: 'javascript:alert(1)' },
      'Image URL must be a valid http(s) URL.',
    ],
    [
      'a non-URL demo URL',
      { name: 'N', blurb: 'B', demoUrl: 'not a url' },
      'Demo URL must be a valid http(s) URL.',
    ],
    [
      'a javascript: demo URL',
      { name: 'N', blurb: 'B', demoUrl: 'javascript:alert(1)' },
      'Demo URL must be a valid http(s) URL.',
    ],
    [
      'a non-image data URL',
      { name: 'N', blurb: 'B', imageUrl: 'data:text/html;base64,PGgxPg==' },
      'Pasted images must be',
    ],
    ['an unknown field', { name: 'N', blurb: 'B', orderIndex: 1 }, 'orderIndex'],
  ])('refuses %s with 400 and adds nothing', async (_label, body, message) => {
    const { room, adminToken } = await setUpRoom(api, { contestants: 1 });
    const added = await api.addContestant(room.id, adminToken, body);
    expect(added.status).toBe(400);
    expect(added.body.error.code).toBe('validation_failed');
    expect(added.body.error.message).toContain(message);
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });

  it('serves a pasted PNG from the image path with its exact bytes and type', async () => {
    const { room, adminToken } = await setUpRoom(api);
    const added = await api.addContestant(room.id, adminToken, {
      name: 'Pasted',
      blurb: 'Inline image',
      imageUrl: pngDataUrl(PNG_BYTES),
    });
    expect(added.status).toBe(201);
    const { contestant } = added.body;
    const hash = createHash('md5').update(pngDataUrl(PNG_BYTES)).digest('hex').slice(0, 16);
    const path = `/api/rooms/${room.id}/contestants/${contestant.id}/image/${hash}`;
    expect(contestant.imageUrl).toBe(path);
    const listed = await api.listContestants(room.id, adminToken);
    expect(listed.body.contestants[0]?.imageUrl).toBe(path);
    const image = await fetch(`${server.baseUrl}${path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('gives a different image a different URL, so a cached image is never stale', async () => {
    const { room, adminToken } = await setUpRoom(api);
    const urls = [];
    for (const bytes of [PNG_BYTES, Buffer.concat([PNG_BYTES, Buffer.from([0])])]) {
      const added = await api.addContestant(room.id, adminToken, {
        name: 'Pasted',
        blurb: 'Inline image',
        imageUrl: pngDataUrl(bytes),
      });
      urls.push(added.body.contestant.imageUrl ?? '');
    }
    const [first, second] = urls.map((url) => url.split('/').at(-1));
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(second).toMatch(/^[0-9a-f]{16}$/);
    expect(first).not.toBe(second);
  });

  it('accepts a pasted image exactly at the cap and refuses one byte over with 400', async () => {
    const { room, adminToken } = await setUpRoom(api);
    const atCap = await api.addContestant(room.id, adminToken, {
      name: 'At cap',
      blurb: 'Big',
      imageUrl: pngDataUrl(Buffer.alloc(IMAGE_DATA_URL_MAX_BYTES, 7)),
    });
    expect(atCap.status).toBe(201);
    const overCap = await api.addContestant(room.id, adminToken, {
      name: 'Over cap',
      blurb: 'Too big',
      imageUrl: pngDataUrl(Buffer.alloc(IMAGE_DATA_URL_MAX_BYTES + 1, 7)),
    });
    expect(overCap.status).toBe(400);
    expect(overCap.body.error.message).toBe(
      `Pasted images must be at most ${IMAGE_DATA_URL_MAX_BYTES / 1024} KB.`,
    );
    expect(await names(room.id, adminToken)).toEqual(['At cap']);
  });

  it('answers 404 for the image of a contestant without a pasted image or of another room', async () => {
    const { room, adminToken, contestants } = await setUpRoom(api, { contestants: 1 });
    const other = await setUpRoom(api);
    const pasted = await api.addContestant(room.id, adminToken, {
      name: 'Pasted',
      blurb: 'Inline',
      imageUrl: pngDataUrl(PNG_BYTES),
    });
    const plainId = contestants[0]?.id ?? '';
    const hash = pasted.body.contestant.imageUrl?.split('/').at(-1) ?? '';
    const urls = [
      `/api/rooms/${room.id}/contestants/${plainId}/image/${hash}`,
      `/api/rooms/${other.room.id}/contestants/${pasted.body.contestant.id}/image/${hash}`,
      `/api/rooms/${room.id}/contestants/${randomUUID()}/image/${hash}`,
      `/api/rooms/${room.id}/contestants/${pasted.body.contestant.id}/image/0000000000000000`,
    ];
    for (const url of urls) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status).toBe(404);
    }
  });

  it('lets a voter list contestants but refuses a voter adding one with 403', async () => {
    const { room, adminToken, voters } = await setUpRoom(api, { contestants: 2, voters: 1 });
    const token = voters[0]?.token ?? '';
    const listed = await api.listContestants(room.id, token);
    expect(listed.status).toBe(200);
    expect(listed.body.contestants.map((c) => c.name)).toEqual(['Project A', 'Project B']);
    const added = await api.addContestant(room.id, token, { name: 'Sneaky', blurb: 'Voter add' });
    expect(added.status).toBe(403);
    expect(added.body.error.message).toBe('Only the room organiser can do this.');
    expect(await names(room.id, adminToken)).toEqual(['Project A', 'Project B']);
  });

  it('refuses to add a contestant after voting has ended with 409', async () => {
    const { room, adminToken } = await setUpRoom(api, { contestants: 1 });
    expect((await api.finish(room.id, adminToken)).status).toBe(200);
    const added = await api.addContestant(room.id, adminToken, { name: 'Late', blurb: 'Too late' });
    expect(added.status).toBe(409);
    expect(added.body.error.message).toBe('Voting has ended for this room.');
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });

  it('answers 404 Room not found. when adding to an unknown room', async () => {
    const { adminToken } = await setUpRoom(api);
    const added = await api.addContestant(randomUUID(), adminToken, { name: 'N', blurb: 'B' });
    expect(added.status).toBe(404);
    expect(added.body.error.message).toBe('Room not found.');
  });
});

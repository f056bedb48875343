import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { IMAGE_DATA_URL_MAX_BYTES } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';

/** A 1x1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describeOnEachDatabase('contestant images', (h) => {
  async function names(roomId: string, token: string) {
    const listed = await h.api.listContestants(roomId, token);
    expect(listed.status).toBe(200);
    return listed.body.contestants.map((c) => c.name);
  }

  it('serves a pasted PNG from the image path with its exact bytes and type', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const added = await h.api.addContestant(room.id, adminToken, {
      name: 'Pasted',
      blurb: 'Inline image',
      imageUrl: pngDataUrl(PNG_BYTES),
    });
    expect(added.status).toBe(201);
    const { contestant } = added.body;
    const hash = createHash('md5').update(pngDataUrl(PNG_BYTES)).digest('hex').slice(0, 16);
    const path = routes.contestantImage.url({
      roomId: room.id,
      contestantId: contestant.id,
      imageHash: hash,
    });
    expect(contestant.imageUrl).toBe(path);
    const listed = await h.api.listContestants(room.id, adminToken);
    expect(listed.body.contestants[0]?.imageUrl).toBe(path);
    const image = await h.api.fetch(path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('gives a different image a different URL, so a cached image is never stale', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const urls = [];
    for (const bytes of [PNG_BYTES, Buffer.concat([PNG_BYTES, Buffer.from([0])])]) {
      const added = await h.api.addContestant(room.id, adminToken, {
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
    const { room, adminToken } = await h.setUpRoom();
    const atCap = await h.api.addContestant(room.id, adminToken, {
      name: 'At cap',
      blurb: 'Big',
      imageUrl: pngDataUrl(Buffer.alloc(IMAGE_DATA_URL_MAX_BYTES, 7)),
    });
    expect(atCap.status).toBe(201);
    const overCap = await h.api.addContestant(room.id, adminToken, {
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
    const { room, adminToken, contestants } = await h.setUpRoom({ contestants: 1 });
    const other = await h.setUpRoom();
    const pasted = await h.api.addContestant(room.id, adminToken, {
      name: 'Pasted',
      blurb: 'Inline',
      imageUrl: pngDataUrl(PNG_BYTES),
    });
    const plainId = contestants[0]?.id ?? '';
    const hash = pasted.body.contestant.imageUrl?.split('/').at(-1) ?? '';
    const urls = [
      { roomId: room.id, contestantId: plainId, imageHash: hash },
      { roomId: other.room.id, contestantId: pasted.body.contestant.id, imageHash: hash },
      { roomId: room.id, contestantId: randomUUID(), imageHash: hash },
      { roomId: room.id, contestantId: pasted.body.contestant.id, imageHash: '0000000000000000' },
    ].map((params) => routes.contestantImage.url(params));
    for (const url of urls) {
      const response = await h.api.fetch(url);
      expect(response.status).toBe(404);
    }
  });
});

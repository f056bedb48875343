import { expect, it } from 'vitest';
import { PARTICIPANT_PAGE_SIZE } from '#shared/constants.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { joinAs, must } from './support/room-setup.ts';

describeOnEachDatabase('a page of participants', (h) => {
  const NAMES = ['Ada Abbott', 'Alan Baker', '100% Real', 'Grace_Hopper', 'ada lovelace', 'Émile'];

  /** A room where everyone in NAMES joined in order and the 1st, 3rd and 5th voted. */
  async function room() {
    const setUp = await h.setUpRoom({ contestants: 2 });
    const joined = [];
    for (const name of NAMES) joined.push(await joinAs(h.api, setUp.room.code, name));
    const [a] = setUp.contestants.map((c) => c.id);
    for (const index of [0, 2, 4]) {
      const voter = must(joined[index]);
      expect((await h.api.rank(setUp.room.id, voter.token, [must(a)])).status).toBe(200);
    }
    return { roomId: setUp.room.id, adminToken: setUp.adminToken, joined };
  }

  async function page(roomId: string, token: string, query: Record<string, string> = {}) {
    const listed = await h.api.participants(roomId, token, query);
    expect(listed.status).toBe(200);
    return listed.body;
  }

  it('says who voted, from the ballots the room holds', async () => {
    const { roomId, adminToken } = await room();
    const all = await page(roomId, adminToken);
    expect(all.participants.map((p) => [p.name, p.voted])).toEqual([
      ['Émile', false],
      ['ada lovelace', true],
      ['Grace_Hopper', false],
      ['100% Real', true],
      ['Alan Baker', false],
      ['Ada Abbott', true],
    ]);
    expect(all).toMatchObject({ matching: 6, offset: 0, limit: PARTICIPANT_PAGE_SIZE });
  });

  it('filters to those who have not voted, or have, and counts the matches', async () => {
    const { roomId, adminToken } = await room();
    const notVoted = await page(roomId, adminToken, { status: 'not-voted' });
    expect(notVoted.participants.map((p) => p.name)).toEqual([
      'Émile',
      'Grace_Hopper',
      'Alan Baker',
    ]);
    expect(notVoted.matching).toBe(3);
    const voted = await page(roomId, adminToken, { status: 'voted' });
    expect(voted.participants.map((p) => p.name)).toEqual([
      'ada lovelace',
      '100% Real',
      'Ada Abbott',
    ]);
  });

  it('finds part of a name in any case, and takes % and _ literally', async () => {
    const { roomId, adminToken } = await room();
    const names = async (search: string, status = 'all') =>
      (await page(roomId, adminToken, { search, status })).participants.map((p) => p.name);
    expect(await names('ADA')).toEqual(['ada lovelace', 'Ada Abbott']);
    expect(await names('  ada  ')).toEqual(['ada lovelace', 'Ada Abbott']);
    expect(await names('ada', 'not-voted')).toEqual([]);
    expect(await names('%')).toEqual(['100% Real']);
    expect(await names('_')).toEqual(['Grace_Hopper']);
    expect(await names('Émile')).toEqual(['Émile']);
    expect(await names('nobody')).toEqual([]);
  });

  it('pages through everyone, newest first, with nobody twice and nobody missed', async () => {
    const { roomId, adminToken, joined } = await room();
    const seen: string[] = [];
    for (let offset = 0; offset < 8; offset += 4) {
      const body = await page(roomId, adminToken, { offset: String(offset), limit: '4' });
      expect(body).toMatchObject({ matching: 6, offset, limit: 4 });
      seen.push(...body.participants.map((p) => p.id));
    }
    expect(seen).toEqual(joined.map((p) => p.id).reverse());
    const beyond = await page(roomId, adminToken, { offset: '10' });
    expect(beyond.participants).toEqual([]);
    expect(beyond.matching).toBe(6);
  });

  it('refuses a bad query with a clear 400 naming the field', async () => {
    const { roomId, adminToken } = await room();
    const bad: [Record<string, string>, string][] = [
      [{ status: 'maybe' }, 'Status must be all, voted or not-voted.'],
      [{ limit: '0' }, 'Limit must be at least 1.'],
      [{ limit: '500' }, 'Limit must be at most 200.'],
      [{ limit: 'ten' }, 'Limit must be a whole number.'],
      [{ offset: '-1' }, 'Offset must be at least 0.'],
      [{ offset: '1.5' }, 'Offset must be a whole number.'],
      [{ search: 'x'.repeat(101) }, 'Search must be at most 100 characters.'],
      [{ sort: 'name' }, 'sort'],
    ];
    for (const [query, message] of bad) {
      const refused = await h.api.participants(roomId, adminToken, query);
      expect({ query, status: refused.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(refused.body.error)).toContain(message);
    }
  });

  it('is for the organiser only', async () => {
    const { roomId, joined } = await room();
    const asParticipant = await h.api.participants(roomId, must(joined[0]).token);
    expect(asParticipant.status).toBe(403);
    expect((await h.api.participants(roomId)).status).toBe(401);
  });
});

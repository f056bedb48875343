import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import { databaseAsOf } from './support/older-schema.ts';
import { databaseKinds, type TestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

/** Rows as the first schema kept them: votes, and participants with two ids. */
const OLD = {
  open: {
    id: '11111111-1111-4111-8111-111111111111',
    code: 'OPENROOM01',
    adminToken: 'admin-token-of-the-open-room',
  },
  ended: {
    id: '22222222-2222-4222-8222-222222222222',
    code: 'ENDEDROOM1',
    adminToken: 'admin-token-of-the-ended-room',
  },
  contestants: ['c0000000-0000-4000-8000-00000000000a', 'c0000000-0000-4000-8000-00000000000b'],
  endedContestant: 'c0000000-0000-4000-8000-00000000000c',
  ada: { id: 'voter_1700000000000_aaaaaaaaaaaa', token: 'token-of-ada' },
  bo: { id: 'voter_1700000000001_bbbbbbbbbbbb', token: 'token-of-bo' },
  cy: { id: 'voter_1700000000002_cccccccccccc', token: 'token-of-cy' },
};

const RANKINGS_ADA = [
  { contestantId: OLD.contestants[1], rank: 1, points: 3 },
  { contestantId: OLD.contestants[0], rank: 2, points: 2 },
];
const FINAL_SCORES = [
  {
    contestantId: OLD.endedContestant,
    contestantName: 'Only One',
    totalPoints: 3,
    rank: 1,
    voteBreakdown: { firstPlace: 1, secondPlace: 0, thirdPlace: 0 },
  },
];

// Values in the first schema's column order (migrations/0000_init.sql), so the
// seed needs none of the old column names.
const SEED = `
insert into rooms values
  ('${OLD.open.id}', '${OLD.open.code}', 'Hack Night', 'Best vibe app', 'admin', 'setup', '${sha256(OLD.open.adminToken)}', 9, 1, 2, 2, now(), null),
  ('${OLD.ended.id}', '${OLD.ended.code}', 'Done Night', 'Finished', 'admin', 'ended', '${sha256(OLD.ended.adminToken)}', 5, 1, 1, 1, now(), now());
insert into contestants values
  ('${OLD.contestants[0]}', '${OLD.open.id}', 'Pasted', 'Has an inline image', '${PNG_DATA_URL}', null, 1, now()),
  ('${OLD.contestants[1]}', '${OLD.open.id}', 'Linked', 'Has a link', 'https://example.com/a.png', 'https://example.com', 2, now()),
  ('${OLD.endedContestant}', '${OLD.ended.id}', 'Only One', 'Won', null, null, 1, now());
insert into room_participants values
  (gen_random_uuid(), '${OLD.open.id}', '${OLD.ada.id}', 'Ada', '${sha256(OLD.ada.token)}', '2026-01-01T10:00:00Z'),
  (gen_random_uuid(), '${OLD.open.id}', '${OLD.bo.id}', 'Bo', '${sha256(OLD.bo.token)}', '2026-01-01T10:01:00Z'),
  (gen_random_uuid(), '${OLD.ended.id}', '${OLD.cy.id}', 'Cy', '${sha256(OLD.cy.token)}', '2026-01-01T09:00:00Z');
insert into votes values
  (gen_random_uuid(), '${OLD.open.id}', '${OLD.ada.id}', 'Ada', '${JSON.stringify(RANKINGS_ADA)}', now(), '2026-01-01T10:05:00Z'),
  (gen_random_uuid(), '${OLD.ended.id}', '${OLD.cy.id}', 'Cy', '[{"contestantId":"${OLD.endedContestant}","rank":1,"points":3}]', now(), '2026-01-01T09:05:00Z');
insert into results values
  ('${OLD.ended.id}', '${JSON.stringify(FINAL_SCORES)}', '${OLD.endedContestant}', 1, now());
insert into audit_logs values
  (gen_random_uuid(), '${OLD.ended.id}', 'admin', 'finish_voting', '{"total_votes":1,"total_contestants":1,"winner":"Only One","winner_points":3}', now());
`;

describe.each(databaseKinds)('migrating a database of the first schema [%s]', (kind) => {
  let dir: string;
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let api: ApiClient;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'viberank-migration-'));
    database = await databaseAsOf(kind, dir, '0000_init', SEED);
    // The server migrates the database to the current schema as it starts.
    server = await startTestServer(kind, { database });
    api = new ApiClient(server.baseUrl);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every room, readable with the admin token it had', async () => {
    const open = await api.getRoom(OLD.open.id, OLD.open.adminToken);
    expect(open.status).toBe(200);
    expect(open.body.room).toMatchObject({
      code: OLD.open.code,
      name: 'Hack Night',
      title: 'Best vibe app',
      status: 'setup',
    });
    const ended = await api.getRoom(OLD.ended.id, OLD.ended.adminToken);
    expect(ended.body.room).toMatchObject({ code: OLD.ended.code, status: 'ended' });
    // Each admin token still opens its own room only.
    expect((await api.getRoom(OLD.ended.id, OLD.open.adminToken)).status).toBe(403);
  });

  it('keeps every participant, with their participant id as the id and their name', async () => {
    const listed = await api.participants(OLD.open.id, OLD.open.adminToken);
    expect(listed.status).toBe(200);
    expect(listed.body.participants).toEqual([
      {
        id: OLD.bo.id,
        roomId: OLD.open.id,
        name: 'Bo',
        joinedAt: '2026-01-01T10:01:00.000Z',
        voted: false,
        teamId: null,
      },
      {
        id: OLD.ada.id,
        roomId: OLD.open.id,
        name: 'Ada',
        joinedAt: '2026-01-01T10:00:00.000Z',
        voted: true,
        teamId: null,
      },
    ]);
  });

  it('keeps every ballot, read back by its participant and in the activity panel', async () => {
    const own = await api.getBallot(OLD.open.id, OLD.ada.token);
    expect(own.status).toBe(200);
    expect(own.body.ballot).toMatchObject({
      roomId: OLD.open.id,
      participantId: OLD.ada.id,
      participantName: 'Ada',
      rankings: RANKINGS_ADA,
      updatedAt: '2026-01-01T10:05:00.000Z',
    });
    expect((await api.getBallot(OLD.open.id, OLD.bo.token)).body.ballot).toBeNull();
    const activity = await api.activity(OLD.open.id, OLD.open.adminToken);
    expect(activity.body.recentBallots.map((b) => b.participantId)).toEqual([OLD.ada.id]);
    expect(activity.body.totals).toEqual({ ballots: 1, participants: 2, contestants: 2 });
  });

  it('keeps the results of an ended room', async () => {
    const read = await api.results(OLD.ended.id, OLD.cy.token);
    expect(read.status).toBe(200);
    expect(read.body.results).toMatchObject({
      roomId: OLD.ended.id,
      finalScores: FINAL_SCORES,
      winnerId: OLD.endedContestant,
      totalBallots: 1,
    });
  });

  it('serves a pasted image at its new content-named URL', async () => {
    const listed = await api.listContestants(OLD.open.id, OLD.bo.token);
    const [pasted, linked] = listed.body.contestants;
    expect(linked?.imageUrl).toBe('https://example.com/a.png');
    const hash = createHash('md5').update(PNG_DATA_URL).digest('hex').slice(0, 16);
    expect(pasted?.imageUrl).toBe(
      `/api/rooms/${OLD.open.id}/contestants/${OLD.contestants[0]}/image/${hash}`,
    );
    const image = await api.fetch(`${pasted?.imageUrl}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('goes on working: an old participant votes, a new one joins, a contestant is added after the last', async () => {
    const [first, second] = OLD.contestants;
    const voted = await api.rank(OLD.open.id, OLD.bo.token, [first ?? '', second ?? '']);
    expect(voted.status).toBe(200);
    expect(voted.body.ballot).toMatchObject({ participantId: OLD.bo.id, participantName: 'Bo' });
    const joined = await api.join({ code: OLD.open.code, name: 'Dee' });
    expect(joined.status).toBe(201);
    const added = await api.addContestant(OLD.open.id, OLD.open.adminToken, {
      name: 'Third',
      blurb: 'Added after the upgrade',
    });
    expect(added.body.contestant.orderIndex).toBe(3);
    const activity = await api.activity(OLD.open.id, OLD.open.adminToken);
    expect(activity.body.totals).toEqual({ ballots: 2, participants: 3, contestants: 3 });
  });

  it('still removes a ballot with its participant', async () => {
    const removed = await api.removeParticipant(OLD.open.id, OLD.open.adminToken, OLD.ada.id);
    expect(removed.status).toBe(204);
    const activity = await api.activity(OLD.open.id, OLD.open.adminToken);
    expect(activity.body.recentBallots.map((b) => b.participantId)).toEqual([OLD.bo.id]);
    expect(activity.body.totals.ballots).toBe(1);
  });
});

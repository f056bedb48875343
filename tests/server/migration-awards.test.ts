import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useServerOnOlderSchema } from './support/older-schema.ts';
import { databaseKinds } from './support/test-database.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The schema just before awards: migrations 0000 to 0005. */
const LAST_TAG_BEFORE = '0005_admin_roles';

const OPEN = '44444444-4444-4444-8444-444444444444';
const ENDED = '55555555-5555-4555-8555-555555555555';
const TOKENS = {
  openAdmin: 'token-of-the-open-admin',
  endedAdmin: 'token-of-the-ended-admin',
  ada: 'token-of-ada',
  bo: 'token-of-bo',
};
const C = {
  alpha: 'c1111111-0000-4000-8000-000000000001',
  bravo: 'c1111111-0000-4000-8000-000000000002',
  solo: 'c1111111-0000-4000-8000-000000000003',
};
const ADA = 'voter_1700000000000_aaaaaaaaaaaa';
const BO = 'voter_1700000000001_bbbbbbbbbbbb';
const RANKINGS = [
  { contestantId: C.bravo, rank: 1, points: 3 },
  { contestantId: C.alpha, rank: 2, points: 2 },
];
const FINAL_SCORES = [
  {
    contestantId: C.solo,
    contestantName: 'Solo',
    totalPoints: 3,
    rank: 1,
    voteBreakdown: { firstPlace: 1, secondPlace: 0, thirdPlace: 0 },
  },
];

/** An open room with a ballot, and an ended room with its ballot and results, as 0005 kept them. */
const SEED = `
insert into rooms (id, code, name, title, status) values
  ('${OPEN}', 'AWARDOPEN1', 'Open', 'Still voting', 'setup'),
  ('${ENDED}', 'AWARDENDED', 'Ended', 'All done', 'ended');
insert into admins (room_id, token_hash) values
  ('${OPEN}', '${sha256(TOKENS.openAdmin)}'), ('${ENDED}', '${sha256(TOKENS.endedAdmin)}');
insert into contestants (id, room_id, name, blurb, order_index) values
  ('${C.alpha}', '${OPEN}', 'Alpha', 'First', 1),
  ('${C.bravo}', '${OPEN}', 'Bravo', 'Second', 2),
  ('${C.solo}', '${ENDED}', 'Solo', 'Only one', 1);
insert into room_participants (room_id, id, name, token_hash) values
  ('${OPEN}', '${ADA}', 'Ada', '${sha256(TOKENS.ada)}'),
  ('${ENDED}', '${BO}', 'Bo', '${sha256(TOKENS.bo)}');
insert into ballots (room_id, participant_id, rankings) values
  ('${OPEN}', '${ADA}', '${JSON.stringify(RANKINGS)}'),
  ('${ENDED}', '${BO}', '[{"contestantId":"${C.solo}","rank":1,"points":3}]');
insert into results (room_id, final_scores, winner_id, total_ballots) values
  ('${ENDED}', '${JSON.stringify(FINAL_SCORES)}', '${C.solo}', 1);
`;

describe.each(databaseKinds)('migrating rooms to awards [%s]', (kind) => {
  const running = useServerOnOlderSchema(kind, LAST_TAG_BEFORE, SEED);
  const api = () => running.api;

  it('gives each room one award, "Overall", holding the ballots it had', async () => {
    const awards = await api().awards.list(OPEN, TOKENS.openAdmin);
    expect(awards.status).toBe(200);
    expect(awards.body.awards).toEqual([
      {
        id: expect.any(String),
        name: 'Overall',
        contestantIds: null,
        voters: 'everyone',
        judgesWeight: null,
      },
    ]);
    const own = await api().getBallot(OPEN, TOKENS.ada);
    expect(own.body.ballot).toMatchObject({
      awardId: awards.body.awards[0]?.id,
      participantId: ADA,
      rankings: RANKINGS,
    });
    expect(own.body.ballots).toHaveLength(1);
  });

  it('keeps the results of an ended room as its one award’s', async () => {
    const read = await api().results(ENDED, TOKENS.bo);
    expect(read.status).toBe(200);
    expect(read.body.results).toMatchObject({
      roomId: ENDED,
      finalScores: FINAL_SCORES,
      winnerId: C.solo,
      totalBallots: 1,
      awards: [
        { awardName: 'Overall', finalScores: FINAL_SCORES, winnerId: C.solo, totalBallots: 1 },
      ],
    });
  });

  it('goes on working: a second award is added, voted in and tallied beside the first', async () => {
    const added = await api().awards.add(OPEN, TOKENS.openAdmin, { name: 'Best Design' });
    expect(added.status).toBe(201);
    const voted = await api().rank(OPEN, TOKENS.ada, [C.alpha], added.body.award.id);
    expect(voted.status).toBe(200);
    const finished = await api().finish(OPEN, TOKENS.openAdmin);
    expect(finished.status).toBe(200);
    expect(
      finished.body.results.awards.map((award) => [
        award.awardName,
        award.totalBallots,
        award.winnerId,
      ]),
    ).toEqual([
      ['Overall', 1, C.bravo],
      ['Best Design', 1, C.alpha],
    ]);
  });
});

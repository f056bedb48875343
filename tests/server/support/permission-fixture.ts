import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { must } from './room-setup.ts';

/** A room with two contestants and one participant's ballot, and a second room beside it. */
export type PermissionFixture = {
  roomId: string;
  roomCode: string;
  adminToken: string;
  participantToken: string;
  participantId: string;
  contestantIds: string[];
  /** The room's one award, which the participant's ballot is in. */
  awardId: string;
  otherAdminToken: string;
  otherParticipantToken: string;
  /** The secret of a screen link of the room. */
  screenToken: string;
};

export async function permissionFixture(h: Harness): Promise<PermissionFixture> {
  const main = await h.setUpRoom({ contestants: 2, participants: 1 });
  const other = await h.setUpRoom({ contestants: 1, participants: 1 });
  const participant = must(main.participants[0]);
  const contestantIds = main.contestants.map((c) => c.id);
  const awardId = await h.api.firstAwardId(main.room.id, main.adminToken);
  expect((await h.api.rank(main.room.id, participant.token, contestantIds, awardId)).status).toBe(
    200,
  );
  const screen = await h.api.screens.create(main.room.id, main.adminToken);
  expect(screen.status).toBe(201);
  return {
    screenToken: screen.body.screenToken,
    roomId: main.room.id,
    roomCode: main.room.code,
    adminToken: main.adminToken,
    participantToken: participant.token,
    participantId: participant.id,
    contestantIds,
    awardId,
    otherAdminToken: other.adminToken,
    otherParticipantToken: must(other.participants[0]).token,
  };
}

/** Everything a refused request could have changed, read back through the API. */
export async function readBack(h: Harness, f: PermissionFixture): Promise<unknown[]> {
  const reads = await Promise.all([
    h.api.getRoom(f.roomId, f.adminToken),
    h.api.listContestants(f.roomId, f.adminToken),
    h.api.participants(f.roomId, f.adminToken),
    h.api.activity(f.roomId, f.adminToken),
    h.api.getBallot(f.roomId, f.participantToken, f.awardId),
    h.api.results(f.roomId, f.adminToken),
  ]);
  for (const read of reads) expect(read.status).toBe(200);
  return reads.map((read) => read.body);
}

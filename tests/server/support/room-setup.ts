import type { Contestant, Room } from '#shared/api.ts';
import type { ApiClient } from '../../../scripts/launch/api-client.ts';

/** A participant who joined through the API, with the token they were issued. */
export type JoinedParticipant = { id: string; name: string; token: string };

export type RoomSetup = {
  room: Room;
  adminToken: string;
  /** Named Project A, Project B, … in the order they were added. */
  contestants: Contestant[];
  /** Named Participant 1, Participant 2, … in the order they joined. */
  participants: JoinedParticipant[];
};

export type RoomSetupOptions = { contestants?: number; participants?: number };

/** Creates a room through the real API, with contestants and participants, ready to vote. */
export async function setUpRoom(
  api: ApiClient,
  options: RoomSetupOptions = {},
): Promise<RoomSetup> {
  const created = await api.createRoom({ name: 'Hack Night', title: 'Best vibe app' });
  if (created.status !== 201) throw new Error(`createRoom failed: ${created.status}`);
  const { room, adminToken } = created.body;
  const contestants: Contestant[] = [];
  for (let i = 0; i < (options.contestants ?? 0); i++) {
    const added = await api.addContestant(room.id, adminToken, {
      name: `Project ${String.fromCharCode(65 + i)}`,
      blurb: `Blurb ${i + 1}`,
    });
    if (added.status !== 201) throw new Error(`addContestant failed: ${added.status}`);
    contestants.push(added.body.contestant);
  }
  const participants: JoinedParticipant[] = [];
  for (let i = 0; i < (options.participants ?? 0); i++) {
    participants.push(await joinAs(api, room.code, `Participant ${i + 1}`));
  }
  return { room, adminToken, contestants, participants };
}

/** Joins a room by its code; fails the test if the join is refused. */
export async function joinAs(
  api: ApiClient,
  code: string,
  name: string,
): Promise<JoinedParticipant> {
  const joined = await api.join({ code, name });
  if (joined.status !== 201) throw new Error(`join failed: ${joined.status}`);
  return { ...joined.body.participant, token: joined.body.participantToken };
}

/** The item, or a failed test if a fixture came out short. */
export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing test fixture');
  return value;
}

/** A set-up room with its ids at hand: `roomId`, contestant `ids`, `participant(i)`. */
export function atHand(setup: RoomSetup) {
  return {
    ...setup,
    roomId: setup.room.id,
    ids: setup.contestants.map((c) => c.id),
    participant: (i: number) => must(setup.participants[i]),
  };
}

/** A ballot as an admin sees it: without the receipt and salt its participant alone is told. */
export function adminsCopy<T extends { receipt?: string; salt?: string }>(
  ballot: T | null | undefined,
): Omit<T, 'receipt' | 'salt'> {
  if (!ballot) throw new Error('missing test fixture');
  const { receipt: _receipt, salt: _salt, ...seen } = ballot;
  return seen;
}

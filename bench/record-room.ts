/**
 * A room of many ballots in several awards for the ballot record's figures,
 * in an in-process server: made through the API, its participants and
 * ballots written straight into the database (the finish is measured, not
 * the voting), and finished as Finish Voting finishes it.
 */
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { hashToken, newReceipt, newSalt } from '#server/auth/tokens.ts';
import { ballots, roomParticipants } from '#server/db/schema.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { routes } from '#shared/routes.ts';
import { pointsForRank } from '#shared/tally.ts';

export const AWARDS = 5;
export const CONTESTANTS = 12;
const CHUNK = 1_000;

export type RecordRoom = { roomId: string; code: string; adminToken: string };

async function call<T>(
  app: FastifyInstance,
  method: string,
  url: string,
  token?: string,
  payload?: object,
): Promise<T> {
  const answer = await app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  if (answer.statusCode >= 300)
    throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}

/** A room of `ballotCount` ballots spread over AWARDS awards (each participant votes in every award). */
export async function seedRecordRoom(
  app: FastifyInstance,
  services: ServiceContext,
  ballotCount: number,
): Promise<RecordRoom> {
  const created = await call<{ room: { id: string; code: string }; adminToken: string }>(
    app,
    routes.createRoom.method,
    routes.createRoom.url(),
    undefined,
    { name: 'Record Night', title: 'Every ballot checked' },
  );
  const roomId = created.room.id;
  const token = created.adminToken;
  const contestantIds: string[] = [];
  for (let i = 0; i < CONTESTANTS; i++) {
    const added = await call<{ contestant: { id: string } }>(
      app,
      routes.addContestant.method,
      routes.addContestant.url({ roomId }),
      token,
      { name: `Project ${i + 1}`, blurb: `What project ${i + 1} does` },
    );
    contestantIds.push(added.contestant.id);
  }
  for (let n = 2; n <= AWARDS; n++) {
    await call(app, routes.addAward.method, routes.addAward.url({ roomId }), token, {
      name: `Award ${n}`,
    });
  }
  const { awards } = await call<{ awards: { id: string }[] }>(
    app,
    routes.awards.method,
    routes.awards.url({ roomId }),
    token,
  );
  const db = services.database.db;
  const participants = Math.ceil(ballotCount / AWARDS);
  const people = Array.from({ length: participants }, (_, i) => ({
    roomId,
    id: `voter_${Date.now()}_${i}`,
    name: `Participant ${i + 1}`,
    tokenHash: hashToken(randomBytes(16).toString('hex')),
  }));
  for (let i = 0; i < people.length; i += CHUNK) {
    await db.insert(roomParticipants).values(people.slice(i, i + CHUNK));
  }
  const rows = [];
  for (let b = 0; b < ballotCount; b++) {
    const person = people[b % participants];
    const award = awards[Math.floor(b / participants) % awards.length];
    if (!person || !award) continue;
    // Three distinct picks, varied so that the tally has work to do.
    const picks = [b % CONTESTANTS, (b * 7 + 3) % CONTESTANTS, (b * 5 + 1) % CONTESTANTS].filter(
      (pick, i, all) => all.indexOf(pick) === i,
    );
    rows.push({
      roomId,
      awardId: award.id,
      participantId: person.id,
      rankings: picks.map((pick, i) => ({
        contestantId: contestantIds[pick] ?? '',
        rank: i + 1,
        points: pointsForRank(i + 1),
      })),
      receipt: newReceipt(),
      salt: newSalt(),
    });
  }
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(ballots).values(rows.slice(i, i + CHUNK));
  return { roomId, code: created.room.code, adminToken: token };
}

// NOTE: V8 lets a running process expose its collector; each timed finish then
// starts from a collected heap, so neither side pays for the other's garbage.
// https://nodejs.org/api/v8.html#v8setflagsfromstringflags
setFlagsFromString('--expose-gc');
/** A full garbage collection, so that a timed finish pays for none of what came before. */
export const collectGarbage = runInNewContext('gc') as () => void;

/** Finish Voting on the room, through its route. */
export async function finishRoom(app: FastifyInstance, room: RecordRoom): Promise<void> {
  await call(
    app,
    routes.finishVoting.method,
    routes.finishVoting.url({ roomId: room.roomId }),
    room.adminToken,
  );
}

/** Finishes the room through Finish Voting (the ballot record is frozen after its commit); ms. */
export async function timeFinish(app: FastifyInstance, room: RecordRoom): Promise<number> {
  collectGarbage();
  const began = performance.now();
  await finishRoom(app, room);
  return performance.now() - began;
}

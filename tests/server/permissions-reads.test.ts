import { expect, it } from 'vitest';
import { hashToken } from '#server/auth/tokens.ts';
import type { Viewer } from '#server/events/viewers.ts';
import { mayRead, READS, type RoomRead } from '#server/services/audiences.ts';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import type { Harness } from './support/harness.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { type PermissionFixture, permissionFixture } from './support/permission-fixture.ts';

/** A 1x1 PNG, pasted. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type ReadFixture = PermissionFixture & { imageUrl: string; expoAwardId: string };

/** Makes each read of the audience table over HTTP, with a token or none; answers the status. */
function readers(
  h: Harness,
): Record<RoomRead, (f: ReadFixture, token?: string) => Promise<number>> {
  const status = async (result: Promise<{ status: number }>) => (await result).status;
  return {
    live: async (f, token) => {
      const socket = await h.open();
      socket.send({
        type: 'subscribe',
        protocolVersion: PROTOCOL_VERSION,
        roomId: f.roomId,
        token,
      });
      const snapshot = socket
        .waitFor((m) => m.type === 'snapshot')
        .then(
          () => 'snapshot' as const,
          () => 'none' as const,
        );
      const answer = await Promise.race([snapshot, socket.closed]);
      if (answer === 'snapshot') return 200;
      if (answer === 'none') return 0;
      // As HTTP would say it: 4401 is 401, 4403 is 403.
      return answer.code === CLOSE.unauthorised.code
        ? 401
        : answer.code === CLOSE.forbidden.code
          ? 403
          : answer.code;
    },
    room: (f, token) => status(h.api.getRoom(f.roomId, token)),
    roomByCode: (f) => status(h.api.findRoomByCode(f.roomCode)),
    expo: (f) => status(h.api.expo(f.roomCode)),
    contestants: (f, token) => status(h.api.listContestants(f.roomId, token)),
    awards: (f, token) => status(h.api.awards.list(f.roomId, token)),
    contestantImage: (f) => status(h.api.fetch(f.imageUrl)),
    results: (f, token) => status(h.api.results(f.roomId, token)),
    ownBallot: (f, token) => status(h.api.getBallot(f.roomId, token, f.awardId)),
    activity: (f, token) => status(h.api.activity(f.roomId, token)),
    participants: (f, token) => status(h.api.participants(f.roomId, token)),
    export: (f, token) =>
      status(
        h.api.fetch(`${routes.exportJson.url({ roomId: f.roomId })}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
      ),
    admins: (f, token) => status(h.api.admins.list(f.roomId, token)),
    adminLog: (f, token) => status(h.api.admins.log(f.roomId, token)),
    judges: (f, token) => status(h.api.judges.list(f.roomId, token)),
    judging: (f, token) => status(h.api.judging.view(f.roomId, token, f.expoAwardId)),
    screens: (f, token) => status(h.api.screens.list(f.roomId, token)),
  };
}

const callers = ['admin', 'participant', 'screen', 'public'] as const;

function viewerFor(caller: (typeof callers)[number], f: PermissionFixture): Viewer {
  if (caller === 'admin') return { role: 'admin', adminId: 'any' };
  if (caller === 'participant') return { role: 'participant', participantId: f.participantId };
  if (caller === 'screen') return { role: 'screen', screenId: 'any' };
  return { role: 'public' };
}

const cases = (Object.keys(READS) as RoomRead[]).flatMap((read) =>
  callers.map((caller) => ({ read, caller })),
);

describeOnEachDatabase('permissions of reads, by audience', (h) => {
  // Reads change nothing, so one room serves every case.
  let shared: ReadFixture | undefined;
  async function fixture(): Promise<ReadFixture> {
    if (shared) return shared;
    const f = await permissionFixture(h);
    const pasted = await h.api.addContestant(f.roomId, f.adminToken, {
      name: 'Pasted',
      blurb: 'Inline image',
      imageUrl: PNG_DATA_URL,
    });
    const expo = await h.api.awards.add(f.roomId, f.adminToken, {
      name: 'Expo',
      expo: { routeSize: 2 },
    });
    shared = {
      ...f,
      imageUrl: pasted.body.contestant.imageUrl ?? '',
      expoAwardId: expo.body.award.id,
    };
    return shared;
  }

  it.each(cases)(
    '$read as $caller: served when the audience table admits it, else refused',
    async ({ read, caller }) => {
      const f = await fixture();
      const token = {
        admin: f.adminToken,
        participant: f.participantToken,
        screen: f.screenToken,
        public: undefined,
      }[caller];
      const status = await readers(h)[read](f, token);
      const refusal = caller === 'public' ? 401 : 403;
      expect(status).toBe(mayRead(viewerFor(caller, f), read) ? 200 : refusal);
    },
  );

  it('refuses member reads with a token of another room (403)', async () => {
    const f = await fixture();
    const read = readers(h);
    const memberReads = (Object.keys(READS) as RoomRead[]).filter(
      (name) => !mayRead({ role: 'public' }, name),
    );
    expect(memberReads.length).toBeGreaterThan(0);
    for (const name of memberReads) {
      expect(await read[name](f, f.otherAdminToken), name).toBe(403);
      expect(await read[name](f, f.otherParticipantToken), name).toBe(403);
    }
  });

  it('serves the room by its code to anyone, and the contestant image without a token', async () => {
    const f = await fixture();
    const byCode = await h.api.findRoomByCode(f.roomCode);
    expect(byCode.body.room.id).toBe(f.roomId);
    const image = await h.api.fetch(f.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(f.imageUrl.startsWith(routes.contestants.url({ roomId: f.roomId }))).toBe(true);
  });

  it('never returns a token (or its hash) except in the create or join that issued it', async () => {
    const created = await h.api.createRoom({ name: 'Secrets', title: 'No leaks' });
    const { room: made, adminToken } = created.body;
    const added = await h.api.addContestant(made.id, adminToken, { name: 'Only', blurb: 'One' });
    const joinA = await h.api.join({ code: made.code, name: 'A' });
    const joinB = await h.api.join({ code: made.code, name: 'B' });
    const tokenA = joinA.body.participantToken;
    const tokenB = joinB.body.participantToken;
    const voted = await h.api.rank(made.id, tokenA, [added.body.contestant.id]);
    const bodies = [
      added.body,
      voted.body,
      (await h.api.getRoom(made.id, adminToken)).body,
      (await h.api.getRoom(made.id, tokenA)).body,
      (await h.api.findRoomByCode(made.code)).body,
      (await h.api.listContestants(made.id, tokenA)).body,
      (await h.api.getBallot(made.id, tokenA)).body,
      (await h.api.participants(made.id, adminToken)).body,
      (await h.api.activity(made.id, adminToken)).body,
      (await h.api.finish(made.id, adminToken)).body,
      (await h.api.results(made.id, tokenB)).body,
    ];
    const secrets = [adminToken, tokenA, tokenB];
    for (const secret of [...secrets, ...secrets.map(hashToken)]) {
      for (const body of bodies) expect(JSON.stringify(body).includes(secret)).toBe(false);
    }
    // Each issuing response holds its own token only.
    expect(JSON.stringify(joinA.body).includes(adminToken)).toBe(false);
    expect(JSON.stringify(joinB.body).includes(tokenA)).toBe(false);
  });
});

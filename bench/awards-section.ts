/**
 * Ballots in an award of a room of five awards, beside ballots in a room of
 * one award (the path every room took before awards), on one server, at 1,
 * 8 and 64 concurrent clients, on PGlite and on PostgreSQL. The award voted
 * in is open to chosen contestants, so every ballot's check reads the
 * award's own list of contestants: the dearest case.
 */
import { FIRST_AWARD_NAME } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { alternate, runSlice } from '../scripts/launch/load/stats.ts';
import { ourBallots } from './ballots.ts';
import { pgliteDataDir } from './pglite-data.ts';
import { type BenchRoom, createRoom, joinParticipants } from './room-setup.ts';
import { withScratchDatabase } from './scratch-database.ts';
import type { Section, SectionContext } from './section.ts';
import { type ServerDatabase, startServer } from './server-process.ts';

const CONTESTANTS = 3;
const AWARDS = 5;

/** Adds awards to the room until it has AWARDS; answers the id of the last, open to chosen contestants. */
async function addAwards(baseUrl: string, room: BenchRoom): Promise<string> {
  const http = new BenchHttp(baseUrl, 1);
  try {
    let last = '';
    for (let n = 2; n <= AWARDS; n++) {
      const added = await http.request(
        routes.addAward.method,
        routes.addAward.url({ roomId: room.roomId }),
        room.adminToken,
        // Every contestant, listed one by one: the award's check reads its own list.
        { name: `Award ${n}`, contestantIds: n === AWARDS ? room.contestantIds : null },
      );
      if (added.status !== 201) throw new Error(`add award: ${added.status}`);
      last = (added.body as { award: { id: string } }).award.id;
    }
    return last;
  } finally {
    http.close();
  }
}

async function onDatabase(ctx: SectionContext, database: ServerDatabase, label: string) {
  const { profile, report } = ctx;
  const participants = Math.max(...profile.ballotClients) * profile.participantsPerClient;
  report.step(
    `awards, ${label}: two rooms of ${participants} participants, one with ${AWARDS} awards`,
  );
  const server = await startServer(database);
  try {
    const single = await createRoom(server.baseUrl, CONTESTANTS);
    const several = await createRoom(server.baseUrl, CONTESTANTS);
    const awardId = await addAwards(server.baseUrl, several);
    const tokens = {
      single: (await joinParticipants(server.baseUrl, single.code, participants)).map(
        (p) => p.token,
      ),
      several: (await joinParticipants(server.baseUrl, several.code, participants)).map(
        (p) => p.token,
      ),
    };
    const contenders = Object.fromEntries(
      profile.ballotClients.flatMap((n) => [
        [`one${n}`, ourBallots(server.baseUrl, single, tokens.single, n)],
        [`award${n}`, ourBallots(server.baseUrl, several, tokens.several, n, awardId)],
      ]),
    );
    try {
      for (const contender of Object.values(contenders))
        await runSlice(contender, profile.warmUpMs);
      report.step(`awards, ${label}: both rooms at ${profile.ballotClients.join(', ')} clients`);
      const rates = await alternate(contenders, {
        slices: profile.slices,
        sliceMs: profile.sliceMs,
      });
      for (const n of profile.ballotClients) {
        report.row({
          name: `${label} ballots in an award of ${AWARDS}, ${n} client${n === 1 ? '' : 's'}`,
          ours: rates[`award${n}`]?.perSecond ?? Number.NaN,
          baseline: rates[`one${n}`]?.perSecond ?? Number.NaN,
          unit: '/s',
          against: `a room of one award ("${FIRST_AWARD_NAME}"), same server`,
        });
      }
    } finally {
      for (const contender of Object.values(contenders)) await contender.close();
    }
  } finally {
    await server.stop();
  }
}

export const awardsSection: Section = {
  name: 'awards',
  async run(ctx) {
    await onDatabase(
      ctx,
      { kind: 'pglite', dataDir: await pgliteDataDir(ctx, 'awards-pglite') },
      'PGlite',
    );
    if (ctx.postgresUrl) {
      await withScratchDatabase(ctx.postgresUrl, (url) =>
        onDatabase(ctx, { kind: 'postgres', url }, 'PostgreSQL'),
      );
    }
    ctx.report.note(
      `awards: ${routes.submitBallot.method} ${routes.submitBallot.path} with an awardId, into ` +
        `the last of ${AWARDS} awards (open to its ${CONTESTANTS} contestants, chosen one by one), ` +
        `beside the same ballots into the award of a room of one award, on the same server; each ` +
        `client with its own participants; median of ${ctx.profile.slices} alternating ` +
        `${ctx.profile.sliceMs} ms slices. A ratio of 1.00x is parity; higher is better.`,
    );
  },
};

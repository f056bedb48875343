import type { Award } from '#shared/api.ts';
import { DEFAULT_JUDGES_WEIGHT, MAX_AWARDS_PER_ROOM } from '#shared/constants.ts';
import type { Coverage, Finalists, Judging, JuryStanding } from '#shared/expo.ts';
import { juryOrder } from '#shared/jury-order.ts';
import type { Executor } from '../db/database.ts';
import { refuse } from '../errors.ts';
import {
  type AwardWithContestants,
  insertAward,
  setJudgingClosed,
  toAward,
  updateAwardRow,
} from '../repositories/awards-repository.ts';
import { listBallotRankings } from '../repositories/ballots-repository.ts';
import { countAwardBallots } from '../repositories/route-stops-repository.ts';
import { changeAwards } from './awards-service.ts';
import type { ServiceContext } from './context.ts';
import { type ExpoState, loadExpo } from './expo-plan.ts';
import { findExpoAward } from './expo-routes-service.ts';
import { openRoomToRead } from './rooms-service.ts';

/** The jury order of an expo award from its judges' rankings as they stand. */
async function juryOrderOf(ex: Executor, roomId: string, expo: ExpoState): Promise<JuryStanding[]> {
  const rankings = (await listBallotRankings(ex, roomId))
    .filter((b) => b.awardId === expo.award.id && b.judge)
    .map((b) => ({
      judgeId: b.participantId,
      contestantIds: [...b.rankings].sort((x, y) => x.rank - y.rank).map((r) => r.contestantId),
    }));
  return juryOrder(expo.projects, rankings);
}

function coverageOf(expo: ExpoState): Coverage {
  const seen = new Map<string, number>();
  for (const stop of expo.walked) {
    if (stop.status === 'seen') seen.set(stop.contestantId, (seen.get(stop.contestantId) ?? 0) + 1);
  }
  const coverage: Coverage = { none: 0, one: 0, two: 0, more: 0 };
  for (const project of expo.projects) {
    const n = seen.get(project.id) ?? 0;
    if (n === 0) coverage.none++;
    else if (n === 1) coverage.one++;
    else if (n === 2) coverage.two++;
    else coverage.more++;
  }
  return coverage;
}

/**
 * An expo award's judging as its organisers follow it: each judge's progress
 * ("7 of 10 seen, ranked"), how many judges have seen each project, the
 * projects reported absent, and the jury order of the rankings so far.
 */
export async function getJudging(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
): Promise<Judging> {
  await openRoomToRead(ctx, roomId, token, 'judging');
  const db = ctx.database.db;
  const award = await findExpoAward(db, roomId, awardId);
  const expo = await loadExpo(db, roomId, award);
  const ballots = (await listBallotRankings(db, roomId)).filter((b) => b.awardId === award.id);
  const judges = expo.judges.map((judge) => {
    const walked = expo.walked.filter((s) => s.participantId === judge.id);
    const route = expo.routes.get(judge.id) ?? [];
    return {
      judgeId: judge.id,
      name: judge.name,
      seen: walked.filter((s) => s.status === 'seen').length,
      absent: walked.filter((s) => s.status === 'absent').length,
      planned: route.filter((s) => s.status === 'planned').length,
      ranked: ballots.find((b) => b.participantId === judge.id)?.rankings.length ?? 0,
    };
  });
  return {
    awardId: award.id,
    routeSize: award.routeSize ?? 0,
    judgingClosed: award.judgingClosedAt !== null,
    judges,
    coverage: coverageOf(expo),
    absences: expo.projects.flatMap((p) => {
      const reports = expo.absentReports.get(p.id) ?? 0;
      return reports > 0 ? [{ contestantId: p.id, reports }] : [];
    }),
    withoutTable: expo.projects.filter((p) => p.tableNumber === null).length,
    juryOrder: await juryOrderOf(db, roomId, expo),
  };
}

/**
 * Closes an expo award's judging, or opens it again: closed, its judges'
 * rankings and walks are final, and its jury order may send finalists on.
 */
export async function closeJudging(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
  closed: boolean,
): Promise<Award> {
  return changeAwards(ctx, roomId, token, async (tx) => {
    const award = await findExpoAward(tx, roomId, awardId);
    const row = await setJudgingClosed(tx, award.id, closed);
    return {
      value: toAward({ ...award, ...row }),
      events: [{ type: 'routes_changed', awardId: award.id }],
    };
  });
}

/** The award the finalists go to: one of the room's nobody has voted in, not the expo itself. */
async function targetAward(
  tx: Executor,
  awards: readonly AwardWithContestants[],
  expo: AwardWithContestants,
  awardId: string,
): Promise<AwardWithContestants> {
  const target = awards.find((a) => a.id === awardId);
  if (!target) throw refuse('award_not_found', 'awardNotFound');
  if (target.id === expo.id || (await countAwardBallots(tx, target.id)) > 0) {
    throw refuse('award_has_ballots', 'finalistsAwardHasBallots');
  }
  return target;
}

/**
 * Send the top N to the stage vote: the expo's jury order, once its judging
 * has closed, gives its first N projects to another award — one of the
 * room's nobody has voted in yet, or a new one — to be ranked as any award is.
 */
export async function sendFinalists(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
  input: Finalists,
): Promise<Award> {
  return changeAwards(ctx, roomId, token, async (tx, awards) => {
    const award = await findExpoAward(tx, roomId, awardId);
    if (award.judgingClosedAt === null) throw refuse('judging_open', 'judgingOpen');
    const order = await juryOrderOf(tx, roomId, await loadExpo(tx, roomId, award));
    const finalists = order.slice(0, input.count).map((s) => s.contestantId);
    if ('awardId' in input.target) {
      const target = await targetAward(tx, awards, award, input.target.awardId);
      const row = await updateAwardRow(tx, target.id, {
        name: target.name,
        contestantIds: finalists,
        voters: target.voters,
        judgesWeight: target.judgesWeight,
        expo: target.routeSize === null ? null : { routeSize: target.routeSize },
      });
      return { value: toAward({ ...target, ...row, contestantIds: finalists }), events: [] };
    }
    const { name, voters } = input.target;
    const taken = name.toLocaleLowerCase('en');
    if (awards.some((a) => a.name.toLocaleLowerCase('en') === taken)) {
      throw refuse('award_name_taken', 'awardNameTaken');
    }
    if (awards.length >= MAX_AWARDS_PER_ROOM) throw refuse('award_limit', 'tooManyAwards');
    const judgesWeight = voters === 'judges_and_audience' ? DEFAULT_JUDGES_WEIGHT : null;
    const row = await insertAward(tx, {
      roomId,
      name,
      contestantIds: finalists,
      voters,
      judgesWeight,
      expo: null,
    });
    if (!row) throw refuse('award_name_taken', 'awardNameTaken');
    return { value: toAward({ ...row, contestantIds: finalists }), events: [] };
  });
}

import type { FinalScore, Results } from '#shared/api.ts';
import { votersLabel } from '#shared/blend-labels.ts';
import {
  type AwardExport,
  type ExportFormat,
  exportFileName,
  type RoomExport,
} from '#shared/room-export.ts';
import type { Executor } from '../db/database.ts';
import type { ContestantRow, RoomRow } from '../db/schema.ts';
import { type AwardWithContestants, listAwards } from '../repositories/awards-repository.ts';
import { type ExportedBallotRow, listBallotsInJoinOrder } from '../repositories/ballot-exports.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { listRoomConflicts } from '../repositories/judges-repository.ts';
import { findResults } from '../repositories/results-repository.ts';
import { tallyAward } from './award-tally.ts';
import type { ServiceContext } from './context.ts';
import { exportCsv } from './export-csv.ts';
import { openRoomToRead } from './rooms-service.ts';

/** How a pick of a contestant removed since is written. */
export const REMOVED_CONTESTANT = '(removed contestant)';

/**
 * A room's results and ballots as one consistent read (see `roomExport`):
 * each award's results row once voting has ended, else the tally of its
 * ballots so far (a rehearsal's simulated voters and results left out). Ballots go in the order their participants joined, each
 * participant numbered "Participant 1", "Participant 2", … (the same number
 * in every award) unless `names` asks for the names.
 */
export async function readRoomExport(
  ex: Executor,
  room: RoomRow,
  names: boolean,
): Promise<RoomExport> {
  const contestants = await listContestants(ex, room.id);
  const awards = await listAwards(ex, room.id);
  // The tally below is of exactly these ballots, so the file's totals add up whatever arrives meanwhile.
  const ballots = await listBallotsInJoinOrder(ex, room.id);
  const conflicts = await listRoomConflicts(ex, room.id);
  // A rehearsal's results are of simulated voters: never in a file.
  const results =
    room.status === 'ended' && room.rehearsalVoters === null
      ? await findResults(ex, room.id)
      : null;
  const numbers = { judge: new Map<string, number>(), audience: new Map<string, number>() };
  for (const ballot of ballots) {
    const side = numbers[ballot.judge ? 'judge' : 'audience'];
    if (!side.has(ballot.participantId)) side.set(ballot.participantId, side.size + 1);
  }
  const teamNames = new Map(contestants.map((c) => [c.id, c.name]));
  // Tables only in a room that has any: every other room's file stays as it was.
  const tables = contestants.some((c) => c.tableNumber !== null)
    ? new Map(contestants.map((c) => [c.id, c.tableNumber]))
    : null;
  const voterOf = (ballot: ExportedBallotRow): ExportedVoter => ({
    participant: names
      ? ballot.participantName
      : ballot.judge
        ? `Judge ${numbers.judge.get(ballot.participantId)}`
        : `Participant ${numbers.audience.get(ballot.participantId)}`,
    voter: ballot.judge ? 'judge' : 'audience',
    team: names && ballot.teamId ? (teamNames.get(ballot.teamId) ?? null) : null,
  });
  const exported = awards.map((award) =>
    exportAward(award, contestants, results, ballots, conflicts, voterOf, tables),
  );
  const [first] = exported;
  return {
    room: { code: room.code, name: room.name, title: room.title },
    status: results ? 'final' : 'provisional',
    exportedAt: new Date().toISOString(),
    fingerprint: results?.fingerprint ?? null,
    totalBallots: first?.totalBallots ?? 0,
    contestants: first?.contestants ?? [],
    ballots: first?.ballots ?? [],
    awards: exported,
  };
}

/** Who cast a ballot, as the file names them. */
type ExportedVoter = Pick<AwardExport['ballots'][number], 'participant' | 'voter' | 'team'>;

/**
 * One award of an export: its frozen results, or the tally of its ballots so
 * far; each contestant's table when `tables` gives them (a room with tables).
 */
function exportAward(
  award: AwardWithContestants,
  contestants: readonly ContestantRow[],
  results: Results | null,
  allBallots: readonly ExportedBallotRow[],
  conflicts: ReadonlyMap<string, readonly string[]>,
  voterOf: (ballot: ExportedBallotRow) => ExportedVoter,
  tables: ReadonlyMap<string, number | null> | null,
): AwardExport {
  const ballots = allBallots.filter((ballot) => ballot.awardId === award.id);
  const frozen = results?.awards.find((entry) => entry.awardId === award.id);
  const counted = frozen ?? tallyAward(award, contestants, ballots, conflicts);
  const scores: FinalScore[] = counted.finalScores;
  const nameOf = new Map<string, string>(
    scores.map((score) => [score.contestantId, score.contestantName]),
  );
  for (const contestant of contestants) nameOf.set(contestant.id, contestant.name);
  const pick = (rankings: readonly { contestantId: string; rank: number }[], rank: number) => {
    const entry = rankings.find((ranking) => ranking.rank === rank);
    return entry ? (nameOf.get(entry.contestantId) ?? REMOVED_CONTESTANT) : null;
  };
  return {
    name: award.name,
    voters: votersLabel(award.voters, award.judgesWeight),
    totalBallots: counted.totalBallots,
    contestants: scores.map((score) => ({
      rank: score.rank,
      name: score.contestantName,
      // A contestant removed since has no table.
      ...(tables ? { table: tables.get(score.contestantId) ?? null } : {}),
      points: score.totalPoints,
      firstPlaces: score.voteBreakdown.firstPlace,
      secondPlaces: score.voteBreakdown.secondPlace,
      thirdPlaces: score.voteBreakdown.thirdPlace,
      judgesPoints: score.blend?.judgesPoints ?? null,
      audiencePoints: score.blend?.audiencePoints ?? null,
      score: score.blend?.score ?? null,
      ...(score.jury
        ? {
            jury: {
              judges: score.jury.judges,
              wins: score.jury.wins,
              ties: score.jury.ties,
              losses: score.jury.losses,
              copeland: score.jury.copeland,
              strengthRank: score.jury.strengthRank,
            },
          }
        : {}),
    })),
    ballots: ballots.map((ballot) => ({
      ...voterOf(ballot),
      first: pick(ballot.rankings, 1),
      second: pick(ballot.rankings, 2),
      third: pick(ballot.rankings, 3),
      ...(award.format === 'expo'
        ? {
            ranking: [...ballot.rankings]
              .sort((a, b) => a.rank - b.rank)
              .map((entry) => nameOf.get(entry.contestantId) ?? REMOVED_CONTESTANT),
          }
        : {}),
      updatedAt: ballot.updatedAt.toISOString(),
    })),
  };
}

export type ExportFile = { fileName: string; contentType: string; body: string };

/** The room's results and ballots as a CSV or JSON file; organisers only, at any time. */
export async function exportRoom(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  format: ExportFormat,
  names: boolean,
): Promise<ExportFile> {
  const { row } = await openRoomToRead(ctx, roomId, token, 'export');
  // A file of final results names the record's fingerprint: built now if it is still owed.
  if (row.status === 'ended' && row.rehearsalVoters === null) await ctx.records.frozen(roomId);
  const exported = await readRoomExport(ctx.database.db, row, names);
  const fileName = exportFileName(row.code, format);
  return format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: exportCsv(exported) }
    : {
        fileName,
        contentType: 'application/json; charset=utf-8',
        body: `${JSON.stringify(exported, null, 2)}\n`,
      };
}

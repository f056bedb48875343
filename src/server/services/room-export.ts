import type { FinalScore, Results } from '#shared/api.ts';
import {
  type AwardExport,
  type ExportFormat,
  exportFileName,
  type RoomExport,
} from '#shared/room-export.ts';
import { tally } from '#shared/tally.ts';
import type { Executor } from '../db/database.ts';
import type { ContestantRow, RoomRow } from '../db/schema.ts';
import { type AwardWithContestants, listAwards } from '../repositories/awards-repository.ts';
import { type ExportedBallotRow, listBallotsInJoinOrder } from '../repositories/ballot-exports.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { findResults } from '../repositories/results-repository.ts';
import type { ServiceContext } from './context.ts';
import { exportCsv } from './export-csv.ts';
import { openRoomToRead } from './rooms-service.ts';

/** How a pick of a contestant removed since is written. */
export const REMOVED_CONTESTANT = '(removed contestant)';

/**
 * A room's results and ballots as one consistent read (see `roomExport`):
 * each award's results row once voting has ended, else the tally of its
 * ballots so far. Ballots go in the order their participants joined, each
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
  const results = room.status === 'ended' ? await findResults(ex, room.id) : null;
  const number = new Map<string, number>();
  for (const ballot of ballots) {
    if (!number.has(ballot.participantId)) number.set(ballot.participantId, number.size + 1);
  }
  const participantOf = (ballot: ExportedBallotRow) =>
    names ? ballot.participantName : `Participant ${number.get(ballot.participantId)}`;
  const exported = awards.map((award) =>
    exportAward(award, contestants, results, ballots, participantOf),
  );
  const [first] = exported;
  return {
    room: { code: room.code, name: room.name, title: room.title },
    status: results ? 'final' : 'provisional',
    exportedAt: new Date().toISOString(),
    totalBallots: first?.totalBallots ?? 0,
    contestants: first?.contestants ?? [],
    ballots: first?.ballots ?? [],
    awards: exported,
  };
}

/** One award of an export: its frozen results, or the tally of its ballots so far. */
function exportAward(
  award: AwardWithContestants,
  contestants: readonly ContestantRow[],
  results: Results | null,
  allBallots: readonly ExportedBallotRow[],
  participantOf: (ballot: ExportedBallotRow) => string,
): AwardExport {
  const ballots = allBallots.filter((ballot) => ballot.awardId === award.id);
  const open = award.contestantIds && new Set(award.contestantIds);
  const frozen = results?.awards.find((entry) => entry.awardId === award.id);
  const scores: FinalScore[] = frozen
    ? frozen.finalScores
    : tally(open ? contestants.filter((c) => open.has(c.id)) : contestants, ballots);
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
    totalBallots: frozen ? frozen.totalBallots : ballots.length,
    contestants: scores.map((score) => ({
      rank: score.rank,
      name: score.contestantName,
      points: score.totalPoints,
      firstPlaces: score.voteBreakdown.firstPlace,
      secondPlaces: score.voteBreakdown.secondPlace,
      thirdPlaces: score.voteBreakdown.thirdPlace,
    })),
    ballots: ballots.map((ballot) => ({
      participant: participantOf(ballot),
      first: pick(ballot.rankings, 1),
      second: pick(ballot.rankings, 2),
      third: pick(ballot.rankings, 3),
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

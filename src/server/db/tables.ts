import { awards, ballots, contestants, roomParticipants, rooms } from './schema.ts';
import { admins } from './schema-admins.ts';
import { auditLogs } from './schema-audit.ts';
import { awardContestants } from './schema-award-contestants.ts';
import { roomChanges } from './schema-changes.ts';
import { routeStops } from './schema-expo.ts';
import { judgeConflicts, teamLinks } from './schema-judging.ts';
import { ballotAmendments, ballotRecords, results } from './schema-record.ts';
import { screens } from './schema-screens.ts';

/** Every table, as the database layer hands them to Drizzle. */
export const schema = {
  rooms,
  admins,
  contestants,
  awards,
  awardContestants,
  roomParticipants,
  judgeConflicts,
  teamLinks,
  ballots,
  results,
  auditLogs,
  ballotAmendments,
  ballotRecords,
  roomChanges,
  screens,
  routeStops,
};
export type Schema = typeof schema;

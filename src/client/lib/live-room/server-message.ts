import { isLanguage } from '#shared/languages.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { RoomEvent, RoomEventType, ServerMessage } from '#shared/protocol/messages.ts';

/**
 * The server's messages checked by hand against the protocol's shapes, field
 * by field where this client relies on them, instead of with the schemas of
 * `#shared/protocol/messages.ts`: a phone's bundle stays without a schema library, and
 * the check stays cheap for a snapshot of 150 contestants.
 */
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown) => Number.isInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';

function isRoom(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.code) &&
    isString(value.name) &&
    isString(value.title) &&
    (value.status === 'setup' || value.status === 'ended') &&
    isBoolean(value.holdResults) &&
    isInteger(value.revealStep) &&
    isLanguage(value.language)
  );
}

function isContestant(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    isInteger(value.orderIndex) &&
    (value.tableNumber === null || isInteger(value.tableNumber))
  );
}

const isIdList = (value: unknown) => Array.isArray(value) && value.every(isString);

function isResults(value: unknown): boolean {
  return (
    isObject(value) &&
    Array.isArray(value.finalScores) &&
    isInteger(value.totalBallots) &&
    Array.isArray(value.awards)
  );
}

function isAward(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.name) &&
    (value.contestantIds === null ||
      (Array.isArray(value.contestantIds) && value.contestantIds.every(isString)))
  );
}

const isAwards = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every(isAward);

function isTotals(value: unknown): boolean {
  return (
    isObject(value) &&
    isInteger(value.ballots) &&
    isInteger(value.participants) &&
    isInteger(value.contestants)
  );
}

const isBallot = (value: unknown) =>
  isObject(value) &&
  isString(value.participantId) &&
  isString(value.awardId) &&
  Array.isArray(value.rankings);

/** What each event must carry; an event of a type not listed here is not of this protocol. */
const EVENTS: Record<RoomEventType, (event: Fields) => boolean> = {
  contestant_added: (e) => isContestant(e.contestant),
  contestant_updated: (e) => isContestant(e.contestant),
  contestant_removed: (e) => isString(e.contestantId),
  contestants_reordered: (e) => isIdList(e.contestantIds),
  tables_numbered: (e) => isIdList(e.contestantIds),
  awards_changed: (e) => isAwards(e.awards),
  room_status: (e) => e.status === 'setup' || e.status === 'ended',
  results_published: (e) => isResults(e.results),
  results_held: (e) => isResults(e.results),
  results_released: (e) => isResults(e.results),
  record_frozen: (e) => isString(e.fingerprint) && isBoolean(e.everyone),
  hold_results_changed: (e) => isBoolean(e.holdResults),
  publish_ballots_changed: (e) => isBoolean(e.publishBallots),
  language_changed: (e) => isLanguage(e.language),
  reveal_progressed: (e) => isInteger(e.revealStep),
  timer_changed: (e) => e.votingEndsAt === null || isString(e.votingEndsAt),
  rehearsal_changed: (e) =>
    e.rehearsal === null ||
    (isObject(e.rehearsal) && isInteger(e.rehearsal.voters) && isString(e.rehearsal.endsAt)),
  rehearsal_ended: () => true,
  participant_removed: (e) => isString(e.participantId),
  admins_changed: (e) => e.revokedId === null || isString(e.revokedId),
  screens_changed: (e) => e.revokedId === null || isString(e.revokedId),
  staged_results: (e) => isResults(e.results),
  judges_changed: (e) => e.revokedId === null || isString(e.revokedId),
  routes_changed: (e) => e.awardId === null || isString(e.awardId),
  team_changed: (e) => isString(e.participantId) && (e.teamId === null || isString(e.teamId)),
  conflicts_changed: (e) =>
    isString(e.participantId) && Array.isArray(e.contestantIds) && e.contestantIds.every(isString),
  ballot_saved: (e) => isBallot(e.ballot),
  ballot_deleted: (e) => isString(e.participantId) && isString(e.awardId),
  ballot_adjusted: (e) =>
    isString(e.participantId) &&
    isString(e.awardId) &&
    isString(e.awardName) &&
    isString(e.contestantName) &&
    (e.ballot === null || isBallot(e.ballot)),
  totals: (e) => isTotals(e.totals),
};

function isEvent(value: unknown): value is RoomEvent {
  if (!isObject(value) || !isString(value.type)) return false;
  const check = (EVENTS as Partial<Record<string, (event: Fields) => boolean>>)[
    value.type as string
  ];
  return check?.(value) === true;
}

function isSnapshot(value: Fields): boolean {
  const common =
    value.protocolVersion === PROTOCOL_VERSION &&
    isInteger(value.version) &&
    isRoom(value.room) &&
    Array.isArray(value.contestants) &&
    value.contestants.every(isContestant) &&
    isAwards(value.awards) &&
    (value.results === null || isResults(value.results));
  if (!common) return false;
  switch (value.role) {
    case 'admin':
      return isTotals(value.totals) && Array.isArray(value.recentBallots);
    case 'participant':
      return isString(value.participantId);
    case 'screen':
    case 'public':
      return isTotals(value.totals);
    default:
      return false;
  }
}

/** The message, when it has the shape of a message of this protocol; otherwise null. */
export function asServerMessage(value: unknown): ServerMessage | null {
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'pong':
      return { type: 'pong' };
    case 'update':
      return isInteger(value.baseVersion) &&
        isInteger(value.version) &&
        Array.isArray(value.events) &&
        value.events.every(isEvent)
        ? (value as ServerMessage)
        : null;
    case 'snapshot':
      return isSnapshot(value) ? (value as ServerMessage) : null;
    default:
      return null;
  }
}

/** The server's message, or null when it does not match the protocol this client knows. */
export function parseServerMessage(data: string): ServerMessage | null {
  try {
    return asServerMessage(JSON.parse(data));
  } catch {
    return null;
  }
}

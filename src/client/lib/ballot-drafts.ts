import { keysStartingWith, read, write } from './local-store.ts';

/**
 * A ranking a participant is building and has not sent: the contestants of
 * Your Rankings in order, and the `updatedAt` of the submitted ballot it
 * started from (null: none), so that a ballot submitted since, from anywhere,
 * is known to be newer without trusting the device's clock. `queued`: Submit
 * Vote was pressed while offline, and the ranking is to be sent once the
 * network is back.
 */
export type BallotDraft = { ranked: string[]; basedOn: string | null; queued?: boolean };

const BALLOT_DRAFT_PREFIX = 'viberank_ballot_draft';
const OPEN_AWARD_PREFIX = 'viberank_open_award';

/** Where a participant keeps their drafts in a room: one key each award, below this one. */
function roomDraftKey(roomId: string, participantId: string): string {
  return `${BALLOT_DRAFT_PREFIX}:${roomId}:${participantId}`;
}

/** Where a draft is kept: per room, participant and award. */
export function ballotDraftKey(roomId: string, participantId: string, awardId: string): string {
  return `${roomDraftKey(roomId, participantId)}:${awardId}`;
}

export function loadBallotDraft(
  roomId: string,
  participantId: string,
  awardId: string,
): BallotDraft | null {
  const raw = read(ballotDraftKey(roomId, participantId, awardId));
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'ranked' in parsed &&
      'basedOn' in parsed
    ) {
      const { ranked, basedOn } = parsed;
      const queued = 'queued' in parsed && parsed.queued === true;
      if (
        Array.isArray(ranked) &&
        ranked.every((id) => typeof id === 'string') &&
        (basedOn === null || typeof basedOn === 'string')
      ) {
        return queued ? { ranked, basedOn, queued } : { ranked, basedOn };
      }
    }
  } catch {
    // A damaged draft is as good as none.
  }
  return null;
}

export function saveBallotDraft(
  roomId: string,
  participantId: string,
  draft: BallotDraft,
  awardId: string,
): void {
  write(ballotDraftKey(roomId, participantId, awardId), JSON.stringify(draft));
}

export function clearBallotDraft(roomId: string, participantId: string, awardId: string): void {
  write(ballotDraftKey(roomId, participantId, awardId), null);
}

/** The award whose tab a participant last had open in a room of several awards. */
export function loadOpenAward(roomId: string, participantId: string): string | null {
  return read(`${OPEN_AWARD_PREFIX}:${roomId}:${participantId}`);
}

export function saveOpenAward(roomId: string, participantId: string, awardId: string): void {
  write(`${OPEN_AWARD_PREFIX}:${roomId}:${participantId}`, awardId);
}

/** Forgets a participant's drafts in every award of a room, and their open tab. */
export function forgetBallotDrafts(roomId: string, participantId: string): void {
  const draftKey = roomDraftKey(roomId, participantId);
  write(draftKey, null);
  write(`${OPEN_AWARD_PREFIX}:${roomId}:${participantId}`, null);
  for (const key of keysStartingWith(`${draftKey}:`)) write(key, null);
}

/**
 * A ranking an earlier version of the app kept for the whole room (before
 * every draft had its award) becomes this award's — the room's first, where
 * that version's ballots went — unless the award has a draft of its own.
 */
export function adoptRoomDraft(roomId: string, participantId: string, awardId: string): void {
  const fromKey = roomDraftKey(roomId, participantId);
  const draft = read(fromKey);
  if (draft === null) return;
  const toKey = ballotDraftKey(roomId, participantId, awardId);
  if (read(toKey) === null) write(toKey, draft);
  write(fromKey, null);
}

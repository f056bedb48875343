import type { Room } from '#shared/api.ts';
import { type AwardScores, resultsReleased } from '#shared/reveal.ts';

/** The waiting message phones show while the results are held (the voting view shows it). */
const PHONES_WAIT = 'Results will be revealed on the main screen';

/** What Hold results for the reveal means for this room now, under the checkbox. */
export function holdResultsHelp(
  room: Pick<Room, 'status' | 'holdResults' | 'revealStep' | 'rehearsal'>,
  results: { awards: readonly AwardScores[] } | null,
): string {
  if (room.status !== 'ended') {
    return `When on, phones show “${PHONES_WAIT}” until the reveal on the presenter screen reaches #1.`;
  }
  if (!room.holdResults) return 'Voting has ended: the results went to every phone at once.';
  if (results && resultsReleased(room, results)) {
    return 'The reveal has reached #1: the results are on every phone.';
  }
  return `Phones show “${PHONES_WAIT}” until the reveal on the presenter screen (Present) reaches #1.`;
}

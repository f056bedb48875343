import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Room } from '#shared/api.ts';
import { type AwardScores, resultsReleased } from '#shared/reveal.ts';

/** The waiting message phones show while the results are held (the voting view shows it). */
const PHONES_WAIT = msg`Results will be revealed on the main screen`;

/** What Hold results for the reveal means for this room now, under the checkbox. */
export function holdResultsHelp(
  i18n: I18n,
  room: Pick<Room, 'status' | 'holdResults' | 'revealStep' | 'rehearsal'>,
  results: { awards: readonly AwardScores[] } | null,
): string {
  const phonesWait = i18n._(PHONES_WAIT);
  if (room.status !== 'ended') {
    return i18n._(
      msg`When on, phones show “${phonesWait}” until the reveal on the presenter screen reaches #1.`,
    );
  }
  if (!room.holdResults) {
    return i18n._(msg`Voting has ended: the results went to every phone at once.`);
  }
  if (results && resultsReleased(room, results)) {
    return i18n._(msg`The reveal has reached #1: the results are on every phone.`);
  }
  return i18n._(
    msg({
      message: `Phones show “${phonesWait}” until the reveal on the presenter screen (Present) reaches #1.`,
      comment: '(Present) names the button that opens the presenter screen',
    }),
  );
}

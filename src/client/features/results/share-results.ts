import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { copyText } from '#client/lib/copy-text.ts';
import type { FinalScore, Results, Room } from '#shared/api.ts';

/** 'cancelled': the person closed the share sheet, which asks for nothing more. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** The winning score: the one results name as winner, else the top of the table. */
export function winningScore(
  results: Pick<Results, 'finalScores' | 'winnerId'>,
): FinalScore | undefined {
  return (
    results.finalScores.find((score) => score.contestantId === results.winnerId) ??
    results.finalScores[0]
  );
}

/** "1 point", "9 points". */
export function pointsLabel(i18n: I18n, points: number): string {
  return i18n._(msg`${plural(points, { one: '# point', other: '# points' })}`);
}

/** Who won the room's challenge, with how many points; or that it has ended. */
function headline(i18n: I18n, room: Room, results: Results): string {
  const winner = winningScore(results);
  const challengeTitle = room.title.trim();
  // A title that already says it is a challenge is not called a coding challenge again.
  const named = /challenge$/i.test(challengeTitle);
  if (!winner) {
    return named
      ? i18n._(msg`🏆 The ${challengeTitle} has ended!`)
      : i18n._(msg`🏆 The ${challengeTitle} coding challenge has ended!`);
  }
  const contestantName = winner.contestantName;
  const points = winner.totalPoints;
  return named
    ? i18n._(
        msg`🏆 ${contestantName} won the ${challengeTitle} with ${plural(points, { one: '# point', other: '# points' })}!`,
      )
    : i18n._(
        msg`🏆 ${contestantName} won the ${challengeTitle} coding challenge with ${plural(points, { one: '# point', other: '# points' })}!`,
      );
}

/** The message shared or copied: who won, with how many points, and an invitation. */
export function shareText(i18n: I18n, room: Room, results: Results): string {
  const invitation = i18n._(
    msg`Run live ranked-choice voting for your own hackathon with VibeRank.`,
  );
  return `${headline(i18n, room, results)} ${invitation}`;
}

/** The title handed to the device share sheet. */
export function shareTitle(i18n: I18n, room: Room): string {
  const roomName = room.name;
  return i18n._(msg`${roomName} — Final Results`);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function currentAddress(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

/**
 * Shares the results with the device share sheet when there is one, otherwise
 * copies the text and the address: the current page's unless `url` names
 * another (the organiser shares the public results page). 'failed' when
 * nothing could copy (a page at http://<LAN address> has no clipboard).
 */
export async function shareResults(
  i18n: I18n,
  room: Room,
  results: Results,
  url: string = currentAddress(),
): Promise<ShareOutcome> {
  const text = shareText(i18n, room, results);
  const nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator;

  if (nav && typeof nav.share === 'function') {
    const data: ShareData = { title: shareTitle(i18n, room), text, url };
    const shareable = typeof nav.canShare !== 'function' || nav.canShare(data);
    if (shareable) {
      try {
        await nav.share(data);
        return 'shared';
      } catch (error) {
        if (isAbort(error)) return 'cancelled';
        // Any other refusal (no user gesture, blocked by policy): copy instead.
      }
    }
  }

  return (await copyText(url ? `${text} ${url}` : text)) ? 'copied' : 'failed';
}

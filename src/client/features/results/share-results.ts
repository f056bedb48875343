import { copyText } from '#client/lib/copy-text.ts';
import type { FinalScore, Results, Room } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';

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
export function pointsLabel(points: number): string {
  return `${formatCount(points)} ${points === 1 ? 'point' : 'points'}`;
}

const INVITATION = 'Run live ranked-choice voting for your own hackathon with VibeRank.';

/** The message shared or copied: who won, with how many points, and an invitation. */
export function shareText(room: Room, results: Results): string {
  const winner = winningScore(results);
  const challenge = /challenge$/i.test(room.title.trim())
    ? room.title.trim()
    : `${room.title.trim()} coding challenge`;
  if (!winner) return `🏆 The ${challenge} has ended! ${INVITATION}`;
  return `🏆 ${winner.contestantName} won the ${challenge} with ${pointsLabel(winner.totalPoints)}! ${INVITATION}`;
}

/** The title handed to the device share sheet. */
export function shareTitle(room: Room): string {
  return `${room.name} — Final Results`;
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
  room: Room,
  results: Results,
  url: string = currentAddress(),
): Promise<ShareOutcome> {
  const text = shareText(room, results);
  const nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator;

  if (nav && typeof nav.share === 'function') {
    const data: ShareData = { title: shareTitle(room), text, url };
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

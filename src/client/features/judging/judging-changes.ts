import type { Award, Ballot, Contestant } from '#shared/api.ts';

/** What the live room says that may change an expo's judging. */
export type JudgingSignals = {
  routeChanges: number;
  judgeChanges: number;
  recentBallots: readonly Ballot[];
  contestants: readonly Contestant[];
};

/**
 * What an expo award's judging depends on, as one key: it changes when a stop
 * is walked or a judge invited or revoked (routeChanges, judgeChanges), a
 * ranking in the award is saved, a project comes, goes or gets its table, the
 * award changes (its projects, its route size), or judging closes or reopens. Each new key asks for a new read.
 */
export function judgingChangesKey(award: Award, signals: JudgingSignals): string {
  const rankings = signals.recentBallots
    .filter((ballot) => ballot.awardId === award.id)
    .map((ballot) => `${ballot.id}@${ballot.updatedAt}`)
    .join(' ');
  const tables = signals.contestants.map((c) => `${c.id}:${c.tableNumber ?? ''}`).join(' ');
  const closed = award.expo?.judgingClosed ? 'closed' : 'open';
  const shape = `${award.expo?.routeSize ?? 0}:${award.contestantIds?.join(',') ?? 'all'}`;
  return [signals.routeChanges, signals.judgeChanges, closed, shape, rankings, tables].join('/');
}

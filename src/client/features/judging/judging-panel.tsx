import { Trans } from '@lingui/react/macro';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { ActivityTotals, Award, Ballot, Contestant } from '#shared/api.ts';
import { ExpoCard } from './expo-card.tsx';
import { judgingChangesKey } from './judging-changes.ts';
import './judging-panel.css';

/**
 * Judging, on the organisers' dashboard alone (never on a big screen): a card
 * for each award judged at an expo, followed live. Nothing in a room without one.
 */
export function JudgingPanel({
  session,
  awards,
  contestants,
  totals,
  routeChanges,
  judgeChanges,
  recentBallots,
  status,
  canChange,
}: {
  session: AdminSession;
  awards: readonly Award[];
  contestants: readonly Contestant[];
  totals: ActivityTotals;
  /** Counts the stops walked and the judges' changes: each asks for a new read. */
  routeChanges: number;
  judgeChanges: number;
  /** The latest ballots: an expo ranking saved asks for a new read. */
  recentBallots: readonly Ballot[];
  status: ConnectionStatus;
  canChange: boolean;
}) {
  const expos = awards.filter((award) => award.expo);
  if (expos.length === 0) return null;
  return (
    <section className="card stack judging-panel" aria-labelledby="judging-title">
      <h2 id="judging-title" className="section-title">
        <Trans>Judging</Trans>
      </h2>
      {expos.map((award) => (
        <ExpoCard
          key={award.id}
          session={session}
          award={award}
          awards={awards}
          contestants={contestants}
          totals={totals}
          changes={judgingChangesKey(award, {
            routeChanges,
            judgeChanges,
            recentBallots,
            contestants,
          })}
          status={status}
          canChange={canChange}
        />
      ))}
    </section>
  );
}

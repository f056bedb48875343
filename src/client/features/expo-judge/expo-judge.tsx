import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Award, Ballot, Contestant } from '#shared/api.ts';
import { nextStopText, ROUTE_TITLE_ID, walkedText } from './expo-wording.ts';
import { FailureNotice } from './failure-notice.tsx';
import { RankingSection } from './ranking-section.tsx';
import { RouteCard } from './route-card.tsx';
import { RouteList } from './route-list.tsx';
import { routeProgress } from './route-progress.ts';
import { useExpoRanking } from './use-expo-ranking.ts';
import { useExpoRoute } from './use-expo-route.ts';
import './expo-judge.css';

/**
 * An expo judge's phone in an award judged at an expo: the next stop of
 * their route with Seen and Absent, the whole route, and their ranking of
 * everything they saw, to submit and submit again until judging closes.
 * The route is read again whenever it may have changed: a route changed
 * anywhere, the room's contestants or this award changed, the connection
 * came back (and with it a fresh snapshot, which counts from zero again).
 */
export function ExpoJudge({
  session,
  award,
  contestants,
  saved,
  onSaved,
  routeChanges,
  connection,
  landmark,
}: {
  session: ParticipantSession;
  award: Award;
  /** The room's contestants: the projects the route names. */
  contestants: readonly Contestant[];
  /** The judge's ranking in this award as last read or submitted (null: none). */
  saved: Ballot | null;
  onSaved: (awardId: string, ballot: Ballot) => void;
  /** Counts the room's changes to judges' routes (a stop walked anywhere, judges invited or revoked). */
  routeChanges: number | undefined;
  connection: ConnectionStatus;
  /** The page's main content, unless it sits in something that is (an award's tab). */
  landmark: boolean;
}) {
  const { t, i18n } = useLingui();
  const closed = award.expo?.judgingClosed === true;
  const live = connection === 'live';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each asks for the route again
  const changes = useMemo(() => ({}), [routeChanges, contestants, award, live]);
  const walking = useExpoRoute(session, award.id, changes);
  const { route } = walking;
  const byId = useMemo(() => new Map(contestants.map((c) => [c.id, c])), [contestants]);
  const progress = useMemo(
    () => route && routeProgress(route, (id) => byId.has(id)),
    [route, byId],
  );
  const tables = useMemo(
    () => new Map((route?.stops ?? []).map((s) => [s.contestantId, s.tableNumber])),
    [route],
  );
  const ranking = useExpoRanking(
    session,
    award.id,
    saved,
    progress?.seenIds ?? null,
    closed,
    onSaved,
  );
  const [announcement, setAnnouncement] = useState('');

  const walk = async (contestantId: string, status: 'seen' | 'absent') => {
    const walked = await walking.walk(contestantId, status);
    if (!walked) return;
    const done = walkedText(i18n, byId.get(contestantId)?.name ?? '', status);
    const next = routeProgress(walked, (id) => byId.has(id)).next;
    const nextName = next && byId.get(next.contestantId)?.name;
    setAnnouncement(nextName ? `${done} ${nextStopText(i18n, nextName, next.tableNumber)}` : done);
  };
  const seenFromList = (contestantId: string) => {
    // Its Seen button goes with the tap: the keyboard waits on the route's heading.
    document.getElementById(ROUTE_TITLE_ID)?.focus();
    void walk(contestantId, 'seen');
  };

  const nextContestant = progress?.next && byId.get(progress.next.contestantId);
  const next =
    progress?.next && nextContestant
      ? { contestant: nextContestant, tableNumber: progress.next.tableNumber }
      : null;
  const { tap } = walking;
  const tapName = tap ? (byId.get(tap.contestantId)?.name ?? '') : '';
  const tapFailure =
    tap?.failure &&
    (tap.failure.offline
      ? tap.status === 'seen'
        ? t`No connection: ${tapName} was not marked seen. Try again once you are back online.`
        : t`No connection: ${tapName} was not reported absent. Try again once you are back online.`
      : tap.failure.message);
  const problem = walking.readFailure?.message ?? '';
  const Root = landmark ? 'main' : 'div';

  return (
    <Root className="expo-judge" data-testid="expo-judge">
      {closed && (
        <p className="notice expo-judge__closed" role="status">
          <Trans>Judging has closed: your ranking is final.</Trans>
        </p>
      )}
      {walking.readFailure && (
        <FailureNotice
          text={t`Your route could not be loaded: ${problem}`}
          offline={walking.readFailure.offline}
          onRetry={walking.retry}
        />
      )}
      {!route && !walking.readFailure && (
        <p className="muted">
          <Trans>Loading your route…</Trans>
        </p>
      )}
      {route && progress && (
        <div className={`expo-judge__grid${closed ? ' expo-judge__grid--closed' : ''}`}>
          {!closed && (
            <div className="stack expo-judge__walk">
              {tapFailure && (
                <FailureNotice
                  text={tapFailure}
                  offline={tap?.failure?.offline === true}
                  onRetry={walking.retry}
                  onDismiss={walking.dismiss}
                />
              )}
              <RouteCard progress={progress} next={next} sending={walking.sending} onWalk={walk} />
            </div>
          )}
          <div className="expo-judge__ranking">
            <RankingSection ranking={ranking} byId={byId} tables={tables} closed={closed} />
          </div>
          <div className="expo-judge__route">
            <RouteList
              stops={route.stops}
              byId={byId}
              nextId={closed ? null : (progress.next?.contestantId ?? null)}
              closed={closed}
              sending={walking.sending}
              onSeen={seenFromList}
            />
          </div>
        </div>
      )}
      <p className="visually-hidden" role="status" data-testid="expo-walk-announcement">
        {announcement}
      </p>
      <ConnectionBanner status={connection} />
    </Root>
  );
}

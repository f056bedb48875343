import { useEffect, useState } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { BallotBoard } from '#client/features/ballot/ballot-board.tsx';
import {
  type BallotLists,
  includeNewContestants,
  listsFromBallot,
  resetLists,
} from '#client/features/ballot/ballot-lists.ts';
import {
  NoContestantsYet,
  VotingEnded,
  VotingHeader,
} from '#client/features/ballot/voting-screens.tsx';
import { ResultsView } from '#client/features/results/results-view.tsx';
import { ApiError, api } from '#client/lib/api-client.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ParticipantSession } from '#client/lib/storage.ts';
import { useParticipantRoom } from '#client/lib/use-room.ts';
import type { Ballot } from '#shared/api.ts';
import './pages.css';

export function VotingPage({
  session,
  onLeave,
}: {
  session: ParticipantSession;
  onLeave: () => void;
}) {
  const live = useParticipantRoom(session.roomId, session.participantToken);
  const [savedBallot, setSavedBallot] = useState<Ballot | null | undefined>(undefined);
  const [lists, setLists] = useState<BallotLists | null>(null);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // On entry an existing ballot marks the voter as voted and rebuilds the rankings.
  useEffect(() => {
    let cancelled = false;
    api.getBallot(session.roomId, session.participantToken).then(
      ({ ballot }) => {
        if (cancelled) return;
        setSavedBallot(ballot);
        setVoted(ballot !== null);
      },
      () => {
        if (!cancelled) setSavedBallot(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [session.roomId, session.participantToken]);

  const contestants = live.state?.contestants;
  useEffect(() => {
    if (!contestants || savedBallot === undefined) return;
    setLists((current) =>
      current
        ? includeNewContestants(current, contestants)
        : listsFromBallot(contestants, savedBallot),
    );
  }, [contestants, savedBallot]);

  const leave = async () => {
    setLeaving(true);
    try {
      await api.leaveRoom(session.roomId, session.participantToken);
    } catch {
      // Leaving always leaves this device; the organiser can remove a stale voter.
    }
    onLeave();
  };

  if (live.end) {
    const message =
      live.end === 'participant-removed'
        ? 'The organiser removed you from this room.'
        : 'This room is no longer available.';
    return (
      <div className="page page--narrow stack">
        <BrandBar />
        <main className="card stack state-card">
          <h1 className="section-title">{message}</h1>
          <button type="button" className="button button--primary" onClick={onLeave}>
            Return to Home
          </button>
        </main>
      </div>
    );
  }

  const state = live.state;
  if (!state || !lists) {
    return (
      <div className="page stack" aria-busy="true">
        <BrandBar />
        <p className="muted">Loading room…</p>
      </div>
    );
  }

  if (state.results) {
    return (
      <ResultsView
        room={state.room}
        results={state.results}
        contestants={state.contestants}
        onBack={onLeave}
        backLabel="Back to Home"
      />
    );
  }

  const header = (
    <VotingHeader
      session={session}
      title={state.room.title}
      name={state.room.name}
      onLeave={leave}
    />
  );

  if (state.room.status === 'ended') {
    return <VotingEnded header={header} onHome={onLeave} />;
  }

  if (state.contestants.length === 0) {
    return <NoContestantsYet header={header} leaving={leaving} onLeave={leave} />;
  }

  const submit = async () => {
    if (lists.ranked.length === 0 || voted) return;
    setBusy(true);
    try {
      const { ballot } = await api.submitBallot(
        session.roomId,
        session.participantToken,
        lists.ranked,
      );
      setSavedBallot(ballot);
      setVoted(true);
    } catch (error) {
      window.alert(
        error instanceof ApiError
          ? `Failed to submit vote: ${error.message}`
          : `Unexpected error: ${getErrorMessage(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    try {
      await api.resetBallot(session.roomId, session.participantToken);
      setSavedBallot(null);
      setVoted(false);
      setLists(resetLists(state.contestants));
    } catch (error) {
      window.alert(
        error instanceof ApiError
          ? `Failed to reset vote: ${error.message}`
          : `Unexpected error resetting vote: ${getErrorMessage(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page stack voting">
      {header}
      <main className="stack">
        <div className="row status-row">
          <div className="status-tile" role="status">
            <span className="live-dot" aria-hidden="true" />
            <span>
              <strong>Voting Active</strong>
              <span className="muted status-sub">
                {voted ? ' · your vote is in' : ' · drag or tap + to rank, then submit'}
              </span>
            </span>
          </div>
          {voted && <span className="badge badge--success">✓ Voted</span>}
        </div>
        <BallotBoard
          contestants={state.contestants}
          lists={lists}
          locked={voted}
          onChange={setLists}
        />
        {lists.ranked.length > 0 && (
          <div className="submit-bar">
            <button
              type="button"
              className={`button button--block ${voted ? 'button--success' : 'button--gradient'}`}
              disabled={voted || busy}
              onClick={submit}
            >
              {voted ? 'Vote Submitted!' : 'Submit Vote'}
            </button>
            {voted && (
              <button
                type="button"
                className="button button--secondary button--block"
                disabled={busy}
                onClick={reset}
              >
                Reset Vote
              </button>
            )}
          </div>
        )}
      </main>
      <ConnectionBanner status={live.status} />
    </div>
  );
}

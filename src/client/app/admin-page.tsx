import { useState } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { AddContestantDialog } from '#client/features/contestants/add-contestant-dialog.tsx';
import { ContestantGrid } from '#client/features/contestants/contestant-grid.tsx';
import { Confetti } from '#client/features/results/confetti.tsx';
import { ResultsSummary } from '#client/features/results/results-summary.tsx';
import { CreateRoomForm } from '#client/features/rooms/create-room-form.tsx';
import { confirmFinish, finishFailureMessage } from '#client/features/rooms/finish-voting.ts';
import { RoomCodePanel } from '#client/features/rooms/room-code-panel.tsx';
import { VotersPanel } from '#client/features/rooms/voters-panel.tsx';
import { api } from '#client/lib/api-client.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useAdminRoom } from '#client/lib/use-room.ts';
import type { Participant } from '#shared/api.ts';
import { joinLink } from './routes.ts';
import './pages.css';

export function AdminPage({
  session,
  onCreated,
  onLeave,
  onBack,
}: {
  session: AdminSession | null;
  onCreated: (session: AdminSession) => void;
  onLeave: () => void;
  onBack: () => void;
}) {
  if (!session) {
    return (
      <div className="page page--narrow stack">
        <BrandBar />
        <main>
          <CreateRoomForm
            onBack={onBack}
            onCreate={async (fields) => {
              const created = await api.createRoom(fields);
              onCreated({ roomId: created.room.id, adminToken: created.adminToken });
            }}
          />
        </main>
      </div>
    );
  }
  return <AdminDashboard key={session.roomId} session={session} onLeave={onLeave} />;
}

function AdminDashboard({ session, onLeave }: { session: AdminSession; onLeave: () => void }) {
  const live = useAdminRoom(session.roomId, session.adminToken);
  const [adding, setAdding] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [burst, setBurst] = useState(0);
  const state = live.state;

  if (live.end) {
    return (
      <div className="page page--narrow stack">
        <BrandBar />
        <main className="card stack">
          <h1 className="section-title">This room is no longer available</h1>
          <button type="button" className="button button--primary" onClick={onLeave}>
            Back to Home
          </button>
        </main>
      </div>
    );
  }

  if (!state) {
    return (
      <div className="page stack" aria-busy="true">
        <BrandBar />
        <p className="muted">Loading room…</p>
      </div>
    );
  }

  const { room, contestants, results, totals } = state;
  const ended = room.status === 'ended';
  const canFinish = !ended && contestants.length > 0;

  const finish = async () => {
    if (!confirmFinish(contestants.length, totals.ballots)) return;
    setFinishing(true);
    try {
      const finished = await api.finishVoting(room.id, session.adminToken);
      live.setState((current) => ({ ...current, room: finished.room, results: finished.results }));
      setBurst((n) => n + 1);
    } catch (error) {
      window.alert(finishFailureMessage(error));
    } finally {
      setFinishing(false);
    }
  };

  const remove = async (participant: Participant) => {
    try {
      await api.removeParticipant(room.id, session.adminToken, participant.id);
    } catch (error) {
      window.alert(`Failed to remove participant: ${getErrorMessage(error)}`);
    }
  };

  return (
    <div className="page stack admin">
      <BrandBar>
        <button type="button" className="button button--secondary button--small" onClick={onLeave}>
          Leave
        </button>
      </BrandBar>
      <main className="stack admin-main">
        <section className="card card--hero admin-header" aria-labelledby="room-name">
          <div className="stack" style={{ gap: 6 }}>
            <p className="admin-status">
              {ended ? (
                <span className="badge badge--ended">Voting ended</span>
              ) : (
                <span className="badge badge--on-hero">
                  <span className="live-dot" aria-hidden="true" /> Voting open
                </span>
              )}
            </p>
            <h1 id="room-name" className="admin-room-name">
              {room.name}
            </h1>
            <p className="admin-room-title">{room.title}</p>
          </div>
          <div className="admin-stats">
            <div className="stat">
              <span className="stat-value" data-testid="participant-count">
                {state.participants.length}
              </span>
              <span className="stat-label">
                {state.participants.length === 1 ? 'participant' : 'participants'}
              </span>
            </div>
            <div className="stat">
              <span className="stat-value">{totals.ballots}</span>
              <span className="stat-label">{totals.ballots === 1 ? 'vote' : 'votes'}</span>
            </div>
            <div className="stat">
              <span className="stat-value">{contestants.length}</span>
              <span className="stat-label">
                {contestants.length === 1 ? 'contestant' : 'contestants'}
              </span>
            </div>
          </div>
        </section>

        <div className="admin-grid">
          <div className="stack admin-primary">
            <RoomCodePanel code={room.code} joinUrl={joinLink(room.code)} />
            {canFinish && (
              <button
                type="button"
                className="button button--gradient button--block finish-button"
                disabled={finishing}
                onClick={finish}
              >
                {finishing ? 'Finishing...' : 'Finish Voting and Show Results'}
              </button>
            )}

            {results && (
              <section className="stack" aria-labelledby="final-results">
                <h2 id="final-results" className="section-title">
                  Final Results
                </h2>
                <ResultsSummary results={results} contestants={contestants} />
              </section>
            )}

            <section className="stack" aria-labelledby="contestants-title">
              <div className="row">
                <h2 id="contestants-title" className="section-title">
                  Contestants
                </h2>
                <span className="spacer" />
                {!ended && (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={() => setAdding(true)}
                  >
                    + Add Contestant
                  </button>
                )}
              </div>
              <ContestantGrid contestants={contestants} />
            </section>
          </div>

          <VotersPanel
            participants={state.participants}
            recentBallots={state.recentBallots}
            totals={totals}
            contestants={contestants}
            canRemove={!ended}
            onRemove={remove}
          />
        </div>
      </main>
      <AddContestantDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (input) => {
          const { contestant } = await api.addContestant(room.id, session.adminToken, input);
          live.setState((current) =>
            current.contestants.some((c) => c.id === contestant.id)
              ? current
              : { ...current, contestants: [...current.contestants, contestant] },
          );
        }}
      />
      <Confetti burst={burst} />
      <ConnectionBanner status={live.status} />
    </div>
  );
}

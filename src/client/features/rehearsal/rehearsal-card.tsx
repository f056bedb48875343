import { useState } from 'react';
import type { AdminSession } from '#client/lib/storage.ts';
import type { ActivityTotals, Room } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';
import { EndRehearsalDialog } from './end-rehearsal-dialog.tsx';
import { rehearsalApi } from './rehearsal-api.ts';
import { canRehearse } from './rehearsal-choices.ts';
import { RehearseDialog } from './rehearse-dialog.tsx';
import './rehearsal.css';

/**
 * The rehearsal on the dashboard: while one runs, a banner that says so
 * with its simulated voters' turnout and End rehearsal (Go live once its
 * voting has finished); before doors open, Rehearse with simulated voters.
 * `onChanged` takes the room a call answered, ahead of the live update.
 */
export function RehearsalCard({
  session,
  room,
  totals,
  contestantCount,
  onChanged,
}: {
  session: AdminSession;
  room: Room;
  totals: ActivityTotals;
  contestantCount: number;
  onChanged: (room: Room) => void;
}) {
  const [choosing, setChoosing] = useState(false);
  const [ending, setEnding] = useState(false);
  const { roomId, adminToken } = session;
  const start = async (voters: number, seconds: number) => {
    onChanged((await rehearsalApi.start(roomId, adminToken, voters, seconds)).room);
  };
  const end = async () => {
    onChanged((await rehearsalApi.end(roomId, adminToken)).room);
  };

  if (room.rehearsal) {
    const finished = room.status === 'ended';
    const action = finished ? 'Go live' : 'End rehearsal';
    return (
      <section className="card rehearsal-banner" aria-labelledby="rehearsal-title">
        <div className="rehearsal-banner__text">
          <h2 id="rehearsal-title" className="rehearsal-banner__title">
            Rehearsal: simulated voters
          </h2>
          <p className="rehearsal-banner__status" aria-live="polite">
            {finished
              ? 'Voting has finished on the rehearsal: run the reveal, then go live.'
              : `${formatCount(totals.ballots)} of ${formatCount(room.rehearsal.voters)} simulated voters ${totals.ballots === 1 ? 'has' : 'have'} voted. Nothing of the rehearsal counts: people join once you go live.`}
          </p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setEnding(true)}>
          {action}
        </button>
        <EndRehearsalDialog
          action={ending ? action : null}
          onEnd={end}
          onClose={() => setEnding(false)}
        />
      </section>
    );
  }
  if (!canRehearse(room, totals, contestantCount)) return null;
  return (
    <section className="card rehearsal-offer" aria-labelledby="rehearse-title">
      <div className="rehearsal-banner__text">
        <h2 id="rehearse-title" className="section-title">
          Rehearse the show
        </h2>
        <p className="muted">
          Before doors open: simulated voters fill the room so you can try Finish Voting and the
          reveal, then take it all away.
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setChoosing(true)}
      >
        Rehearse with simulated voters
      </button>
      <RehearseDialog open={choosing} onStart={start} onClose={() => setChoosing(false)} />
    </section>
  );
}

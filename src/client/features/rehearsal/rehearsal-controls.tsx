import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { ActivityTotals, Room } from '#shared/api.ts';
import { EndRehearsalDialog, REHEARSAL_END_WORDS } from './end-rehearsal-dialog.tsx';
import { rehearsalApi } from './rehearsal-api.ts';
import { canRehearse } from './rehearsal-choices.ts';
import { RehearseDialog } from './rehearse-dialog.tsx';
import './rehearsal.css';

/** The organiser's calls about the rehearsal, each showing the room it answered with. */
function useRehearsalCalls(session: AdminSession, onChanged: (room: Room) => void) {
  const { roomId, adminToken } = session;
  return {
    start: async (voters: number, seconds: number) => {
      onChanged((await rehearsalApi.start(roomId, adminToken, voters, seconds)).room);
    },
    end: async () => {
      onChanged((await rehearsalApi.end(roomId, adminToken)).room);
    },
  };
}

/**
 * While a rehearsal runs, a banner on the dashboard that says so, with its
 * simulated voters' turnout and End rehearsal (Go live once its voting has
 * finished). `onChanged` takes the room a call answered, ahead of the live update.
 */
export function RehearsalBanner({
  session,
  room,
  totals,
  onChanged,
}: {
  session: AdminSession;
  room: Room;
  totals: ActivityTotals;
  onChanged: (room: Room) => void;
}) {
  const [ending, setEnding] = useState(false);
  const { t, i18n } = useLingui();
  const { end } = useRehearsalCalls(session, onChanged);
  if (!room.rehearsal) return null;
  const finished = room.status === 'ended';
  const action = finished ? 'go_live' : 'end_rehearsal';
  const votedCount = totals.ballots;
  const voterCount = formatNumber(room.rehearsal.voters, i18n.locale);
  return (
    <section className="card rehearsal-banner" aria-labelledby="rehearsal-title">
      <div className="rehearsal-banner__text">
        <h2 id="rehearsal-title" className="rehearsal-banner__title">
          <Trans>Rehearsal: simulated voters</Trans>
        </h2>
        <p className="rehearsal-banner__status" aria-live="polite">
          {finished
            ? t`Voting has finished on the rehearsal: run the reveal, then go live.`
            : t`${plural(votedCount, {
                one: `# of ${voterCount} simulated voters has voted.`,
                other: `# of ${voterCount} simulated voters have voted.`,
              })} Nothing of the rehearsal counts: people join once you go live.`}
        </p>
      </div>
      <button type="button" className="button button--primary" onClick={() => setEnding(true)}>
        {i18n._(REHEARSAL_END_WORDS[action].button)}
      </button>
      <EndRehearsalDialog
        action={ending ? action : null}
        onEnd={end}
        onClose={() => setEnding(false)}
      />
    </section>
  );
}

/** Before doors open (nobody in the room yet): Rehearse with simulated voters. */
export function RehearseCard({
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
  const { start } = useRehearsalCalls(session, onChanged);
  if (!canRehearse(room, totals, contestantCount)) return null;
  return (
    <section className="card stack rehearsal-offer" aria-labelledby="rehearse-title">
      <h2 id="rehearse-title" className="section-title">
        <Trans>Rehearsal</Trans>
      </h2>
      <p className="muted rehearsal-offer__hint">
        <Trans>
          Before doors open: simulated voters fill the room so you can try Finish Voting and the
          reveal, then take it all away.
        </Trans>
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setChoosing(true)}
      >
        <Trans>Rehearse with simulated voters</Trans>
      </button>
      <RehearseDialog open={choosing} onStart={start} onClose={() => setChoosing(false)} />
    </section>
  );
}

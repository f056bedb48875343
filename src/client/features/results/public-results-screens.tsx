import type { ReactNode } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { HourglassIcon } from '#client/components/icons.tsx';
import type { Room } from '#shared/api.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { HomeLink, ResultsBrandBar, StateScreen } from './results-state-screens.tsx';
import './public-results-screens.css';

/** The public results page's header: a way home, the room's name, title and code. */
export function PublicRoomHeader({ room, onHome }: { room: Room; onHome: () => void }) {
  return (
    <>
      <ResultsBrandBar backLabel="Back to Home" onBack={onHome} />
      <section className="card card--hero public-room" aria-labelledby="public-room-name">
        <p className="eyebrow">Results page</p>
        <h1 id="public-room-name" className="public-room__name">
          {room.name}
        </h1>
        <p className="public-room__title">{room.title}</p>
        <p className="public-room__code">
          Room code <span className="public-room__code-value">{formatRoomCode(room.code)}</span>
        </p>
      </section>
    </>
  );
}

/** Before the end: no tally, only where things stand and how to take part. */
export function VotingStillOpen({ header, code }: { header: ReactNode; code: string }) {
  return (
    <StateScreen header={header} icon={<HourglassIcon size={40} />} title="Voting is still open">
      <p className="muted">
        The results will appear here as soon as the organiser ends voting. Keep this page open.
      </p>
      <a className="button button--primary" href={`/join?code=${encodeURIComponent(code)}`}>
        Join to vote
      </a>
    </StateScreen>
  );
}

/** Voting has ended and the results are on their way (the spec's words). */
export function ResultsCalculating({ header }: { header: ReactNode }) {
  return (
    <StateScreen header={header} icon={<HourglassIcon size={40} />} title="Voting Has Ended">
      <p>The admin has ended the voting session.</p>
      <p className="muted">Results are being calculated...</p>
    </StateScreen>
  );
}

/** No room has the code in the address. */
export function PublicRoomNotFound({ code, onHome }: { code: string; onHome: () => void }) {
  return (
    <div className="page page--narrow stack">
      <BrandBar />
      <main className="card stack state-card">
        <h1 className="section-title public-room__missing">Room not found</h1>
        <p className="muted">
          No room has the code <strong>{code}</strong>. Check the link you were given.
        </p>
        <HomeLink className="button button--primary" onHome={onHome}>
          Back to Home
        </HomeLink>
      </main>
    </div>
  );
}

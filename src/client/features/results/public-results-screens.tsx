import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { HourglassIcon } from '#client/components/icons.tsx';
import type { Room } from '#shared/api.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { HomeLink, ResultsBrandBar, StateScreen } from './results-state-screens.tsx';
import './public-results-screens.css';

/** The public results page's header: a way home, the room's name, title and code. */
export function PublicRoomHeader({ room, onHome }: { room: Room; onHome: () => void }) {
  const { t } = useLingui();
  const roomCode = formatRoomCode(room.code);
  return (
    <>
      <ResultsBrandBar backLabel={t`Back to Home`} onBack={onHome} />
      <section className="card card--hero public-room" aria-labelledby="public-room-name">
        <p className="eyebrow">
          <Trans>Results page</Trans>
        </p>
        <h1 id="public-room-name" className="public-room__name">
          {room.name}
        </h1>
        <p className="public-room__title">{room.title}</p>
        <p className="public-room__code">
          <Trans>
            Room code <span className="public-room__code-value">{roomCode}</span>
          </Trans>
        </p>
      </section>
    </>
  );
}

/** Before the end: no tally, only where things stand and how to take part. */
export function VotingStillOpen({ header, code }: { header: ReactNode; code: string }) {
  const { t } = useLingui();
  return (
    <StateScreen header={header} icon={<HourglassIcon size={40} />} title={t`Voting is still open`}>
      <p className="muted">
        <Trans>
          The results will appear here as soon as the organiser ends voting. Keep this page open.
        </Trans>
      </p>
      <a className="button button--primary" href={`/join?code=${encodeURIComponent(code)}`}>
        <Trans>Join to vote</Trans>
      </a>
    </StateScreen>
  );
}

/** Voting has ended and the results are on their way (the spec's words). */
export function ResultsCalculating({ header }: { header: ReactNode }) {
  const { t } = useLingui();
  return (
    <StateScreen header={header} icon={<HourglassIcon size={40} />} title={t`Voting Has Ended`}>
      <p>
        <Trans>The admin has ended the voting session.</Trans>
      </p>
      <p className="muted">
        <Trans>Results are being calculated...</Trans>
      </p>
    </StateScreen>
  );
}

/** No room has the code in the address. */
export function PublicRoomNotFound({ code, onHome }: { code: string; onHome: () => void }) {
  const roomCode = code;
  return (
    <div className="page page--narrow stack">
      <BrandBar />
      <main className="card stack state-card">
        <h1 className="section-title public-room__missing">
          <Trans>Room not found</Trans>
        </h1>
        <p className="muted">
          <Trans>
            No room has the code <strong>{roomCode}</strong>. Check the link you were given.
          </Trans>
        </p>
        <HomeLink className="button button--primary" onHome={onHome}>
          <Trans>Back to Home</Trans>
        </HomeLink>
      </main>
    </div>
  );
}

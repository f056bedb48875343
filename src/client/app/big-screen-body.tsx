import type { ReactNode } from 'react';
import { RehearsalRibbon } from '#client/components/rehearsal-notice.tsx';
import { PresenterCountdown } from '#client/features/presenter/presenter-countdown.tsx';
import { PresenterJoin } from '#client/features/presenter/presenter-join.tsx';
import { PresenterTurnout } from '#client/features/presenter/presenter-turnout.tsx';
import { StagedReveal } from '#client/features/reveal/staged-reveal.tsx';
import { resultsLink } from '#client/lib/links.ts';
import type { ActivityTotals, Award, PublicAddress, Results, Room } from '#shared/api.ts';
import { screenResults } from '#shared/reveal.ts';

/** Beside the big screen's title: that it is a rehearsal, and the time left to vote. */
export function BigScreenAside({ room }: { room: Room }) {
  return (
    <>
      {room.rehearsal && <RehearsalRibbon />}
      {room.status !== 'ended' && <PresenterCountdown votingEndsAt={room.votingEndsAt} />}
    </>
  );
}

/**
 * What the big screen shows, the presenter and every screen link alike:
 * how to join and live turnout while voting is open, then the staged
 * reveal. The reveal is drawn from the results as far as it has shown them
 * (`screenResults`), so that nothing of a place still hidden is on the page.
 * `action` is the presenter's Reveal next; a screen link has none.
 */
export function BigScreenBody({
  room,
  totals,
  awards,
  results,
  address,
  action,
}: {
  room: Room;
  totals: ActivityTotals;
  awards: readonly Award[];
  results: Results | null;
  address: PublicAddress & { loaded: boolean };
  action: ReactNode;
}) {
  if (room.status !== 'ended') {
    return (
      <>
        <PresenterJoin address={address} code={room.code} />
        <PresenterTurnout totals={totals} awards={awards} />
      </>
    );
  }
  if (!results) return <p className="presenter-note">Results are being calculated...</p>;
  return (
    <StagedReveal
      results={screenResults(room, results)}
      step={room.revealStep}
      resultsAddress={resultsLink(address.url, room.code)}
      action={action}
    />
  );
}

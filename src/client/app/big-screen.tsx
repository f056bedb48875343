import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { RehearsalRibbon } from '#client/components/rehearsal-notice.tsx';
import { PresenterCountdown } from '#client/features/presenter/presenter-countdown.tsx';
import { PresenterJoin } from '#client/features/presenter/presenter-join.tsx';
import { PresenterScreen } from '#client/features/presenter/presenter-screen.tsx';
import { PresenterTurnout } from '#client/features/presenter/presenter-turnout.tsx';
import { StagedReveal } from '#client/features/reveal/staged-reveal.tsx';
import { usePublicAddress } from '#client/features/rooms/use-public-address.ts';
import { resultsLink } from '#client/lib/links.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { ActivityTotals, Award, PublicAddress, Results, Room } from '#shared/api.ts';
import { screenResults } from '#shared/reveal.ts';

/** Beside the big screen's title: that it is a rehearsal, and the time left to vote. */
function BigScreenAside({ room }: { room: Room }) {
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
function BigScreenBody({
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
  if (!results) {
    return (
      <p className="presenter-note">
        <Trans>Results are being calculated...</Trans>
      </p>
    );
  }
  return (
    <StagedReveal
      results={screenResults(room, results)}
      step={room.revealStep}
      resultsAddress={resultsLink(address.url, room.code)}
      action={action}
    />
  );
}

/** What the big screen knows of the room: the live state of the presenter or a screen link. */
type BigScreenRoom = {
  room: Room;
  totals: ActivityTotals;
  awards: readonly Award[];
  results: Results | null;
};

/**
 * The big screen, the presenter and every screen link alike: the frame
 * (room name and title, a rehearsal's ribbon, the time left, fullscreen),
 * what the moment calls for, and the connection's state.
 */
export function BigScreen({
  state,
  status,
  action,
  fullscreen,
  transparent = false,
}: {
  state: BigScreenRoom;
  status: ConnectionStatus;
  action: ReactNode;
  fullscreen: ComponentProps<typeof PresenterScreen>['fullscreen'];
  transparent?: boolean;
}) {
  const address = usePublicAddress();
  const { room } = state;
  return (
    <PresenterScreen
      room={room}
      fullscreen={fullscreen}
      transparent={transparent}
      aside={<BigScreenAside room={room} />}
    >
      <BigScreenBody
        room={room}
        totals={state.totals}
        awards={state.awards}
        results={state.results}
        address={address}
        action={action}
      />
      <ConnectionBanner status={status} />
    </PresenterScreen>
  );
}

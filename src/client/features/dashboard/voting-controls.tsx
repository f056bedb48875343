import type { ReactNode } from 'react';
import type { Results, Room } from '#shared/api.ts';
import { FinishVotingButton } from './finish-voting-button.tsx';
import { HoldResultsToggle, PublishBallotsToggle } from './room-switches.tsx';
import type { useAdminDashboard } from './use-admin-dashboard.ts';
import './voting-controls.css';

/**
 * How voting ends: Hold results for the reveal, Publish anonymised ballots,
 * the timer, and Finish Voting while it can be offered.
 */
export function VotingControls({
  room,
  results,
  contestantCount,
  dashboard,
  timerControls,
}: {
  room: Room;
  results: Results | null;
  contestantCount: number;
  dashboard: Pick<
    ReturnType<typeof useAdminDashboard>,
    'finishing' | 'finish' | 'hold' | 'publish'
  >;
  /** The voting timer's controls, from the timer feature: composed by the page. */
  timerControls: ReactNode;
}) {
  return (
    <section className="card stack voting-controls" aria-label="Voting controls">
      <div className="voting-controls__switches">
        <HoldResultsToggle room={room} results={results} hold={dashboard.hold} />
        <PublishBallotsToggle room={room} publish={dashboard.publish} />
      </div>
      {timerControls}
      {room.status !== 'ended' && contestantCount > 0 && (
        <FinishVotingButton finishing={dashboard.finishing} onFinish={dashboard.finish} />
      )}
    </section>
  );
}

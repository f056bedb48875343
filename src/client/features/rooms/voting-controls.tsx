import type { Results, Room } from '#shared/api.ts';
import { FinishVotingButton } from './finish-voting-button.tsx';
import { HoldResultsToggle } from './hold-results-toggle.tsx';
import type { useAdminDashboard } from './use-admin-dashboard.ts';
import './voting-controls.css';

/** How voting ends: Hold results for the reveal, and Finish Voting while it can be offered. */
export function VotingControls({
  room,
  results,
  contestantCount,
  dashboard,
}: {
  room: Room;
  results: Results | null;
  contestantCount: number;
  dashboard: Pick<ReturnType<typeof useAdminDashboard>, 'finishing' | 'finish' | 'hold'>;
}) {
  return (
    <section className="card stack voting-controls" aria-label="Voting controls">
      <HoldResultsToggle room={room} results={results} hold={dashboard.hold} />
      {room.status !== 'ended' && contestantCount > 0 && (
        <FinishVotingButton finishing={dashboard.finishing} onFinish={dashboard.finish} />
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Results, Room } from '#shared/api.ts';
import { finishOffered } from './finish-voting.ts';
import { FinishVotingButton } from './finish-voting-button.tsx';
import { HoldResultsToggle, PublishBallotsToggle } from './room-switches.tsx';
import type { useAdminDashboard } from './use-admin-dashboard.ts';
import './voting-controls.css';

/**
 * How voting ends: Hold results for the reveal, Publish anonymised ballots,
 * the timer, and Finish Voting while it can be offered (unless the phone's
 * remote at the bottom of the screen holds those two).
 */
export function VotingControls({
  room,
  results,
  contestantCount,
  dashboard,
  timerControls,
  endingInRemote = false,
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
  /** On a phone, the timer and Finish Voting sit in the remote instead. */
  endingInRemote?: boolean;
}) {
  const { t } = useLingui();
  return (
    <section className="card stack voting-controls" aria-label={t`Voting controls`}>
      <div className="voting-controls__switches">
        <HoldResultsToggle room={room} results={results} hold={dashboard.hold} />
        <PublishBallotsToggle room={room} publish={dashboard.publish} />
      </div>
      {!endingInRemote && timerControls}
      {!endingInRemote && finishOffered(room, contestantCount) && (
        <FinishVotingButton finishing={dashboard.finishing} onFinish={dashboard.finish} />
      )}
    </section>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { ActivityTotals, Award, Ballot, Contestant, Participant } from '#shared/api.ts';
import { dashboardApi } from './dashboard-api.ts';
import { ParticipantList } from './participant-list.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { SetTeamDialog } from './set-team-dialog.tsx';
import { useParticipantPage } from './use-participant-page.ts';
import './participants-panel.css';

/** Voters and Activity: turnout, the latest ballots, and who is in the room, a page at a time. */
export function ParticipantsPanel({
  roomId,
  adminToken,
  status,
  recentBallots,
  totals,
  contestants,
  awards,
  canRemove,
  onRemove,
}: {
  roomId: string;
  adminToken: string;
  status: ConnectionStatus;
  recentBallots: Ballot[];
  totals: ActivityTotals;
  contestants: Contestant[];
  awards: Award[];
  canRemove: boolean;
  /** Resolves true when the participant was removed. */
  onRemove: (participant: Participant) => Promise<boolean>;
}) {
  const { i18n } = useLingui();
  const list = useParticipantPage(roomId, adminToken, totals, status);
  const contestantNames = new Map(contestants.map((c) => [c.id, c.name]));
  const [settingTeam, setSettingTeam] = useState<Participant | null>(null);
  const saveTeam = async (participant: Participant, teamId: string | null) => {
    await dashboardApi.setTeam(roomId, adminToken, participant.id, teamId);
    list.removed();
  };
  const awardNames = awards.length > 1 ? new Map(awards.map((a) => [a.id, a.name])) : undefined;
  const remove = async (participant: Participant) => {
    if (await onRemove(participant)) list.removed();
  };

  const ballotCount = totals.ballots;
  const voted = formatNumber(totals.ballots, i18n.locale);
  const participants = formatNumber(totals.participants, i18n.locale);
  return (
    <aside className="card stack participants-panel" aria-labelledby="voters-title">
      <div className="row">
        <h2 id="voters-title" className="section-title">
          <Trans>Voters and Activity</Trans>
        </h2>
        <span className="spacer" />
        <span className="badge" data-testid="ballot-count">
          <Plural value={ballotCount} one="# vote" other="# votes" />
        </span>
      </div>
      <p className="turnout" data-testid="turnout">
        <Trans>
          {voted} of {participants} voted
        </Trans>
      </p>

      <RecentActivity
        recentBallots={recentBallots}
        contestantNames={contestantNames}
        awardNames={awardNames}
      />

      <section className="stack" style={{ gap: 8 }} aria-labelledby="voters-list">
        <h3 id="voters-list" className="eyebrow">
          <Trans>Voters ({participants})</Trans>
        </h3>
        <ParticipantList
          list={list}
          canRemove={canRemove}
          onRemove={remove}
          teamNames={contestantNames}
          onSetTeam={canRemove && contestants.length > 0 ? setSettingTeam : undefined}
        />
      </section>
      <SetTeamDialog
        participant={settingTeam}
        contestants={contestants}
        onSave={saveTeam}
        onClose={() => setSettingTeam(null)}
      />
    </aside>
  );
}

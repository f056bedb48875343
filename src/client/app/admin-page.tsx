import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { Confetti } from '#client/components/confetti.tsx';
import { ConnectionBanner } from '#client/components/connection-banner.tsx';
import { LoadingRoom, RoomUnavailable } from '#client/components/room-states.tsx';
import { AdminRevoked } from '#client/features/admins/admin-revoked.tsx';
import { AwardsSection } from '#client/features/awards/awards-section.tsx';
import { AddContestantDialog } from '#client/features/contestants/add-contestant-dialog.tsx';
import { ContestantChangeDialogs } from '#client/features/contestants/contestant-change-dialogs.tsx';
import { ContestantsSection } from '#client/features/contestants/contestants-section.tsx';
import { useAddContestant } from '#client/features/contestants/use-add-contestant.ts';
import { useContestantChanges } from '#client/features/contestants/use-contestant-changes.ts';
import { AdminHeader } from '#client/features/dashboard/admin-header.tsx';
import { finishOffered } from '#client/features/dashboard/finish-voting.ts';
import { FinishVotingButton } from '#client/features/dashboard/finish-voting-button.tsx';
import { PresentButton } from '#client/features/dashboard/present-button.tsx';
import { RoomCodePanel } from '#client/features/dashboard/room-code-panel.tsx';
import { useAdminDashboard } from '#client/features/dashboard/use-admin-dashboard.ts';
import { VotingControls } from '#client/features/dashboard/voting-controls.tsx';
import { ExpoLink } from '#client/features/expo/expo-link.tsx';
import { NumberTablesButton } from '#client/features/expo/number-tables-button.tsx';
import { ExportPanel } from '#client/features/files/export-panel.tsx';
import { ImportContestantsDialog } from '#client/features/files/import-contestants-dialog.tsx';
import { useContestantImport } from '#client/features/files/use-contestant-import.ts';
import { TeamLinkDialog } from '#client/features/judges/team-link-dialog.tsx';
import { RehearsalBanner } from '#client/features/rehearsal/rehearsal-controls.tsx';
import { RemoteBar } from '#client/features/remote/remote-bar.tsx';
import { RevealCard, RevealRemote } from '#client/features/remote/reveal-remote.tsx';
import { useDockedRemote } from '#client/features/remote/use-docked-remote.ts';
import { FinalResultsSection } from '#client/features/results/final-results-section.tsx';
import { CreateRoomForm } from '#client/features/rooms/create-room-form.tsx';
import { usePublicAddress } from '#client/features/rooms/use-public-address.ts';
import { useVotingTimer } from '#client/features/timer/use-voting-timer.ts';
import { VotingTimerControls } from '#client/features/timer/voting-timer-controls.tsx';
import { AfterPaint } from '#client/lib/after-paint.tsx';
import { joinLink } from '#client/lib/links.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Contestant } from '#shared/api.ts';
import { AdminAside } from './admin-aside.tsx';
import { AdminJudging } from './admin-judging.tsx';
import { AdminPeople } from './admin-people.tsx';

/** The admin view (/admin): Create Room without a room, the dashboard with one. */
export function AdminPage({
  session,
  onCreated,
  onLeave,
  onBack,
}: {
  session: AdminSession | null;
  onCreated: (session: AdminSession) => void;
  onLeave: () => void;
  onBack: () => void;
}) {
  if (!session) {
    return (
      <div className="page page--narrow stack">
        <BrandBar />
        <main>
          <CreateRoomForm onBack={onBack} onCreated={onCreated} />
        </main>
      </div>
    );
  }
  return <AdminDashboard key={session.roomId} session={session} onLeave={onLeave} />;
}

function AdminDashboard({ session, onLeave }: { session: AdminSession; onLeave: () => void }) {
  const { t } = useLingui();
  const dashboard = useAdminDashboard(session);
  const timer = useVotingTimer(session, dashboard.votingEndsAtChanged);
  const adding = useAddContestant(session.roomId, session.adminToken, dashboard.contestantAdded);
  const importing = useContestantImport(session.roomId, session.adminToken, (imported) =>
    imported.contestants.forEach(dashboard.contestantAdded),
  );
  const changes = useContestantChanges(
    session.roomId,
    session.adminToken,
    dashboard.contestantAdded,
  );
  const { state } = dashboard;
  const address = usePublicAddress();
  const [teamLinkOf, setTeamLinkOf] = useState<Contestant | null>(null);
  const docked = useDockedRemote();

  if (dashboard.end === 'admin-revoked') return <AdminRevoked onHome={onLeave} />;
  if (dashboard.end) {
    return (
      <RoomUnavailable
        message={t`This room is no longer available`}
        actionLabel={t`Back to Home`}
        onAction={onLeave}
      />
    );
  }
  if (!state) return <LoadingRoom />;

  const { room, contestants, results, totals } = state;
  const open = room.status !== 'ended';
  const timerControls = (
    <VotingTimerControls room={room} contestantCount={contestants.length} timer={timer} />
  );
  // On a phone the show's controls dock at the bottom: the timer and Finish Voting, then the reveal.
  const endingInRemote = docked && finishOffered(room, contestants.length);
  // An expo's judging: while it runs, beside the voting controls; after, under the results.
  const judging = <AdminJudging session={session} state={state} status={dashboard.status} />;
  // Tables and the expo page, once the room is an expo: an expo award, or a project at a table.
  const expo =
    state.awards.some((award) => award.expo) || contestants.some((c) => c.tableNumber !== null);
  const reveal = results && !open && (
    <RevealRemote
      session={session}
      room={room}
      results={results}
      onAnswered={dashboard.revealAnswered}
    />
  );

  return (
    <div className="page stack admin">
      <BrandBar>
        <PresentButton />
        <button type="button" className="button button--secondary button--small" onClick={onLeave}>
          <Trans context="leave the room's dashboard">Leave</Trans>
        </button>
      </BrandBar>
      <main className="stack admin-main">
        <AdminHeader
          room={room}
          participantCount={totals.participants}
          totals={totals}
          contestantCount={contestants.length}
        />
        <div className="admin-grid">
          <div className="stack admin-primary">
            <RehearsalBanner
              session={session}
              room={room}
              totals={totals}
              onChanged={dashboard.rehearsalChanged}
            />
            <RoomCodePanel
              code={room.code}
              roomName={room.name}
              votingOpen={open}
              joinUrl={joinLink(address.url, room.code)}
              hint={address.hint}
              addressKnown={address.loaded}
            />
            <AfterPaint>
              <VotingControls
                room={room}
                results={results}
                contestantCount={contestants.length}
                dashboard={dashboard}
                timerControls={timerControls}
                endingInRemote={endingInRemote}
              />
              {reveal && !docked && <RevealCard>{reveal}</RevealCard>}
              {open && judging}
              {results && (
                <FinalResultsSection
                  room={room}
                  results={results}
                  contestants={contestants}
                  publicUrl={address.url}
                />
              )}
              {!open && judging}
              <ExportPanel room={room} adminToken={session.adminToken} />
              <ContestantsSection
                contestants={contestants}
                canAdd={open}
                onAdd={adding.show}
                onImport={importing.show}
                changes={open ? changes : undefined}
                teams={totals.teams}
                onTeamLink={setTeamLinkOf}
                tools={
                  expo && (
                    <>
                      {open && contestants.length > 0 && (
                        <NumberTablesButton
                          roomId={session.roomId}
                          adminToken={session.adminToken}
                          contestants={contestants}
                          onNumbered={(numbered) => numbered.forEach(dashboard.contestantAdded)}
                        />
                      )}
                      <ExpoLink publicUrl={address.url} code={room.code} />
                    </>
                  )
                }
              />
              <AwardsSection
                roomId={session.roomId}
                adminToken={session.adminToken}
                awards={state.awards}
                contestants={contestants}
                totals={totals}
                canChange={open}
              />
              <AdminPeople
                session={session}
                state={state}
                status={dashboard.status}
                publicUrl={address.url}
              />
            </AfterPaint>
          </div>
          <AdminAside session={session} dashboard={dashboard} publicUrl={address.url} />
        </div>
      </main>
      {docked && (endingInRemote || reveal) ? (
        <RemoteBar status={dashboard.status}>
          {reveal || (
            <>
              {timerControls}
              <FinishVotingButton finishing={dashboard.finishing} onFinish={dashboard.finish} />
            </>
          )}
        </RemoteBar>
      ) : (
        <ConnectionBanner status={dashboard.status} />
      )}
      <AddContestantDialog open={adding.open} onClose={adding.close} onAdd={adding.add} />
      <ImportContestantsDialog
        open={importing.open}
        state={importing.state}
        onChoose={(file) => void importing.choose(file)}
        onImport={() => void importing.confirm()}
        onClose={importing.close}
      />
      <ContestantChangeDialogs changes={changes} />
      <TeamLinkDialog
        contestant={teamLinkOf}
        session={session}
        roomCode={room.code}
        publicUrl={address.url}
        onClose={() => setTeamLinkOf(null)}
      />
      <Confetti burst={dashboard.burst} />
    </div>
  );
}

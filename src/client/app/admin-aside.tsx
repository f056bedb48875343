import { ParticipantsPanel } from '#client/features/dashboard/participants-panel.tsx';
import type { useAdminDashboard } from '#client/features/dashboard/use-admin-dashboard.ts';
import { RehearseCard } from '#client/features/rehearsal/rehearsal-controls.tsx';
import { RoomLanguageCard } from '#client/features/room-language/room-language-card.tsx';
import { ScreensPanel } from '#client/features/screens/screens-panel.tsx';
import { AfterPaint } from '#client/lib/after-paint.tsx';
import type { AdminSession } from '#client/lib/storage.ts';

type Dashboard = ReturnType<typeof useAdminDashboard>;

/**
 * The dashboard's side column, beside the main one, where a long room leaves
 * room to spare: screens, the room's language, rehearsal, voters and activity.
 * Drawn two frames after the rest.
 */
export function AdminAside({
  session,
  dashboard,
  publicUrl,
}: {
  session: AdminSession;
  dashboard: Dashboard;
  publicUrl: string;
}) {
  const { state } = dashboard;
  if (!state) return null;
  const { room, contestants, totals } = state;
  const open = room.status !== 'ended';
  return (
    <AfterPaint frames={2}>
      <div className="admin-aside">
        <ScreensPanel
          session={session}
          changes={state.screenChanges}
          status={dashboard.status}
          publicUrl={publicUrl}
        />
        <RoomLanguageCard session={session} language={room.language} />
        <RehearseCard
          session={session}
          room={room}
          totals={totals}
          contestantCount={contestants.length}
          onChanged={dashboard.rehearsalChanged}
        />
        <ParticipantsPanel
          roomId={session.roomId}
          adminToken={session.adminToken}
          status={dashboard.status}
          recentBallots={state.recentBallots}
          awards={state.awards}
          totals={totals}
          contestants={contestants}
          canRemove={open}
          onRemove={dashboard.removeParticipant}
        />
      </div>
    </AfterPaint>
  );
}

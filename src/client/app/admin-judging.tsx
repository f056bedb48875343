import { JudgingPanel } from '#client/features/judging/judging-panel.tsx';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminRoomState } from '#client/lib/live-room/room-state-admin.ts';
import type { AdminSession } from '#client/lib/storage.ts';

/**
 * The Judging panel of an expo, fed by the organiser's live room: organisers
 * alone follow judging, on the dashboard (never on a big screen).
 */
export function AdminJudging({
  session,
  state,
  status,
}: {
  session: AdminSession;
  state: AdminRoomState;
  status: ConnectionStatus;
}) {
  return (
    <JudgingPanel
      session={session}
      awards={state.awards}
      contestants={state.contestants}
      totals={state.totals}
      routeChanges={state.routeChanges ?? 0}
      judgeChanges={state.judgeChanges}
      recentBallots={state.recentBallots}
      status={status}
      canChange={state.room.status !== 'ended'}
    />
  );
}

import { AdminsPanel } from '#client/features/admins/admins-panel.tsx';
import { JudgesPanel } from '#client/features/judges/judges-panel.tsx';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminRoomState } from '#client/lib/live-room/room-state-admin.ts';
import type { AdminSession } from '#client/lib/storage.ts';

/** Who else runs the room with the organiser: its judges and its organisers. */
export function AdminPeople({
  session,
  state,
  status,
  publicUrl,
}: {
  session: AdminSession;
  state: AdminRoomState;
  status: ConnectionStatus;
  publicUrl: string;
}) {
  const open = state.room.status !== 'ended';
  // Side by side where there is room: the page stays short.
  return (
    <div className="admin-people">
      <JudgesPanel
        session={session}
        changes={state.judgeChanges}
        status={status}
        publicUrl={publicUrl}
        awards={state.awards}
        contestants={state.contestants}
        recentBallots={state.recentBallots}
        canChange={open}
      />
      <AdminsPanel
        session={session}
        changes={state.adminChanges}
        status={status}
        publicUrl={publicUrl}
      />
    </div>
  );
}

import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { Database, Executor } from '../db/database.ts';
import { roomChanges } from '../db/schema-changes.ts';
import type { RoomChangeLog, RoomChangeNotice, VersionedChange } from '../events/room-events.ts';

/** Keeps a versioned change's events, in the transaction that made the change. */
export async function recordRoomChange(tx: Executor, change: VersionedChange): Promise<void> {
  await tx.insert(roomChanges).values(change);
}

const READ = {
  name: 'room_change_read',
  text: 'select events from room_changes where room_id = $1 and version = $2',
};

// Each room's current version beside what its log holds after the version given.
const SINCE = {
  name: 'room_changes_since',
  text: `with after as (
  select * from jsonb_to_recordset($1::jsonb) as x(room_id uuid, version int)
)
select r.id as room_id, r.version as current, c.version, c.events
from after
join rooms r on r.id = after.room_id
left join room_changes c on c.room_id = after.room_id and c.version > after.version
where r.version > after.version
order by r.id, c.version`,
};

const PRUNE = {
  name: 'room_changes_prune',
  text: `delete from room_changes where created_at < now() - make_interval(secs => $1)`,
};

type SinceRow = {
  room_id: string;
  current: number;
  version: number | null;
  events: RoomEvent[] | null;
};

/** The room change log, read by name on either database. */
export function roomChangeLog(database: Database): RoomChangeLog {
  return {
    async read(roomId, version) {
      const rows = await database.query<{ events: RoomEvent[] }>({
        ...READ,
        values: [roomId, version],
      });
      const events = rows[0]?.events;
      return events ? { roomId, version, events } : undefined;
    },

    async since(versions) {
      if (versions.size === 0) return [];
      const after = [...versions].map(([room_id, version]) => ({ room_id, version }));
      const rows = await database.query<SinceRow>({
        ...SINCE,
        values: [JSON.stringify(after)],
      });
      const byRoom = new Map<string, SinceRow[]>();
      for (const row of rows) {
        const list = byRoom.get(row.room_id) ?? [];
        list.push(row);
        byRoom.set(row.room_id, list);
      }
      const notices: RoomChangeNotice[] = [];
      for (const [roomId, list] of byRoom) {
        const from = versions.get(roomId) ?? 0;
        const current = list[0]?.current ?? from;
        const held = list.filter((row) => row.version !== null && row.events !== null);
        // Every version from the one after `from` to the current one, or a notice.
        const whole =
          held.length === current - from && held.every((row, n) => row.version === from + n + 1);
        if (!whole) {
          notices.push({ roomId, version: current, events: null });
          continue;
        }
        for (const row of held) {
          notices.push({ roomId, version: row.version ?? current, events: row.events ?? [] });
        }
      }
      return notices;
    },

    async prune(keepMs) {
      await database.query({ ...PRUNE, values: [keepMs / 1000] });
    },
  };
}

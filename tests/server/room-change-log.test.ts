import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { recordRoomChange, roomChangeLog } from '#server/repositories/room-change-log.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { describeOnEachDatabase } from './support/harness.ts';

const renamed = (name: string): RoomEvent[] => [
  { type: 'room_status', status: 'setup' },
  { type: 'contestants_reordered', contestantIds: [name] },
];

describeOnEachDatabase('the room change log', (h) => {
  it('answers what a room changed after a version, in order, and a notice where the log has a gap', async () => {
    const { database } = h.server.services;
    const { room } = await h.setUpRoom();
    const log = roomChangeLog(database);
    await database.transaction(async (tx) => {
      await tx.execute(sql`update rooms set version = 4 where id = ${room.id}`);
      for (const version of [2, 3, 4]) {
        await recordRoomChange(tx, { roomId: room.id, version, events: renamed(`v${version}`) });
      }
    });

    const all = await log.since(new Map([[room.id, 1]]));
    expect(all).toEqual(
      [2, 3, 4].map((version) => ({ roomId: room.id, version, events: renamed(`v${version}`) })),
    );
    expect((await log.since(new Map([[room.id, 3]]))).map((c) => c.version)).toEqual([4]);
    expect(await log.since(new Map([[room.id, 4]]))).toEqual([]);
    expect(await log.read(room.id, 3)).toEqual({
      roomId: room.id,
      version: 3,
      events: renamed('v3'),
    });
    expect(await log.read(room.id, 9)).toBeUndefined();

    // Version 3 pruned: a node at version 1 cannot be told what it missed, only that it did.
    await database.transaction((tx) => tx.execute(sql`delete from room_changes where version = 3`));
    expect(await log.since(new Map([[room.id, 1]]))).toEqual([
      { roomId: room.id, version: 4, events: null },
    ]);
    expect((await log.since(new Map([[room.id, 3]]))).map((c) => c.version)).toEqual([4]);

    await log.prune(0);
    expect(await log.read(room.id, 4)).toBeUndefined();
    expect(await log.since(new Map([[room.id, 3]]))).toEqual([
      { roomId: room.id, version: 4, events: null },
    ]);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { resultsOutWhole } from '#shared/reveal.ts';
import type { Database } from '../db/database.ts';
import type { RoomChangeNotice, RoomEventBus } from '../events/room-events.ts';
import {
  fillOwedRecord,
  findBallotRecord,
  listOwedRecords,
  type StoredRecord,
} from '../repositories/ballot-records.ts';
import { findResults } from '../repositories/results-repository.ts';
import { readOneConsistentState, toRoom } from '../repositories/rooms-repository.ts';
import { ballotRecordText, type RecordSource } from './ballot-record-build.ts';
import { freezeRecord } from './ballot-record-freeze.ts';
import { readRecordSource } from './ballot-record-source.ts';
import type { FinishCounted } from './end-voting.ts';
import { changeRoom } from './room-change.ts';

/** What freezing a record needs of the services: the database, the bus and a logger. */
export type FreezerContext = { database: Database; bus: RoomEventBus; log: FastifyBaseLogger };

/**
 * How long a finish waits to hear its own results go out on this node before
 * its record is built anyway (the change may have reached this node without
 * its events, as after a dropped connection).
 */
const DELIVERY_WAIT_MS = 1_000;
/**
 * How long the build waits once the results went out on this node. Building
 * takes the processor for a while (the canonical text of 40,000 ballots is
 * one JSON.stringify, then gzip and SHA-256), and its fingerprint then goes
 * to every screen: the results reaching the room's phones go first. The
 * bigger the room, the longer they take to arrive everywhere (and the longer
 * the build), so the wait grows with the ballots counted: 50 ms for a
 * small room, 2 s for 8,000 ballots, 10 s for 40,000, never more than 12 s.
 * A node that dies meanwhile leaves the record owed, built on the next read
 * or start-up.
 */
const RESULTS_FIRST_MS = { least: 50, perBallot: 0.25, most: 12_000 };

export function resultsFirstMs(ballots: number): number {
  const { least, perBallot, most } = RESULTS_FIRST_MS;
  return Math.min(most, least + ballots * perBallot);
}

/** How long this node remembers a room it heard end, for the finish on this node to find. */
const HEARD_KEEP_MS = 60_000;

const endsVoting = (change: RoomChangeNotice) =>
  change.events?.some((event) => event.type === 'room_status' && event.status === 'ended') ?? false;

/**
 * Freezes a room's ballot record once its finish has committed, off the
 * results' path (decision 048): the finish counts the ballots, writes the
 * results and notes that it owes a record; the results go out; then this
 * node reads what the finish counted again (nothing of it can change once
 * voting has ended), builds the record's canonical text, compresses and
 * hashes it, and fills the owed record once, telling every screen its
 * fingerprint.
 * A read of an owed record builds it from the database (the node that
 * finished may have died; nothing a finish counted can change once voting
 * has ended), and so does start-up. Whichever node builds it, the text is
 * the same.
 */
export class RecordFreezer {
  private readonly building = new Map<string, Promise<StoredRecord | null>>();
  /** How many ballots finishes on this node counted, until their records are built. */
  private readonly counted = new Map<string, number>();
  private readonly heard = new Map<string, number>();
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  /** Builds waiting for the results to reach the phones first. */
  private readonly due = new Set<NodeJS.Timeout>();
  private readonly unsubscribe: () => void;
  private sweep: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly ctx: FreezerContext) {
    this.unsubscribe = ctx.bus.subscribe((change) => this.hear(change));
  }

  /**
   * After this node committed a finish: the room's record is built, once
   * this node has sent out its results (the realtime hub hears the change
   * first) and a while more, growing with the ballots counted, for the
   * results to reach the room's phones first.
   */
  afterFinish({ roomId, ballots }: FinishCounted): void {
    this.counted.set(roomId, ballots);
    if (this.heard.delete(roomId)) {
      this.soon(roomId);
      return;
    }
    this.waiting.set(
      roomId,
      setTimeout(() => {
        this.waiting.delete(roomId);
        this.soon(roomId);
      }, DELIVERY_WAIT_MS),
    );
  }

  /**
   * Builds every record owed when this node starts (its finish's node stopped
   * first); start-up does not wait for it, a read waits only for its room's.
   */
  start(): Promise<void> {
    this.sweep = (async () => {
      for (const roomId of await listOwedRecords(this.ctx.database.db)) {
        if (this.closed) return;
        await this.frozen(roomId);
      }
    })().catch((error: unknown) => {
      this.ctx.log.error({ err: error }, 'could not build the owed ballot records');
    });
    return this.sweep;
  }

  /**
   * The room's frozen record, built now if it is owed (one build per room on
   * this node at a time); null when the room has none (voting open, or ended
   * before records existed).
   */
  frozen(roomId: string): Promise<StoredRecord | null> {
    let build = this.building.get(roomId);
    if (!build) {
      this.counted.delete(roomId);
      build = freezeOwedRecord(this.ctx, roomId).finally(() => this.building.delete(roomId));
      this.building.set(roomId, build);
    }
    return build;
  }

  /** Stops listening, and waits for the records being built. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    for (const timer of [...this.waiting.values(), ...this.due]) clearTimeout(timer);
    this.waiting.clear();
    this.due.clear();
    this.counted.clear();
    await this.sweep;
    await Promise.allSettled([...this.building.values()]);
  }

  private hear(change: RoomChangeNotice): void {
    if (!endsVoting(change)) return;
    const timer = this.waiting.get(change.roomId);
    if (timer) {
      clearTimeout(timer);
      this.waiting.delete(change.roomId);
      this.soon(change.roomId);
      return;
    }
    const now = performance.now();
    for (const [roomId, at] of this.heard) if (now - at > HEARD_KEEP_MS) this.heard.delete(roomId);
    this.heard.set(change.roomId, now);
  }

  private soon(roomId: string): void {
    const timer = setTimeout(
      () => {
        this.due.delete(timer);
        if (this.closed) return;
        this.frozen(roomId).catch((error: unknown) => {
          this.ctx.log.error({ err: error, roomId }, 'could not build the ballot record');
        });
      },
      resultsFirstMs(this.counted.get(roomId) ?? 0),
    );
    this.due.add(timer);
  }
}

/**
 * Builds and freezes the room's owed record: read in one consistent
 * transaction, built and compressed outside it, and filled under the room's
 * lock only if the room is still ended by the same finish (a rehearsal's
 * finish can be taken away meanwhile). Answers the frozen record, whoever
 * froze it, or null when there is none.
 */
export async function freezeOwedRecord(
  ctx: FreezerContext,
  roomId: string,
): Promise<StoredRecord | null> {
  const { database } = ctx;
  const read = await database.transaction(async (tx) => {
    if (database.kind === 'postgres') await readOneConsistentState(tx);
    const state = await findBallotRecord(tx, roomId);
    if (state !== 'owed') return { state, source: null };
    return { state, source: await readRecordSource(tx, roomId) };
  });
  if (read.state !== 'owed') return read.state;
  return read.source && freezeCounted(ctx, read.source);
}

/**
 * Builds the record from what a finish counted, and fills the room's owed
 * record with it under the room's lock, if it is still owed by that finish.
 */
export async function freezeCounted(
  ctx: FreezerContext,
  source: RecordSource,
): Promise<StoredRecord | null> {
  const roomId = source.room.id;
  const record = await freezeRecord(ballotRecordText(source));
  return changeRoom(ctx, roomId, async (tx, room) => {
    const same = room.status === 'ended' && room.endedAt?.getTime() === source.endedAt.getTime();
    if (!same || !(await fillOwedRecord(tx, roomId, record))) {
      const stored = await findBallotRecord(tx, roomId);
      return { value: stored === 'owed' ? null : stored, events: [] };
    }
    const results = await findResults(tx, roomId);
    const events: RoomEvent[] = [
      {
        type: 'record_frozen',
        fingerprint: record.fingerprint,
        everyone: results !== null && resultsOutWhole(toRoom(room), results),
      },
    ];
    return { value: record, events };
  });
}

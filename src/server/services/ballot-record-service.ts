import { gunzipSync, gzipSync } from 'node:zlib';
import type { Room } from '#shared/api.ts';
import type { BallotRecord, ReceiptCheck } from '#shared/ballot-record.ts';
import { normaliseReceipt } from '#shared/receipts.ts';
import { findReceipt } from '#shared/record-lookup.ts';
import { releasedAwardCount } from '#shared/reveal.ts';
import type { Database } from '../db/database.ts';
import { refuse } from '../errors.ts';
import { findResults } from '../repositories/results-repository.ts';
import { setPublishBallots, toRoom } from '../repositories/rooms-repository.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';

/**
 * Publish anonymised ballots: whether the record will hold each ballot's
 * rankings or only its salted hash. Only while voting is open; once it ends
 * the record is frozen.
 */
export async function publishBallots(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  publish: boolean,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'publishAfterEnd');
    if (room.publishBallots === publish) return { value: toRoom(room), events: [] };
    const changed = await setPublishBallots(tx, roomId, publish);
    return {
      value: toRoom(changed),
      events: [{ type: 'publish_ballots_changed', publishBallots: publish }],
    };
  });
}

/**
 * A frozen record as a node keeps it: the canonical text, the file (the
 * record between its fingerprint and the results) as text and gzipped, and
 * the record read once when a receipt is checked.
 */
type HeldRecord = {
  canonical: string;
  fingerprint: string;
  file: string;
  fileGzip: Buffer;
  parsed?: BallotRecord;
};

// A frozen record never changes, so each node keeps the last few it served
// rather than reading and unpacking megabytes for every download.
const HELD_RECORDS = 4;
const held = new WeakMap<Database, Map<string, HeldRecord>>();

function heldRecords(database: Database): Map<string, HeldRecord> {
  let rooms = held.get(database);
  if (!rooms) {
    rooms = new Map();
    held.set(database, rooms);
  }
  return rooms;
}

/**
 * The room's ballot record, for anyone once every award's results are out
 * (for an organiser, once voting has ended): the file with the record as
 * frozen, its fingerprint and every award's results.
 */
async function releasedRecord(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ record: HeldRecord; code: string }> {
  const { row, viewer } = await openRoomToRead(ctx, roomId, token, 'results');
  if (row.rehearsalVoters !== null) throw refuse('rehearsal_running', 'rehearsalRecord');
  const rooms = heldRecords(ctx.database);
  const db = ctx.database.db;
  const results = await findResults(db, roomId);
  const out =
    results !== null &&
    (viewer.role === 'admin' || releasedAwardCount(toRoom(row), results) >= results.awards.length);
  if (!out) throw refuse('voting_open', 'recordNotOut');
  const kept = rooms.get(roomId);
  if (kept) {
    rooms.delete(roomId);
    rooms.set(roomId, kept);
    return { record: kept, code: row.code };
  }
  // An owed record (its finish's node had not built it yet) is built now, or waited for.
  const stored = await ctx.records.frozen(roomId);
  if (!stored) throw refuse('not_found', 'noBallotRecord');
  const canonical = gunzipSync(stored.canonicalGzip).toString('utf8');
  // The record goes out byte for byte as frozen, between the fingerprint and the results.
  const file = `{"fingerprint":${JSON.stringify(stored.fingerprint)},"record":${canonical},"results":${JSON.stringify(results.awards)}}`;
  const record: HeldRecord = {
    canonical,
    fingerprint: stored.fingerprint,
    file,
    fileGzip: gzipSync(file),
  };
  rooms.set(roomId, record);
  if (rooms.size > HELD_RECORDS) rooms.delete(rooms.keys().next().value ?? roomId);
  return { record, code: row.code };
}

/**
 * The ballot record file (Download ballot record), as text and gzipped (each
 * node compresses it once, not once a download).
 */
export async function getBallotRecordFile(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ file: string; fileGzip: Buffer; code: string }> {
  const { record, code } = await releasedRecord(ctx, roomId, token);
  return { file: record.file, fileGzip: record.fileGzip, code };
}

function parsedRecord(record: HeldRecord): BallotRecord {
  record.parsed ??= JSON.parse(record.canonical) as BallotRecord;
  return record.parsed;
}

/** Check: what the frozen record holds for a receipt, in every award. */
export async function checkReceipt(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  typed: string,
): Promise<ReceiptCheck> {
  const receipt = normaliseReceipt(typed);
  if (!receipt) throw refuse('validation_failed', 'receiptInvalid');
  const { record: held } = await releasedRecord(ctx, roomId, token);
  const record = parsedRecord(held);
  return {
    fingerprint: held.fingerprint,
    receipt,
    ballotsPublished: record.ballotsPublished,
    awards: findReceipt(record, receipt),
  };
}

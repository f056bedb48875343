import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballotRecord } from '#shared/ballot-record.ts';
import { AMENDMENT_WHY } from '#shared/ballot-record-format.ts';
import { AWARD_VOTERS } from '#shared/constants.ts';
import { canonicalForm, sealBallot } from '#shared/record-fingerprint.ts';
import { isOpenBallot } from '#shared/record-lookup.ts';
import { sha256Hex } from '#shared/sha256.ts';
import type { ContestantRow, RoomRow } from '../db/schema.ts';
import type { AwardWithContestants } from '../repositories/awards-repository.ts';
import { ballotRecordOf, ballotRecordText, type RecordSource } from './ballot-record-build.ts';
import { freezeRecord } from './ballot-record-freeze.ts';

// Names as organisers type them: quotes, backslashes, control characters, emoji, accents.
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const at = new Date('2026-11-27T10:00:00.000Z');

const source: fc.Arbitrary<RecordSource> = fc
  .record({
    names: fc.array(text, { minLength: 1, maxLength: 5 }),
    publishBallots: fc.boolean(),
    room: fc.record({ name: text, title: text }),
    awards: fc.array(
      fc.record({
        name: text,
        voters: fc.constantFrom(...AWARD_VOTERS),
        judgesWeight: fc.integer({ min: 0, max: 100 }),
        chosen: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    ballots: fc.array(
      fc.record({
        award: fc.nat(),
        judge: fc.boolean(),
        picks: fc.uniqueArray(fc.nat({ max: 4 }), { maxLength: 3 }),
        conflict: fc.option(fc.nat({ max: 4 })),
      }),
      { maxLength: 12 },
    ),
    amendments: fc.array(
      fc.record({
        award: fc.nat(),
        ballot: fc.nat(),
        what: fc.constantFrom('deleted' as const, 'changed' as const),
        why: fc.constantFrom(...AMENDMENT_WHY),
        contestantName: fc.option(text, { nil: undefined }),
      }),
      { maxLength: 6 },
    ),
  })
  .map(({ names, publishBallots, room, awards, ballots, amendments }) => {
    const contestants = names.map(
      (name, i) => ({ id: `c${i}`, roomId: 'r', name, orderIndex: i }) as ContestantRow,
    );
    const awardRows = awards.map(
      (a, i) =>
        ({
          id: `a${i}`,
          name: a.name,
          voters: a.voters,
          judgesWeight: a.voters === 'judges_and_audience' ? a.judgesWeight : null,
          contestantIds: a.chosen ? contestants.slice(0, 2).map((c) => c.id) : null,
        }) as AwardWithContestants,
    );
    const counted = ballots.map((b, i) => ({
      awardId: `a${b.award % awards.length}`,
      participantId: `voter_1795_${i}`,
      judge: b.judge,
      rankings: b.picks
        .filter((pick) => pick < contestants.length)
        .map((pick, rank) => ({ contestantId: `c${pick}`, rank: rank + 1, points: 3 - rank })),
      receipt: `R${String(i).padStart(3, '0')}`,
      salt: `salt${i}`,
    }));
    return {
      room: { ...room, id: 'room-1', code: 'ABCDE12345', publishBallots } as RoomRow,
      endedAt: at,
      awards: awardRows,
      contestants,
      ballots: counted,
      conflicts: new Map(
        ballots.flatMap((b, i) =>
          b.conflict === null ? [] : [[`voter_1795_${i}`, [`c${b.conflict}`]]],
        ),
      ),
      amendments: amendments.map((a) => ({
        roomId: 'room-1',
        awardId: `a${a.award % awards.length}`,
        receipt: `R${String(a.ballot % 20).padStart(3, '0')}`,
        what: a.what,
        why: a.why,
        ...(a.contestantName === undefined ? {} : { contestantName: a.contestantName }),
      })),
    };
  });

describe('freezing the ballot record', () => {
  it('writes exactly the RFC 8785 canonical form of the published shape, and the shared SHA-256 of it', async () => {
    await fc.assert(
      fc.asyncProperty(source, async (input) => {
        const text = ballotRecordText(input);
        // Built with every key in order: the engine's own serialiser writes it.
        expect(JSON.stringify(ballotRecordOf(input))).toBe(text);
        const record = ballotRecord.parse(JSON.parse(text));
        expect(text).toBe(canonicalForm(record));
        const frozen = await freezeRecord(text);
        expect(frozen.fingerprint).toBe(sha256Hex(text));
        expect(gunzipSync(frozen.canonicalGzip).toString('utf8')).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('holds each counted ballot as cast, or sealed as the shared sealBallot hashes it', () => {
    fc.assert(
      fc.property(source, (input) => {
        const record = ballotRecord.parse(JSON.parse(ballotRecordText(input)));
        const names = new Map(input.contestants.map((c) => [c.id, c.name]));
        for (const award of record.awards) {
          for (const entry of award.ballots) {
            const cast = input.ballots.find((b) => b.receipt === entry.receipt);
            const rankings = [...(cast?.rankings ?? [])]
              .sort((a, b) => a.rank - b.rank)
              .map((r) => ({
                contestantId: r.contestantId,
                contestantName: names.get(r.contestantId) ?? '',
                rank: r.rank,
              }));
            expect(cast?.awardId).toBe(award.awardId);
            if (isOpenBallot(entry)) expect(entry.rankings).toEqual(rankings);
            else expect(entry.sha256).toBe(sealBallot(entry.receipt, rankings, cast?.salt ?? ''));
          }
        }
      }),
    );
  });

  it('names no participant, and lists ballots by receipt', () => {
    fc.assert(
      fc.property(source, (input) => {
        const text = ballotRecordText(input);
        for (const ballot of input.ballots) expect(text).not.toContain(`"${ballot.participantId}"`);
        for (const award of ballotRecord.parse(JSON.parse(text)).awards) {
          const receipts = award.ballots.map((b) => b.receipt);
          expect(receipts).toEqual([...receipts].sort());
        }
      }),
    );
  });
});

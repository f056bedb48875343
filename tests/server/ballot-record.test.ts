import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { ballotRecordFile } from '#shared/ballot-record.ts';
import { canonicalForm, sealBallot } from '#shared/record-fingerprint.ts';
import { isOpenBallot } from '#shared/record-lookup.ts';
import { routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

const RECEIPT = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Node's SHA-256 of a value's RFC 8785 form, as decision 037 defines the fingerprint. */
const fingerprintOf = (value: unknown) =>
  createHash('sha256').update(canonicalForm(value), 'utf8').digest('hex');

describeOnEachDatabase('the ballot record', (h) => {
  it('gives each ballot a receipt its participant alone is told, kept through changes', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 2 }));
    const [a, b, c] = r.ids as [string, string, string];
    const admin = await h.connect(r.roomId, r.adminToken);
    const first = await h.api.rank(r.roomId, r.participant(0).token, [a, b]);
    expect(first.status).toBe(200);
    const receipt = first.body.ballot?.receipt;
    expect(receipt).toMatch(RECEIPT);
    const changed = await h.api.rank(r.roomId, r.participant(0).token, [c, a, b]);
    expect(changed.body.ballot?.receipt).toBe(receipt);
    const other = await h.api.rank(r.roomId, r.participant(1).token, [a]);
    expect(other.body.ballot?.receipt).toMatch(RECEIPT);
    expect(other.body.ballot?.receipt).not.toBe(receipt);
    const read = await h.api.getBallot(r.roomId, r.participant(0).token);
    expect(read.body.ballot?.receipt).toBe(receipt);
    expect(read.body.ballot?.salt).toMatch(/^[0-9a-f]{32}$/);

    // The organiser sees ballots, never whose receipt is whose.
    const activity = await h.api.activity(r.roomId, r.adminToken);
    expect(activity.body.recentBallots).toHaveLength(2);
    expect(JSON.stringify(activity.body)).not.toContain(receipt ?? '?');
    await admin.waitFor(
      (m) => m.type === 'update' && JSON.stringify(m).includes(r.participant(1).id),
    );
    expect(JSON.stringify(admin.messages)).not.toMatch(/receipt|salt/);
  });

  it('freezes every counted ballot by receipt, and what removals did, with a fingerprint', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 3 }));
    const [a, b, c, d] = r.ids as [string, string, string, string];
    const receipts: string[] = [];
    for (const [i, picks] of [
      [0, [a, b, c]],
      [1, [b, c, d]],
      [2, [c, a]],
    ] as const) {
      const voted = await h.api.rank(r.roomId, r.participant(i).token, [...picks]);
      receipts.push(voted.body.ballot?.receipt ?? '');
    }
    const [kept, removed, changed] = receipts as [string, string, string];
    expect(
      (await h.api.removeParticipant(r.roomId, r.adminToken, r.participant(1).id)).status,
    ).toBe(204);
    expect((await h.api.removeContestant(r.roomId, r.adminToken, c)).status).toBe(204);
    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);

    const download = await h.api.record.file(r.roomId);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="ballot-record-${r.room.code}.json"`,
    );
    expect(download.headers.get('content-encoding')).toBe('gzip');
    const file = ballotRecordFile.parse(download.body);
    // A client that takes no encoding gets the same bytes unpacked.
    const plain = await h.api.fetch(routes.ballotRecord.url({ roomId: r.roomId }), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toEqual(download.body);
    expect(file.fingerprint).toBe(fingerprintOf(file.record));
    // The finish answers before the record is frozen; the results name it once it is.
    expect(finished.body.results.fingerprint).toBeUndefined();
    expect((await h.api.results(r.roomId)).body.results?.fingerprint).toBe(file.fingerprint);
    expect(file.results).toEqual(finished.body.results.awards);
    // Both exports carry it too.
    const json = await h.api.download(r.roomId, r.adminToken, 'json');
    expect(JSON.parse(json.text).fingerprint).toBe(file.fingerprint);
    const csv = await h.api.download(r.roomId, r.adminToken, 'csv');
    expect(csv.text).toContain(`"Ballot record fingerprint"`);
    expect(csv.text).toContain(`"${file.fingerprint}"`);

    const [award] = file.record.awards;
    expect(award?.contestants.map((x) => x.name)).toEqual(['Project A', 'Project B', 'Project D']);
    const byReceipt = new Map(award?.ballots.map((x) => [x.receipt, x]));
    expect([...byReceipt.keys()]).toEqual([kept, changed].sort());
    expect(byReceipt.get(kept)).toEqual({
      receipt: kept,
      rankings: [
        { rank: 1, contestantId: a, contestantName: 'Project A' },
        { rank: 2, contestantId: b, contestantName: 'Project B' },
      ],
    });
    expect(byReceipt.get(changed)).toEqual({
      receipt: changed,
      rankings: [{ rank: 1, contestantId: a, contestantName: 'Project A' }],
    });
    expect(award?.amendments).toEqual(
      [
        { receipt: removed, what: 'deleted', why: 'participant_removed' },
        { receipt: kept, what: 'changed', why: 'contestant_removed', contestantName: 'Project C' },
        {
          receipt: changed,
          what: 'changed',
          why: 'contestant_removed',
          contestantName: 'Project C',
        },
      ].sort((x, y) => (x.receipt < y.receipt ? -1 : 1)),
    );
    // Nobody's id or name is in the file.
    for (const p of r.participants) {
      expect(JSON.stringify(download.body)).not.toContain(p.id);
      expect(JSON.stringify(download.body)).not.toContain(p.name);
    }

    const check = await h.api.record.check(r.roomId, { receipt: removed.toLowerCase() });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      fingerprint: file.fingerprint,
      receipt: removed,
      ballotsPublished: true,
      awards: [
        {
          awardId: award?.awardId,
          awardName: 'Overall',
          ballot: null,
          amendments: [{ receipt: removed, what: 'deleted', why: 'participant_removed' }],
        },
      ],
    });
  });

  it('seals each ballot as a salted hash when the organiser does not publish them', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
    const [a, b] = r.ids as [string, string];
    const off = await h.api.record.publish(r.roomId, r.adminToken, { publishBallots: false });
    expect(off.status).toBe(200);
    expect(off.body.room.publishBallots).toBe(false);
    await h.api.rank(r.roomId, r.participant(0).token, [b, a]);
    const own = (await h.api.getBallot(r.roomId, r.participant(0).token)).body.ballot;
    await h.api.finish(r.roomId, r.adminToken);
    const file = ballotRecordFile.parse((await h.api.record.file(r.roomId)).body);
    expect(file.record.ballotsPublished).toBe(false);
    const [sealed] = file.record.awards[0]?.ballots ?? [];
    expect(sealed && isOpenBallot(sealed)).toBe(false);
    const rankings = [
      { rank: 1, contestantId: b, contestantName: 'Project B' },
      { rank: 2, contestantId: a, contestantName: 'Project A' },
    ];
    expect(sealed).toEqual({
      receipt: own?.receipt,
      sha256: sealBallot(own?.receipt ?? '', rankings, own?.salt ?? ''),
    });
    expect(file.fingerprint).toBe(fingerprintOf(file.record));
  });

  it('lets only an organiser choose, and only while voting is open', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1, participants: 1 }));
    const body = { publishBallots: false };
    expect((await h.api.record.publish(r.roomId, r.participant(0).token, body)).status).toBe(403);
    expect((await h.api.record.publish(r.roomId, undefined, body)).status).toBe(401);
    expect(
      (await h.api.record.publish(r.roomId, r.adminToken, { publishBallots: 'no' })).status,
    ).toBe(400);
    await h.api.finish(r.roomId, r.adminToken);
    const late = await h.api.record.publish(r.roomId, r.adminToken, body);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      'Voting has ended: the ballot record is frozen and can no longer be changed.',
    );
    expect((await h.api.getRoom(r.roomId, r.adminToken)).body.room.publishBallots).toBe(true);
  });

  it('is out only with the results, and a malformed receipt is a clear 400', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    expect((await h.api.record.file(r.roomId)).status).toBe(409);
    expect((await h.api.record.check(r.roomId, { receipt: '0000-0000-0000-0000' })).status).toBe(
      409,
    );
    await h.api.holdResults(r.roomId, r.adminToken, { holdResults: true });
    await h.api.finish(r.roomId, r.adminToken);
    const held = await h.api.record.file(r.roomId);
    expect(held.status).toBe(409);
    expect(held.body.error.message).toBe(
      'The ballot record is published with the results, once they are out.',
    );
    expect((await h.api.record.file(r.roomId, r.adminToken)).status).toBe(200);
    const bad = await h.api.record.check(r.roomId, { receipt: 'not a receipt' }, r.adminToken);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'A receipt is 16 letters and digits in groups of four, like K7Q2-9XF4-M3TD-8WQA.',
    );
    const extra = await h.api.record.check(r.roomId, { receipt: 'x', more: 1 }, r.adminToken);
    expect(extra.status).toBe(400);
  });
});

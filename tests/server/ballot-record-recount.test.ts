import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { type BallotRecordFile, ballotRecordFile } from '#shared/ballot-record.ts';
import { isOpenBallot } from '#shared/record-lookup.ts';
import { recount, recountSummary } from '#shared/recount.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

const run = promisify(execFile);

/** `npm run recount -- <source>`, as an auditor runs it: its exit code and what it printed. */
async function recountCli(source: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/recount.ts', source], { timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

describeOnEachDatabase('recounting the ballot record', (h) => {
  /** A room of three awards (one blended, with a conflicted judge and a team) after voting. */
  async function finishedRoom(): Promise<{ file: BallotRecordFile; code: string }> {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 4 }));
    const [a, b, c, d] = r.ids as [string, string, string, string];
    const add = async (body: object) =>
      (await h.api.awards.add(r.roomId, r.adminToken, body)).body.award.id;
    const grand = await add({
      name: 'Grand Prize',
      voters: 'judges_and_audience',
      judgesWeight: 70,
    });
    const design = await add({ name: 'Design', contestantIds: [a, b, c] });
    const judges: string[] = [];
    for (const name of ['Ada', 'Grace']) {
      const invited = await h.api.judges.invite(r.roomId, r.adminToken, { name });
      judges.push(invited.body.judgeToken);
      if (name === 'Grace') {
        await h.api.judges.conflicts(r.roomId, r.adminToken, invited.body.judge.id, {
          contestantIds: [a],
        });
      }
    }
    await h.api.judges.setTeam(r.roomId, r.adminToken, r.participant(3).id, { teamId: d });
    const votes: [string, string[], string | undefined][] = [
      [r.participant(0).token, [a, b, c], undefined],
      [r.participant(1).token, [b, a], undefined],
      [r.participant(2).token, [c, b, a], undefined],
      [r.participant(3).token, [a, c], undefined],
      [r.participant(0).token, [d, c, b], grand],
      [r.participant(1).token, [d, b], grand],
      [r.participant(2).token, [b, d, a], grand],
      [judges[0] ?? '', [a, b, c], grand],
      [judges[1] ?? '', [b, c, d], grand],
      [r.participant(0).token, [c, a], design],
      [r.participant(1).token, [c, b, a], design],
    ];
    for (const [token, picks, award] of votes) {
      expect((await h.api.rank(r.roomId, token, picks, award)).status).toBe(200);
    }
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const download = await h.api.record.file(r.roomId);
    return { file: ballotRecordFile.parse(download.body), code: r.room.code };
  }

  it('recounts every award, blended too, to the same results, from the file or from its page', async () => {
    const { file, code } = await finishedRoom();
    const result = recount(file);
    expect(result.differences).toEqual([]);
    expect(result.fingerprint).toBe(file.fingerprint);
    expect(result.ballots).toBe(11);
    expect(recountSummary(result)).toBe('Recounted 11 ballots: the same results.');
    expect(result.awards.map((a) => a.finalScores)).toEqual(file.results.map((a) => a.finalScores));
    const grand = file.record.awards[1];
    expect(grand?.ballots.filter((b) => isOpenBallot(b) && b.side === 'judge')).toHaveLength(2);
    expect(grand?.ballots.filter((b) => isOpenBallot(b) && b.conflicts)).toHaveLength(1);

    const dir = await mkdtemp(path.join(tmpdir(), 'record-'));
    const saved = path.join(dir, 'record.json');
    await writeFile(saved, JSON.stringify(file));
    const fromFile = await recountCli(saved);
    expect(fromFile.code).toBe(0);
    expect(fromFile.out).toContain('Recounted 11 ballots: the same results.');
    expect(fromFile.out).toContain(`Fingerprint: ${file.fingerprint.slice(0, 4)} `);
    expect(fromFile.out).toMatch(/Grand Prize — 5 ballots \(Judges 70% · Audience 30%\)/);
    const fromPage = await recountCli(`${h.server.baseUrl}/results/${code}`);
    expect(fromPage).toEqual(fromFile);
  });

  it('names the award and contestant where a changed copy differs, and exits non-zero', async () => {
    const { file } = await finishedRoom();
    const tampered = structuredClone(file);
    const design = tampered.record.awards[2];
    const ballot = design?.ballots.find(isOpenBallot);
    const first = ballot?.rankings[0];
    if (!first || !design) throw new Error('fixture has no open ballot in Design');
    // Its first pick becomes Project A, wherever Project A was on that ballot.
    const other = design.contestants.find((c) => c.contestantId !== first.contestantId);
    if (!other || !ballot) throw new Error('fixture has one contestant');
    ballot.rankings = [
      { rank: 1, contestantId: other.contestantId, contestantName: other.name },
      ...ballot.rankings.slice(1).filter((x) => x.contestantId !== other.contestantId),
    ];
    const result = recount(tampered);
    expect(result.differences[0]).toMatch(
      /^The record's fingerprint is [0-9a-f]{64}, not the published/,
    );
    expect(result.differences.some((d) => d.startsWith(`Design: ${other.name} has`))).toBe(true);

    const dir = await mkdtemp(path.join(tmpdir(), 'record-'));
    const saved = path.join(dir, 'tampered.json');
    await writeFile(saved, JSON.stringify(tampered));
    const cli = await recountCli(saved);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`✗ Design: ${other.name} has`);

    await writeFile(saved, '{"fingerprint": "x"}');
    const unreadable = await recountCli(saved);
    expect(unreadable.code).toBe(2);
    expect(unreadable.out).toContain('is not a ballot record');
  });
});

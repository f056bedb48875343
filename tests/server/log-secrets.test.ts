import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { loggerOptions } from '#server/logging.ts';
import { routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';

/** Every line the server logs, as JSON text. */
class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
  text(): string {
    return this.lines.join('\n');
  }
}

const capture = new Lines();
const logger = {
  ...loggerOptions({ level: 'trace', pretty: false, color: false }),
  stream: capture,
};

describeOnEachDatabase(
  'logs: no secret and no personal value reaches a log line',
  (h) => {
    beforeEach(() => {
      capture.lines.length = 0;
    });

    it('logs a failed SQL statement without its parameters', async () => {
      const { room } = await h.setUpRoom({ contestants: 1 });
      const { db } = h.server.services.database;
      // The database loses a table under the server: the join's insert fails.
      await db.execute(sql`alter table room_participants rename to room_participants_away`);
      try {
        const joined = await h.api.join({ code: room.code, name: 'Zelda Secretname' });
        expect(joined.status).toBe(500);
      } finally {
        await db.execute(sql`alter table room_participants_away rename to room_participants`);
      }
      const failed = capture.lines.find((line) => line.includes('"request failed"'));
      expect(failed).toContain('Failed query');
      expect(failed).toContain('room_participants');
      const text = capture.text();
      expect(text).not.toContain('Zelda Secretname');
      expect(text).not.toMatch(/voter_\d+_[0-9a-f]+/);
      // No token hash (64 hex digits) anywhere.
      expect(text).not.toMatch(/[0-9a-f]{64}/);
    });

    it('redacts a token in a query string like the authorization header', async () => {
      const { room, adminToken } = await h.setUpRoom();
      const url = `${routes.room.url({ roomId: room.id })}?token=${adminToken}`;
      await h.api.fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
      await h.api.fetch(`/api/nowhere?x=1&adminToken=${adminToken}`);
      const text = capture.text();
      expect(text).toContain('request received');
      expect(text).toContain('token=[redacted]');
      expect(text).not.toContain(adminToken);
    });

    it("never logs a judge's or a team's secret, nor their hashes, as they are made and used", async () => {
      const { room, adminToken, contestants } = await h.setUpRoom({ contestants: 1 });
      const invited = await h.api.judges.invite(room.id, adminToken, { name: 'Judge Secretname' });
      const judgeToken = invited.body.judgeToken;
      const team = await h.api.judges.teamLink(room.id, adminToken, contestants[0]?.id ?? '');
      const teamToken = team.body.teamToken;
      expect((await h.api.getBallot(room.id, judgeToken)).status).toBe(200);
      const joined = await h.api.join({ code: room.code, name: 'Teammate', teamToken });
      expect(joined.status).toBe(201);
      // A refused one too: the error path logs no more than the rest.
      await h.api.join({ code: room.code, name: 'Stranger', teamToken: 'A'.repeat(43) });
      await h.api.judges.revoke(room.id, adminToken, invited.body.judge.id);
      expect((await h.api.getBallot(room.id, judgeToken)).status).toBe(403);
      const text = capture.text();
      expect(text).toContain('request received');
      for (const secret of [judgeToken, teamToken, 'A'.repeat(43)])
        expect(text).not.toContain(secret);
      expect(text).not.toMatch(/[0-9a-f]{64}/);
    });
  },
  { logger },
);

import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { loggerOptions } from '#server/logging.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { expectAbsent } from './support/realtime-messages.ts';

/** Every line the server logs, as JSON text. */
class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
}

const capture = new Lines();
const logger = {
  ...loggerOptions({ level: 'trace', pretty: false, color: false }),
  stream: capture,
};

describeOnEachDatabase(
  'logs: an invited organiser’s secret reaches no log line',
  (h) => {
    it('logs the invitation, its use and its revocation without the secret or its hash', async () => {
      const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
      const admins = h.api.admins;
      const invited = await admins.invite(room.id, adminToken, { name: 'Door laptop' });
      expect(invited.status).toBe(201);
      const secret = invited.body.adminToken;
      const socket = await h.connect(room.id, secret);
      expect((await h.api.getRoom(room.id, secret)).status).toBe(200);
      expect((await admins.revoke(room.id, adminToken, invited.body.admin.id)).status).toBe(204);
      await socket.closed;
      expect((await h.api.getRoom(room.id, secret)).status).toBe(403);

      const text = capture.lines.join('\n');
      expect(text).toContain('request received');
      expectAbsent(text, [secret, adminToken]);
      // No token hash (64 hex digits) anywhere.
      expect(text).not.toMatch(/[0-9a-f]{64}/);
    });
  },
  { logger },
);

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type LoggerChoice, loggerOptions } from './logging.ts';

/** Every line a logger writes, as text. */
class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
}

const record = z.object({ level: z.number(), msg: z.string() }).loose();

/** Starts and stops a server on loopback with these options, logging one line of our own. */
async function logsOf(choice: LoggerChoice, capture: Lines): Promise<string[]> {
  const options = loggerOptions(choice);
  const app = Fastify({ logger: choice.pretty ? options : { ...options, stream: capture } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.log.info({ roomId: 'r1', code: 'ABCDEFGHIJ' }, 'room created');
  await app.close();
  return capture.lines;
}

describe('loggerOptions', () => {
  it("writes JSON lines and moves Fastify's listening line to debug", async () => {
    const lines = await logsOf({ level: 'debug', pretty: false, color: false }, new Lines());
    const records = lines.map((line) => record.parse(JSON.parse(line)));
    const listening = records.find((entry) => entry.msg.startsWith('Server listening at '));
    expect(listening?.level).toBe(20);
    expect(records.find((entry) => entry.msg === 'room created')?.level).toBe(30);
  });

  it('keeps the listening line out of info', async () => {
    const lines = await logsOf({ level: 'info', pretty: false, color: false }, new Lines());
    expect(lines.join('\n')).not.toContain('Server listening at');
    expect(lines.map((line) => record.parse(JSON.parse(line)).msg)).toEqual(['room created']);
  });

  it('writes short readable lines on a terminal: time, level, message and fields', async () => {
    const capture = new Lines();
    const lines = await logsOf(
      { level: 'info', pretty: true, color: false, destination: capture },
      capture,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: room created \{"roomId":"r1","code":"ABCDEFGHIJ"\}$/,
    );
  });
});

import { Writable } from 'node:stream';

/** Every line a server logs as JSON (a logger's `stream`), parsed: for tests of what it says. */
export class LogLines extends Writable {
  readonly entries: { level: number; msg: string }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.entries.push(JSON.parse(line) as { level: number; msg: string });
    }
    done();
  }

  /** How many lines said `message`. */
  said(message: string): number {
    return this.entries.filter((entry) => entry.msg === message).length;
  }
}

/**
 * Other people's joins beside a flood: each person joins from a loopback
 * address of their own (127.0.0.2 and up), never the flooder's 127.0.0.1, so
 * the server counts them apart, as it counts phones on other addresses.
 */
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { joinRoom } from './room-setup.ts';

/** People joining in turn, one at a time: about 20 a second, as a hall's queue at the door. */
const JOIN_PACE_MS = 50;
/** Addresses the people join from: each then joins about once a second, far below its limit. */
const ADDRESSES = 20;

/** Clients on loopback addresses of their own; `time` joins through them in turn. */
export class Joiners {
  private readonly clients: BenchHttp[];
  private joined = 0;

  constructor(baseUrl: string) {
    this.clients = Array.from(
      { length: ADDRESSES },
      (_, i) => new BenchHttp(baseUrl, 1, `127.0.0.${i + 2}`),
    );
  }

  /** Times joins by the room's code, one at a time and paced, for `ms`; a refusal throws. */
  async time(code: string, ms: number): Promise<number[]> {
    const times: number[] = [];
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const client = this.clients[this.joined % this.clients.length];
      if (!client) throw new Error('no joining clients');
      this.joined += 1;
      const started = performance.now();
      await joinRoom(client, code, `Person ${this.joined}`);
      const took = performance.now() - started;
      times.push(took);
      if (took < JOIN_PACE_MS)
        await new Promise((resolve) => setTimeout(resolve, JOIN_PACE_MS - took));
    }
    return times;
  }

  close(): void {
    for (const client of this.clients) client.close();
  }
}

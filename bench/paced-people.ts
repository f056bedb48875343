/**
 * People voting at a person's pace: each joins by the room's code, keeps the
 * room's live view open as a phone does, and sends a ballot, then changes it
 * every one to two seconds; each ballot's round trip is timed.
 */
import type WebSocket from 'ws';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { closeSockets, subscribe } from '../scripts/launch/load/sockets.ts';
import { sendBallot } from './ballots.ts';
import { type BenchRoom, joinParticipants } from './room-setup.ts';

/** A person's pause between two ballots: from one to two seconds. */
const PAUSE_MS = { least: 1_000, most: 2_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class PacedPeople {
  private constructor(
    private readonly http: BenchHttp,
    private readonly room: BenchRoom,
    private readonly tokens: readonly string[],
    private readonly sockets: readonly WebSocket[],
  ) {}

  /** `count` people join the room and open its live view; each sends a first ballot. */
  static async join(
    server: { baseUrl: string; wsUrl: string },
    room: BenchRoom,
    count: number,
  ): Promise<PacedPeople> {
    const joined = await joinParticipants(server.baseUrl, room.code, count);
    const sockets: WebSocket[] = [];
    const http = new BenchHttp(server.baseUrl, count);
    const people = new PacedPeople(
      http,
      room,
      joined.map((person) => person.token),
      sockets,
    );
    try {
      for (const person of joined) {
        sockets.push((await subscribe(server.wsUrl, room.roomId, person.token)).socket);
      }
      // Every timed ballot changes one already there, as a person rearranging theirs does.
      await Promise.all(people.tokens.map((token, i) => sendBallot(http, room, token, i)));
      return people;
    } catch (error) {
      await people.close();
      throw error;
    }
  }

  /**
   * Each person's ballots, one after another with a person's pause between
   * them, for `ms` (at most one a second each); every round trip in ms.
   */
  async vote(ms: number): Promise<number[]> {
    const times: number[] = [];
    const until = performance.now() + ms;
    const most = Math.ceil(ms / PAUSE_MS.least);
    await Promise.all(
      this.tokens.map(async (token, person) => {
        // People do not move in step: each starts somewhere in a pause.
        await sleep(Math.random() * PAUSE_MS.least);
        for (let i = 1; i <= most && performance.now() < until; i++) {
          const began = performance.now();
          await sendBallot(this.http, this.room, token, person + i);
          times.push(performance.now() - began);
          const pause = PAUSE_MS.least + Math.random() * (PAUSE_MS.most - PAUSE_MS.least);
          await sleep(Math.min(pause, until - performance.now()));
        }
      }),
    );
    return times;
  }

  async close(): Promise<void> {
    this.http.close();
    await closeSockets(this.sockets);
  }
}

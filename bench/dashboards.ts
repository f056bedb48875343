/**
 * Admin dashboards as the organiser's browser keeps them: a snapshot, then
 * updates; each tracks its ballot total, its activity (the latest ballot per
 * participant) and when each ballot reached it. Ballots sent at a steady pace.
 */
import type WebSocket from 'ws';
import type { BenchHttp } from '../scripts/launch/load/http.ts';
import { closeSockets, subscribe } from '../scripts/launch/load/sockets.ts';
import { type SavedBallot, sendBallot } from './ballots.ts';
import type { BenchRoom } from './room-setup.ts';

type Ballot = { id: string; participantId: string; updatedAt: string };
type Event = { type: string; ballot?: Ballot; totals?: { ballots: number } };
type Message = {
  type: string;
  events?: Event[];
  recentBallots?: Ballot[];
  totals?: { ballots: number };
};

export const ballotKey = (ballot: Ballot) => `${ballot.id}|${ballot.updatedAt}`;

export class Dashboard {
  /** Update messages received while counting. */
  updates = 0;
  counting = false;
  totalBallots = 0;
  /** The latest ballot each participant has, as this dashboard's activity shows it. */
  readonly activity = new Map<string, string>();
  /** When each ballot (id and version) arrived. */
  readonly arrivals = new Map<string, number>();

  constructor(
    readonly socket: WebSocket,
    snapshot: string,
  ) {
    this.apply(JSON.parse(snapshot) as Message, performance.now());
    socket.on('message', (data: WebSocket.RawData) => {
      const at = performance.now();
      this.apply(JSON.parse(data.toString()) as Message, at);
    });
  }

  private saw(ballot: Ballot, at: number): void {
    this.activity.set(ballot.participantId, ballot.updatedAt);
    if (!this.arrivals.has(ballotKey(ballot))) this.arrivals.set(ballotKey(ballot), at);
  }

  private apply(message: Message, at: number): void {
    if (message.type === 'snapshot') {
      for (const ballot of message.recentBallots ?? []) this.saw(ballot, at);
      this.totalBallots = message.totals?.ballots ?? 0;
      return;
    }
    if (message.type !== 'update') return;
    if (this.counting) this.updates++;
    for (const event of message.events ?? []) {
      if (event.type === 'ballot_saved' && event.ballot) this.saw(event.ballot, at);
      if (event.type === 'totals' && event.totals) this.totalBallots = event.totals.ballots;
    }
  }

  /** Whether its totals are the truth and its activity holds this ballot. */
  upToDate(truth: number, latest: SavedBallot): boolean {
    return (
      this.totalBallots === truth && this.activity.get(latest.participantId) === latest.updatedAt
    );
  }
}

/** `count` admin dashboards subscribed to the room. */
export async function openDashboards(wsUrl: string, room: BenchRoom, count: number) {
  const dashboards: Dashboard[] = [];
  for (let i = 0; i < count; i++) {
    const { socket, snapshot } = await subscribe(wsUrl, room.roomId, room.adminToken);
    dashboards.push(new Dashboard(socket, snapshot));
  }
  return {
    dashboards,
    close: () => closeSockets(dashboards.map((dashboard) => dashboard.socket)),
  };
}

/** Ballots from a room's participants, remembering who voted and when each was sent. */
export class Voters {
  /** Participants (by index) with a ballot in the room: the true ballot count is its size. */
  readonly voted = new Set<number>();
  /** When each saved ballot (id and version) was sent. */
  readonly sentAt = new Map<string, number>();

  constructor(
    private readonly http: BenchHttp,
    private readonly room: BenchRoom,
    private readonly tokens: readonly string[],
  ) {}

  get participants(): number {
    return this.tokens.length;
  }

  async send(index: number, iteration: number): Promise<SavedBallot> {
    const sent = performance.now();
    const saved = await sendBallot(this.http, this.room, this.tokens[index] ?? '', iteration);
    this.voted.add(index);
    this.sentAt.set(ballotKey(saved), sent);
    return saved;
  }

  /** Sends `perSecond` ballots a second for `ms`, at most `inFlight` at once; returns the rate sent. */
  async paced(perSecond: number, ms: number, inFlight = 32): Promise<number> {
    const start = performance.now();
    const pending = new Set<Promise<unknown>>();
    let sent = 0;
    for (let i = 0; i * (1000 / perSecond) < ms; i++) {
      const due = start + i * (1000 / perSecond);
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (pending.size >= inFlight) await Promise.race(pending);
      const one = this.send(i % this.tokens.length, i).then(() => {
        sent++;
        pending.delete(one);
      });
      pending.add(one);
    }
    await Promise.all(pending);
    return sent / ((performance.now() - start) / 1000);
  }
}

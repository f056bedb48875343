import type { Room } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';
import { AppError } from '../errors.ts';
import { listAwards } from '../repositories/awards-repository.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { submitBallot } from './ballots-service.ts';
import type { ServiceContext } from './context.ts';
import { joinRoom } from './participants-service.ts';

/** How often a rehearsal looks for voters due to join or vote. */
const TICK_MS = 100;
/** How many joins and ballots of one rehearsal may be on their way at once. */
const IN_FLIGHT = 24;
/** How often a rehearsal reads the room's awards and contestants again. */
const REFRESH_MS = 3_000;
/** Voters arrive over this share of the rehearsal, and each votes a while after arriving. */
const ARRIVALS_SHARE = 0.7;

/** Refusals that mean the rehearsal is over for its voters: ended, finished or gone. */
const OVER: ReadonlySet<string> = new Set([
  'room_not_found',
  'room_ended',
  'no_rehearsal',
  'rehearsal_running',
]);

/** What the simulated voters may rank: each award open to the audience, and its contestants. */
type Ballots = { awardId: string; contestantIds: string[] }[];

type Voter = { name: string; joinAt: number; voteAt: number; token?: string };

/** `count` picks of `ids`, without repeats, each drawn with the chance its weight gives it. */
function weightedPicks(ids: readonly string[], weight: (id: string) => number, count: number) {
  const left = [...ids];
  const picks: string[] = [];
  while (picks.length < count && left.length > 0) {
    const total = left.reduce((sum, id) => sum + weight(id), 0);
    let draw = Math.random() * total;
    const index = left.findIndex((id) => {
      draw -= weight(id);
      return draw <= 0;
    });
    const [pick] = left.splice(index < 0 ? left.length - 1 : index, 1);
    if (pick) picks.push(pick);
  }
  return picks;
}

/** One rehearsal's simulated voters on this node: who joins and votes when. */
class Run {
  private readonly joins: Voter[];
  private readonly votes: Voter[];
  private joined = 0;
  private voted = 0;
  private inFlight = 0;
  private ballots: Ballots = [];
  /** The room's awards and contestants, read once before anyone votes. */
  private readonly ready: Promise<void>;
  /** How much the audience likes each contestant, drawn once: a rehearsal has a winner. */
  private readonly appeal = new Map<string, number>();
  private refreshedAt = 0;
  private readonly timer: NodeJS.Timeout;
  readonly working = new Set<Promise<void>>();
  stopped = false;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly room: { id: string; code: string },
    voters: number,
    endsAt: number,
    private readonly onDone: () => void,
  ) {
    const start = Date.now();
    const span = Math.max(endsAt - start, 1_000);
    this.joins = Array.from({ length: voters }, (_, index) => {
      const joinAt = start + (span * ARRIVALS_SHARE * (index + Math.random())) / voters;
      const voteAt = Math.min(joinAt + span * (0.05 + Math.random() * 0.25), start + span);
      return { name: `Simulated voter ${index + 1}`, joinAt, voteAt };
    });
    this.votes = [...this.joins].sort((a, b) => a.voteAt - b.voteAt);
    this.refreshedAt = start;
    this.ready = this.refresh();
    this.track(this.ready);
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    this.onDone();
  }

  private tick(): void {
    if (this.stopped) return;
    const now = Date.now();
    if (now - this.refreshedAt >= REFRESH_MS) {
      this.refreshedAt = now;
      this.track(this.refresh());
    }
    while (this.inFlight < IN_FLIGHT && this.joined < this.joins.length) {
      const voter = this.joins[this.joined];
      if (!voter || voter.joinAt > now) break;
      this.joined += 1;
      this.track(this.join(voter));
    }
    while (this.inFlight < IN_FLIGHT && this.voted < this.votes.length) {
      const voter = this.votes[this.voted];
      // Not yet in the room: its ballot waits for its join.
      if (!voter || voter.voteAt > now || !voter.token) break;
      this.voted += 1;
      this.track(this.vote(voter.token));
    }
    if (this.voted >= this.votes.length && this.inFlight === 0) this.stop();
  }

  private track(work: Promise<void>): void {
    this.inFlight += 1;
    const tracked = work
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.inFlight -= 1;
        this.working.delete(tracked);
      });
    this.working.add(tracked);
  }

  private failed(error: unknown): void {
    if (error instanceof AppError && OVER.has(error.code)) {
      this.stop();
      return;
    }
    this.ctx.log.warn({ err: error, roomId: this.room.id }, 'a simulated voter failed');
  }

  private async refresh(): Promise<void> {
    const db = this.ctx.database.db;
    const [awards, contestants] = await Promise.all([
      listAwards(db, this.room.id),
      listContestants(db, this.room.id),
    ]);
    const everyone = contestants.map((contestant) => contestant.id);
    for (const id of everyone) {
      if (!this.appeal.has(id)) this.appeal.set(id, (1 / (1 + this.appeal.size)) ** 0.9);
    }
    this.ballots = awards
      .filter((award) => award.voters !== 'judges')
      .map((award) => ({ awardId: award.id, contestantIds: award.contestantIds ?? everyone }))
      .filter((award) => award.contestantIds.length > 0);
  }

  private async join(voter: Voter): Promise<void> {
    const joined = await joinRoom(this.ctx, { code: this.room.code, name: voter.name }, true);
    voter.token = joined.participantToken;
  }

  private async vote(token: string): Promise<void> {
    await this.ready;
    for (const { awardId, contestantIds } of this.ballots) {
      const count = 1 + Math.floor(Math.random() * Math.min(MAX_RANKINGS, contestantIds.length));
      const picks = weightedPicks(contestantIds, (id) => this.appeal.get(id) ?? 0.05, count);
      await submitBallot(this.ctx, this.room.id, token, picks, awardId);
    }
  }
}

/**
 * The simulated voters of the rehearsals this node started: each joins and
 * votes through the same services as a person's phone, at its own moment
 * over the rehearsal's time, so every screen sees the room fill up. A run
 * stops once all have voted, or as soon as the room refuses them (the
 * rehearsal ended, voting finished, the room is gone).
 */
export class RehearsalVoters {
  private readonly runs = new Map<string, Run>();

  constructor(private readonly ctx: ServiceContext) {}

  /** Starts the simulated voters of a room's rehearsal (a room with none is left alone). */
  run(room: Room): void {
    if (!room.rehearsal) return;
    this.runs.get(room.id)?.stop();
    const run = new Run(
      this.ctx,
      room,
      room.rehearsal.voters,
      Date.parse(room.rehearsal.endsAt),
      () => {
        if (this.runs.get(room.id) === run) this.runs.delete(room.id);
      },
    );
    this.runs.set(room.id, run);
  }

  /** Stops a room's simulated voters, if this node runs them. */
  stop(roomId: string): void {
    this.runs.get(roomId)?.stop();
  }

  /** How many rehearsals this node is running. */
  get size(): number {
    return this.runs.size;
  }

  /** Stops every run and waits for the joins and ballots on their way. */
  async close(): Promise<void> {
    const runs = [...this.runs.values()];
    for (const run of runs) run.stop();
    await Promise.all(runs.flatMap((run) => [...run.working]));
  }
}

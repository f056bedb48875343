import { AppError } from '../errors.ts';
import type { RoomChangeNotice } from '../events/room-events.ts';
import { findTimer, listRunningTimers } from '../repositories/voting-timer-repository.ts';
import type { ServiceContext } from './context.ts';
import { finishByTimer } from './timer-service.ts';

// NOTE: setTimeout fires at once for a delay over 2^31 - 1 ms (about 24.8 days)
// (https://nodejs.org/api/timers.html#settimeoutcallback-delay-args); a
// longer wait is made of several.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** A timer that could not end voting (the database was away) tries again after this. */
const RETRY_MS = 1_000;
/** Added when the database's clock says a timer is not quite due, so the next try finds it due. */
const NOT_DUE_MARGIN_MS = 5;

/**
 * Every node keeps a timeout for each running timer: those running when it
 * starts (an overdue one fires at once, so a timer survives a restart), and
 * those started, replaced or cancelled later on any node, heard through the
 * room event bus. When one fires, the node ends voting as the timer; with
 * several nodes each tries, and the room's lock lets exactly one succeed
 * (`finishByTimer`). See decision 026.
 */
export class VotingTimers {
  private readonly timeouts = new Map<string, NodeJS.Timeout>();
  private readonly working = new Set<Promise<void>>();
  private unsubscribe: () => void = () => {};
  private closed = false;

  constructor(private readonly ctx: ServiceContext) {}

  /** Follows timer changes, then schedules every timer already running. */
  async start(): Promise<void> {
    this.unsubscribe = this.ctx.bus.subscribe((change) => this.heard(change));
    for (const timer of await listRunningTimers(this.ctx.database.db)) {
      this.schedule(timer.roomId, timer.endsAt.getTime());
    }
  }

  /** Clears every timeout and waits for a timer that is ending voting right now. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    for (const timeout of this.timeouts.values()) clearTimeout(timeout);
    this.timeouts.clear();
    await Promise.all(this.working);
  }

  /** How many timers this node is waiting on (for tests). */
  get size(): number {
    return this.timeouts.size;
  }

  private heard(change: RoomChangeNotice): void {
    // Ballots and joins never touch a timer.
    if (change.version === null) return;
    const { roomId } = change;
    if (change.events === null) {
      // Too large to travel whole: read the timer itself.
      this.track(this.reload(roomId));
      return;
    }
    for (const event of change.events) {
      if (event.type === 'timer_changed') {
        if (event.votingEndsAt === null) this.clear(roomId);
        else this.schedule(roomId, Date.parse(event.votingEndsAt));
      } else if (event.type === 'room_status' && event.status === 'ended') {
        this.clear(roomId);
      }
    }
  }

  private async reload(roomId: string): Promise<void> {
    try {
      const timer = await findTimer(this.ctx.database.db, roomId);
      if (timer) this.schedule(roomId, timer.endsAt.getTime());
      else this.clear(roomId);
    } catch (error) {
      if (!this.closed) this.ctx.log.warn({ err: error, roomId }, 'could not read a timer');
    }
  }

  private schedule(roomId: string, endsAtMs: number): void {
    this.clear(roomId);
    if (this.closed) return;
    const wait = Math.min(Math.max(0, endsAtMs - Date.now()), MAX_TIMEOUT_MS);
    const timeout = setTimeout(() => {
      this.timeouts.delete(roomId);
      if (Date.now() < endsAtMs) this.schedule(roomId, endsAtMs);
      else this.track(this.fire(roomId));
    }, wait);
    this.timeouts.set(roomId, timeout);
  }

  private clear(roomId: string): void {
    clearTimeout(this.timeouts.get(roomId));
    this.timeouts.delete(roomId);
  }

  private async fire(roomId: string): Promise<void> {
    try {
      const outcome = await finishByTimer(this.ctx, roomId);
      if (outcome.kind === 'not-due') {
        this.schedule(roomId, Date.now() + outcome.msLeft + NOT_DUE_MARGIN_MS);
      } else if (outcome.kind === 'lapsed') {
        this.ctx.log.info({ roomId }, 'timer ran out with no contestants; voting stays open');
      }
    } catch (error) {
      if (this.closed || error instanceof AppError) return;
      this.ctx.log.warn({ err: error, roomId }, 'timer could not end voting; trying again');
      this.schedule(roomId, Date.now() + RETRY_MS);
    }
  }

  private track(work: Promise<void>): void {
    this.working.add(work);
    void work.finally(() => this.working.delete(work));
  }
}

import type { ActivityResponse } from '#shared/api.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';

/**
 * Turns successive reads of a room's activity into the events that bring a
 * dashboard from one to the next: the ballots deleted meanwhile, each
 * ballot that is new or changed among the latest (oldest first, so that the
 * newest ends on top), and the counts, always. Ballots are not relayed one by
 * one: however many arrive between two reads, a dashboard gets one update
 * with the last word of each voter and the exact counts.
 */
export class ActivityFeed {
  /** The latest ballots last sent: ballot id to updatedAt. */
  private sent = new Map<string, string>();
  private deletions: RoomEvent[] = [];

  /** Ballots deleted (Reset Vote), announced with their participant ids. */
  noteDeleted(events: readonly RoomEvent[]): void {
    for (const event of events) if (event.type === 'ballot_deleted') this.deletions.push(event);
  }

  /**
   * The deletions noted so far; taken before a read starts, so that each was
   * committed before the read (a deletion noted later goes with the next one).
   */
  takeDeletions(): RoomEvent[] {
    const taken = this.deletions;
    this.deletions = [];
    return taken;
  }

  /** Puts back deletions taken for a read that was not sent: they go with the next one. */
  restoreDeletions(deletions: readonly RoomEvent[]): void {
    this.deletions = [...deletions, ...this.deletions];
  }

  /** The events from the last read sent to this one. */
  next(deletions: readonly RoomEvent[], activity: ActivityResponse): RoomEvent[] {
    const events: RoomEvent[] = [...deletions];
    const changed = activity.recentBallots.filter(
      (ballot) => this.sent.get(ballot.id) !== ballot.updatedAt,
    );
    for (const ballot of changed.reverse()) events.push({ type: 'ballot_saved', ballot });
    this.sent = new Map(activity.recentBallots.map((b) => [b.id, b.updatedAt]));
    events.push({ type: 'totals', totals: activity.totals });
    return events;
  }
}

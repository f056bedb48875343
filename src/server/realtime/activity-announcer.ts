/**
 * Tells other nodes of a room's activity without telling them of every
 * ballot: a room's first activity is announced at once, and whatever more
 * arrives within the next `intervalMs` is announced once, when it ends.
 * Receivers read the activity itself, so one announcement stands for any
 * number of changes.
 */
export type ActivityAnnouncer = {
  /** Ballots or joins in this room have committed. */
  note(roomId: string): void;
  /** Stops the timers; answers the rooms whose announcement was still waiting. */
  close(): string[];
};

export function createActivityAnnouncer(
  announce: (roomId: string) => void,
  intervalMs: number,
): ActivityAnnouncer {
  const windows = new Map<string, { pending: boolean; timer: NodeJS.Timeout }>();

  const open = (roomId: string) => {
    const window = {
      pending: false,
      timer: setTimeout(() => {
        windows.delete(roomId);
        if (!window.pending) return;
        announce(roomId);
        open(roomId);
      }, intervalMs),
    };
    windows.set(roomId, window);
  };

  return {
    note(roomId) {
      const window = windows.get(roomId);
      if (window) {
        window.pending = true;
        return;
      }
      announce(roomId);
      open(roomId);
    },
    close() {
      const waiting: string[] = [];
      for (const [roomId, window] of windows) {
        clearTimeout(window.timer);
        if (window.pending) waiting.push(roomId);
      }
      windows.clear();
      return waiting;
    },
  };
}

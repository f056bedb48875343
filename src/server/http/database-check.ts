/** How long the database has to answer `select 1` before the node counts as not ready. */
export const CHECK_TIMEOUT_MS = 1_000;
/**
 * How long an answer is reused: a load balancer checks every node every second
 * or two, several balancers at once, and each check must not cost a query.
 */
export const CHECK_CACHE_MS = 400;

export type DatabaseCheckOptions = {
  /** Runs the cheapest statement there is; rejects when the database cannot answer it. */
  ping: () => Promise<unknown>;
  /** Told when the answer changes, to log it once rather than at every check. */
  onChange?: (reachable: boolean, error: unknown) => void;
  timeoutMs?: number;
  cacheMs?: number;
  now?: () => number;
};

/**
 * Whether the database answers, for the readiness check: one ping at a time,
 * its answer reused for a moment, and a ping that takes too long counted as
 * no answer (it is left to finish, and no second one starts meanwhile, so a
 * database that hangs is not sent a pile of them).
 */
export class DatabaseCheck {
  private last: { reachable: boolean; at: number } | undefined;
  private running: Promise<boolean> | undefined;
  private readonly timeoutMs: number;
  private readonly cacheMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DatabaseCheckOptions) {
    this.timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
    this.cacheMs = options.cacheMs ?? CHECK_CACHE_MS;
    this.now = options.now ?? (() => performance.now());
  }

  async reachable(): Promise<boolean> {
    const last = this.last;
    if (last && this.now() - last.at < this.cacheMs) return last.reachable;
    this.running ??= this.ping();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), this.timeoutMs);
    });
    try {
      const answer = await Promise.race([this.running, timedOut]);
      if (answer !== 'timed out') return answer;
      this.record(false, new Error(`the database did not answer within ${this.timeoutMs} ms`));
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async ping(): Promise<boolean> {
    try {
      await this.options.ping();
      this.record(true, undefined);
      return true;
    } catch (error) {
      this.record(false, error);
      return false;
    } finally {
      this.running = undefined;
    }
  }

  private record(reachable: boolean, error: unknown): void {
    // The database answered at start-up (the app migrated it): the first change is a loss.
    const before = this.last?.reachable ?? true;
    this.last = { reachable, at: this.now() };
    if (before !== reachable) this.options.onChange?.(reachable, error);
  }
}

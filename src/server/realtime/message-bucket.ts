/** One clock for every bucket: a default made per bucket would be a closure per socket. */
const performanceNow = (): number => performance.now();

/**
 * A token bucket for one socket's messages: up to `burst` at once, then
 * `perMinute` a minute on average. A web client sends a subscribe, a ping
 * every 15 s and the odd resync, far inside it.
 */
export class MessageBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly burst: number,
    private readonly perMinute: number,
    private readonly now: () => number = performanceNow,
  ) {
    this.tokens = burst;
    this.refilledAt = now();
  }

  /** Takes one message's token; false when the socket is over its rate. */
  take(): boolean {
    const now = this.now();
    const refill = ((now - this.refilledAt) / 60_000) * this.perMinute;
    this.tokens = Math.min(this.burst, this.tokens + refill);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

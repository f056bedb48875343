import { sha256Hex } from '#shared/sha256.ts';

/**
 * How many realtime sockets each secret holds open, keyed by a hash of the
 * secret so that no token is kept in memory longer than its subscribe.
 */
export class SocketQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly perSecret: number) {}

  /**
   * Counts one more socket for this secret; returns its release, or undefined
   * when the secret already holds its share (the new socket is the one refused).
   */
  acquire(token: string): (() => void) | undefined {
    const key = sha256Hex(token);
    const held = this.open.get(key) ?? 0;
    if (held >= this.perSecret) return undefined;
    this.open.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}

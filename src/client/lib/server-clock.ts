import { routes } from '#shared/routes.ts';

/**
 * Within this, a device's clock is trusted as it is: the server's `Date`
 * header counts whole seconds, so believing it would only blur a clock that
 * is right. A phone set minutes wrong is corrected.
 */
const TRUSTED_DRIFT_MS = 1_500;

/**
 * How far the server's clock runs ahead of this device's, in ms, from the
 * `Date` header of an answer sent at `sentAt` and received at `receivedAt`
 * (this device's clock); 0 when the device's clock is close enough, or the
 * header is missing.
 */
export function clockOffset(dateHeader: string | null, sentAt: number, receivedAt: number): number {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isFinite(server)) return 0;
  // The header drops the milliseconds: the server's time was within the second after it.
  const offset = server + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(offset) > TRUSTED_DRIFT_MS ? offset : 0;
}

let measured: Promise<number> | undefined;

/**
 * The server's clock offset, measured once per page with a HEAD of the
 * health check (never rate limited); 0 until it answers, and after a failure,
 * which the next call measures again. See decision 026.
 */
export function serverClockOffset(): Promise<number> {
  measured ??= (async () => {
    const sentAt = Date.now();
    try {
      const response = await fetch(routes.health.url(), { method: 'HEAD', cache: 'no-store' });
      return clockOffset(response.headers.get('date'), sentAt, Date.now());
    } catch {
      measured = undefined;
      return 0;
    }
  })();
  return measured;
}

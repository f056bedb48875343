import type WebSocket from 'ws';
import { CLOSE } from '#shared/protocol/constants.ts';
import { ClosedBeforeSnapshot, subscribe } from '../../../scripts/launch/load/sockets.ts';
import { inBatches } from '../../../scripts/launch/load/stats.ts';

/** How long one screen may take to be back: every reconnect of the storm at once, on a busy machine. */
const BACK_WITHIN_MS = 30_000;
/** The client's back-off after "try again later", before it subscribes again. */
const RETRY_AFTER_MS = { least: 500, most: 1_500 };

/**
 * Subscribes as a screen does after a drop: a close with "try again later"
 * (4503, the node's connections to the database all busy for a moment) is
 * retried after a back-off, as the web client retries it; anything else, or
 * no snapshot by the deadline, fails.
 */
async function resubscribe(wsUrl: string, roomId: string, deadline: number): Promise<WebSocket> {
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`not back within ${BACK_WITHIN_MS} ms`);
    try {
      return (await subscribe(wsUrl, roomId, undefined, left)).socket;
    } catch (error) {
      if (!(error instanceof ClosedBeforeSnapshot) || error.code !== CLOSE.unavailable.code) {
        throw error;
      }
      const { least, most } = RETRY_AFTER_MS;
      await new Promise((resolve) => setTimeout(resolve, least + Math.random() * (most - least)));
    }
  }
}

/**
 * A reconnect storm: `count` public screens of the room open a few at a
 * time, then all drop at once and all reconnect at once, each its own
 * snapshot (a screen reads its own, as a big screen does), as the phones of
 * a node that died arrive at the others. Resolves once every one is back,
 * then closes them.
 */
export async function reconnectStorm(wsUrl: string, roomId: string, count: number): Promise<void> {
  const screens = await inBatches(Array.from({ length: count }), 25, async () => {
    return (await subscribe(wsUrl, roomId, undefined)).socket;
  });
  for (const screen of screens) screen.terminate();
  const back: WebSocket[] = [];
  const deadline = Date.now() + BACK_WITHIN_MS;
  try {
    await Promise.all(
      screens.map(async () => {
        back.push(await resubscribe(wsUrl, roomId, deadline));
      }),
    );
  } finally {
    for (const screen of back) screen.terminate();
  }
}

/** The nodes HAProxy's checks have marked DOWN, by name, as often as it said so. */
export function nodesMarkedDown(haproxyOutput: string): string[] {
  // HAProxy says it twice, as a notice on stderr and as a log line: the notices alone.
  const notices = haproxyOutput.split('\n').filter((line) => line.startsWith('['));
  return notices.flatMap((line) => /Server viberank\/(\S+) is DOWN/.exec(line)?.[1] ?? []);
}

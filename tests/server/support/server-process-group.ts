import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ballot } from '#shared/api.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { ApiClient } from '../../../scripts/launch/api-client.ts';
import type { RoomSetup } from './room-setup.ts';
import type { StartOptions } from './server-processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `npm start` as a process manager runs it: npm leading its own process
 * group, with scripts/start.ts and the server it spawns in the group too.
 */
export const NPM_START_GROUP: StartOptions = {
  entry: 'npm start',
  group: true,
  // Only a cold client build takes long, once per change of the client's sources.
  timeoutMs: 100_000,
};

/**
 * The environment of a storm: a CLIENT_DIR kept between test runs, whose build
 * stamp tells scripts/start.ts whether the client's sources changed (named
 * after this checkout, whose absolute path the stamp also hashes); and no rate
 * limits, since every participant of the storm comes from one address.
 */
export function stormEnv(): Record<string, string> {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return {
    CLIENT_DIR: path.join(os.tmpdir(), `viberank-test-client-${checkout}`),
    RATE_LIMIT: 'off',
  };
}

/** How one ballot submission ended. */
export type Outcome =
  | { kind: 'acknowledged'; ballot: Ballot }
  /** 503 during shutdown: not processed, and said so. */
  | { kind: 'refused'; retryAfter: string | null; body: ErrorResponse }
  /** No connection at all: the server had stopped listening, so nothing was processed. */
  | { kind: 'not-connected' }
  /** Cut off after it was sent: it may or may not have been processed. */
  | { kind: 'cut-off'; error: string }
  | { kind: 'other'; status: number };

export type StormParticipant = {
  token: string;
  name: string;
  /** The last ballot the server acknowledged with a 2xx. */
  acknowledged: Ballot | undefined;
  /** The contestants of the submission that ended the participant's storm. */
  lastSent: string[] | undefined;
  last: Outcome | undefined;
};

const ROUNDS = 40;
const STORM_DEADLINE_MS = 30_000;

/** Each round a different order, of one to three contestants, so a ballot read back cannot be another's. */
function rankingsFor(ids: readonly string[], participant: number, round: number): string[] {
  const n = ids.length;
  const start = (participant + round) % n;
  const order = ids.map((_, k) => ids[(start + k * (round % 2 === 0 ? 1 : n - 1)) % n] ?? '');
  return order.slice(0, 1 + ((participant + round) % Math.min(3, n)));
}

async function submit(
  baseUrl: string,
  roomId: string,
  awardId: string,
  token: string,
  ids: string[],
) {
  const { method } = routes.submitBallot;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${routes.submitBallot.url({ roomId })}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ awardId, rankings: ids.map((contestantId) => ({ contestantId })) }),
    });
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const code = cause instanceof Error && 'code' in cause ? String(cause.code) : String(error);
    return code === 'ECONNREFUSED'
      ? ({ kind: 'not-connected' } as const)
      : ({ kind: 'cut-off', error: code } as const);
  }
  const text = await response.text();
  if (response.status === 200) {
    const { ballot } = JSON.parse(text) as { ballot: Ballot };
    return { kind: 'acknowledged', ballot } as const;
  }
  if (response.status === 503) {
    const body = JSON.parse(text) as ErrorResponse;
    return { kind: 'refused', retryAfter: response.headers.get('retry-after'), body } as const;
  }
  return { kind: 'other', status: response.status } as const;
}

/**
 * Every participant submits ballot after ballot, all at once, until one is
 * not acknowledged (or the rounds run out); `onAcknowledged` hears the running
 * count, to signal the server mid-storm.
 */
export async function ballotStorm(
  baseUrl: string,
  { room, contestants, participants }: RoomSetup,
  onAcknowledged: (count: number) => void,
): Promise<StormParticipant[]> {
  const ids = contestants.map((c) => c.id);
  const awardId = await new ApiClient(baseUrl).firstAwardId(room.id, participants[0]?.token);
  const deadline = Date.now() + STORM_DEADLINE_MS;
  let count = 0;
  return Promise.all(
    participants.map(async (participant, i) => {
      const storm: StormParticipant = {
        token: participant.token,
        name: participant.name,
        acknowledged: undefined,
        lastSent: undefined,
        last: undefined,
      };
      for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
        storm.lastSent = rankingsFor(ids, i, round);
        storm.last = await submit(baseUrl, room.id, awardId, participant.token, storm.lastSent);
        if (storm.last.kind !== 'acknowledged') break;
        storm.acknowledged = storm.last.ballot;
        onAcknowledged(++count);
      }
      return storm;
    }),
  );
}

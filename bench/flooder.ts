/**
 * One client flooding joins and its own ballots with a fixed number of
 * requests in flight, or at a fixed rate (`perSecond`, at most `inFlight`
 * unanswered), in a process of its own, as a laptop in the hall would: its
 * work never shares the server's event loop. Prints its counts as JSON when
 * it has run for the given time.
 *
 *   tsx bench/flooder.ts '<json: baseUrl, roomId, awardId, code, token, contestantIds, inFlight, ms, perSecond?>'
 */
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';

export type FloodPlan = {
  baseUrl: string;
  roomId: string;
  awardId: string;
  code: string;
  token: string;
  contestantIds: string[];
  inFlight: number;
  ms: number;
  /** Requests sent a second, whatever the answers; without it, each worker sends on its answer. */
  perSecond?: number;
};

export type FloodCounts = {
  refused: number;
  withRetryAfter: number;
  admitted: number;
  other: number;
};

async function flood(plan: FloodPlan): Promise<FloodCounts> {
  const http = new BenchHttp(plan.baseUrl, plan.inFlight);
  const counts: FloodCounts = { refused: 0, withRetryAfter: 0, admitted: 0, other: 0 };
  const until = performance.now() + plan.ms;
  const send = async (w: number, i: number) => {
    const reply =
      (i + w) % 2 === 0
        ? await http.request(routes.joinRoom.method, routes.joinRoom.url(), undefined, {
            code: plan.code,
            name: `Flood ${w}-${i}`,
          })
        : await http.request(
            routes.submitBallot.method,
            routes.submitBallot.url({ roomId: plan.roomId }),
            plan.token,
            {
              awardId: plan.awardId,
              rankings: [{ contestantId: plan.contestantIds[i % plan.contestantIds.length] }],
            },
          );
    if (reply.status === 429) {
      counts.refused += 1;
      if (reply.retryAfter !== undefined) counts.withRetryAfter += 1;
    } else if (reply.status < 300) counts.admitted += 1;
    else counts.other += 1;
  };
  if (plan.perSecond) await paced(plan.perSecond, plan.inFlight, until, (i) => send(0, i));
  else {
    const worker = async (w: number) => {
      for (let i = 0; performance.now() < until; i++) await send(w, i);
    };
    await Promise.all(Array.from({ length: plan.inFlight }, (_, w) => worker(w)));
  }
  http.close();
  return counts;
}

/** Sends at a steady rate until `until`, never more than `inFlight` unanswered; waits for the last. */
async function paced(
  perSecond: number,
  inFlight: number,
  until: number,
  send: (i: number) => Promise<void>,
): Promise<void> {
  const pending = new Set<Promise<void>>();
  const began = performance.now();
  for (let i = 0; performance.now() < until; i++) {
    const due = began + (i * 1000) / perSecond - performance.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    if (pending.size >= inFlight) await Promise.race(pending);
    const sent = send(i).finally(() => pending.delete(sent));
    pending.add(sent);
  }
  await Promise.all(pending);
}

const [planJson] = process.argv.slice(2);
if (!planJson) throw new Error('usage: tsx bench/flooder.ts <plan as JSON>');
process.stdout.write(`${JSON.stringify(await flood(JSON.parse(planJson) as FloodPlan))}\n`);

/**
 * One client flooding joins and its own ballots with a fixed number of
 * requests in flight, in a process of its own, as a laptop in the hall would:
 * its work never shares the server's event loop. Prints its counts as JSON
 * when it has run for the given time.
 *
 *   tsx bench/flooder.ts '<json: baseUrl, roomId, awardId, code, token, contestantIds, inFlight, ms>'
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
  const worker = async (w: number) => {
    for (let i = 0; performance.now() < until; i++) {
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
    }
  };
  await Promise.all(Array.from({ length: plan.inFlight }, (_, w) => worker(w)));
  http.close();
  return counts;
}

const [planJson] = process.argv.slice(2);
if (!planJson) throw new Error('usage: tsx bench/flooder.ts <plan as JSON>');
process.stdout.write(`${JSON.stringify(await flood(JSON.parse(planJson) as FloodPlan))}\n`);

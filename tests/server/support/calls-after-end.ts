import { type HttpMethod, routes } from '#shared/routes.ts';
import type { Harness } from './harness.ts';

/** The ids a route's path may name, in a room whose voting has ended. */
export type CallIds = {
  roomId: string;
  contestantId: string;
  participantId: string;
  awardId: string;
  adminId: string;
  judgeId: string;
};

/** A plausible body for each call that takes one: what an organiser or voter would send. */
function bodyFor(name: string, ids: CallIds, code: string): unknown {
  const bodies: Record<string, unknown> = {
    createRoom: { name: 'Another', title: 'Another' },
    joinRoom: { code, name: 'Late' },
    holdResults: { holdResults: true },
    publishBallots: { publishBallots: false },
    roomLanguage: { language: 'de' },
    checkReceipt: { receipt: '0000-0000-0000-0000' },
    startTimer: { seconds: 600 },
    startRehearsal: { voters: 10, seconds: 60 },
    reveal: { from: 0, step: 1 },
    inviteAdmin: { name: 'Co' },
    inviteJudge: { name: 'Judge' },
    judgeConflicts: { contestantIds: [ids.contestantId] },
    setTeam: { teamId: ids.contestantId },
    addContestant: { name: 'Late entry', blurb: 'Too late' },
    updateContestant: { name: 'Renamed', blurb: 'Renamed' },
    reorderContestants: { contestantIds: [ids.contestantId] },
    addAward: { name: 'Late award' },
    reorderAwards: { awardIds: [ids.awardId] },
    updateAward: { name: 'Renamed award', voters: 'audience' },
    closeJudging: { closed: true },
    sendFinalists: { count: 3, target: { name: 'Stage vote' } },
    submitExpoRanking: { contestantIds: [ids.contestantId] },
    submitBallot: { awardId: ids.awardId, rankings: [{ contestantId: ids.contestantId }] },
    previewContestantImport: { csv: 'name,description\nX,Y\n' },
    importContestants: { csv: 'name,description\nX,Y\n' },
  };
  return bodies[name];
}

/**
 * Makes every call of the API that is not a GET, with each token given, in
 * a room whose voting has ended (but the calls named in `skip`): what each
 * answered, by call and by token's name.
 */
export async function tryEveryCall(
  h: Harness,
  ids: CallIds,
  code: string,
  tokens: Readonly<Record<string, string>>,
  skip: readonly string[] = [],
): Promise<Map<string, Record<string, number>>> {
  const answers = new Map<string, Record<string, number>>();
  for (const [name, route] of Object.entries(routes)) {
    if (route.method === 'GET' || skip.includes(name)) continue;
    const url = route.path.replace(/:([A-Za-z]+)/g, (_, key: keyof CallIds) => ids[key]);
    const body = bodyFor(name, ids, code);
    const raw = typeof body === 'string';
    const statuses: Record<string, number> = {};
    for (const [who, token] of Object.entries(tokens)) {
      const response = await h.api.fetch(url, {
        method: route.method satisfies HttpMethod,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': raw ? 'text/csv' : 'application/json' }),
        },
        ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
      });
      statuses[who] = response.status;
    }
    answers.set(name, statuses);
  }
  return answers;
}

import { request } from '#client/lib/api-transport.ts';
import type { InvitedJudge, Judge, JudgesResponse, TeamLink } from '#shared/judges.ts';
import { routes } from '#shared/routes.ts';

/** The calls about a room's judges; every URL comes from the route table. */
export const judgesApi = {
  list: (roomId: string, token: string) =>
    request<JudgesResponse>(routes.judges.method, routes.judges.url({ roomId }), { token }),
  /** Answers the new judge's secret: this once, never again. */
  invite: (roomId: string, token: string, name: string) =>
    request<InvitedJudge>(routes.inviteJudge.method, routes.inviteJudge.url({ roomId }), {
      token,
      body: { name },
    }),
  revoke: (roomId: string, token: string, judgeId: string) =>
    request<void>(routes.revokeJudge.method, routes.revokeJudge.url({ roomId, judgeId }), {
      token,
    }),
  /** Replaces the judge's conflicts with `contestantIds`, the whole set. */
  setConflicts: (roomId: string, token: string, judgeId: string, contestantIds: string[]) =>
    request<{ judge: Judge }>(
      routes.judgeConflicts.method,
      routes.judgeConflicts.url({ roomId, judgeId }),
      { token, body: { contestantIds } },
    ),
  /** A new team link for a contestant: its secret, this once. */
  teamLink: (roomId: string, token: string, contestantId: string) =>
    request<TeamLink>(
      routes.createTeamLink.method,
      routes.createTeamLink.url({ roomId, contestantId }),
      { token },
    ),
};

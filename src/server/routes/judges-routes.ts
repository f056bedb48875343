import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participantResponse } from '#shared/api.ts';
import {
  conflictsInput,
  invitedJudgeResponse,
  inviteJudgeInput,
  judgeResponse,
  judgesResponse,
  setTeamInput,
  teamLinkResponse,
} from '#shared/judges.ts';
import { routes } from '#shared/routes.ts';
import { idParam, participantIdParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import {
  getJudges,
  inviteJudge,
  revokeJudge,
  setJudgeConflicts,
} from '../services/judges-service.ts';
import { createTeamLink, setTeam } from '../services/teams-service.ts';

const roomParams = z.strictObject({ roomId: idParam });
const judgeParams = z.strictObject({ roomId: idParam, judgeId: participantIdParam });

/** Judges and teams: invited, revoked and given conflicts, team links and Set team; all by organisers. */
export const judgesRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.judges.method,
    url: routes.judges.path,
    schema: { params: roomParams, response: { 200: judgesResponse } },
    handler: async (request) => getJudges(ctx, request.params.roomId, bearerToken(request)),
  });

  app.route({
    method: routes.inviteJudge.method,
    url: routes.inviteJudge.path,
    schema: { params: roomParams, body: inviteJudgeInput, response: { 201: invitedJudgeResponse } },
    handler: async (request, reply) => {
      const { roomId } = request.params;
      const invited = await inviteJudge(ctx, roomId, bearerToken(request), request.body.name);
      return reply.code(201).send(invited);
    },
  });

  app.route({
    method: routes.revokeJudge.method,
    url: routes.revokeJudge.path,
    schema: { params: judgeParams },
    handler: async (request, reply) => {
      const { roomId, judgeId } = request.params;
      await revokeJudge(ctx, roomId, bearerToken(request), judgeId);
      return reply.code(204).send();
    },
  });

  app.route({
    method: routes.judgeConflicts.method,
    url: routes.judgeConflicts.path,
    schema: { params: judgeParams, body: conflictsInput, response: { 200: judgeResponse } },
    handler: async (request) => {
      const { roomId, judgeId } = request.params;
      const token = bearerToken(request);
      const ids = request.body.contestantIds;
      return { judge: await setJudgeConflicts(ctx, roomId, token, judgeId, ids) };
    },
  });

  app.route({
    method: routes.createTeamLink.method,
    url: routes.createTeamLink.path,
    schema: {
      params: z.strictObject({ roomId: idParam, contestantId: idParam }),
      response: { 201: teamLinkResponse },
    },
    handler: async (request, reply) => {
      const { roomId, contestantId } = request.params;
      return reply
        .code(201)
        .send(await createTeamLink(ctx, roomId, bearerToken(request), contestantId));
    },
  });

  app.route({
    method: routes.setTeam.method,
    url: routes.setTeam.path,
    schema: {
      params: z.strictObject({ roomId: idParam, participantId: participantIdParam }),
      body: setTeamInput,
      response: { 200: participantResponse },
    },
    handler: async (request) => {
      const { roomId, participantId } = request.params;
      const token = bearerToken(request);
      return { participant: await setTeam(ctx, roomId, token, participantId, request.body.teamId) };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityResponse, ballotResponse } from '#shared/api.ts';
import { ballotQuery } from '#shared/award-schemas.ts';
import { routes } from '#shared/routes.ts';
import { idParam, submitBallotInput } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { getOwnBallots, resetBallot, submitBallot } from '../services/ballots-service.ts';
import type { ServiceContext } from '../services/context.ts';
import { getActivity } from '../services/live-room-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

export const ballotsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.ownBallot.method,
    url: routes.ownBallot.path,
    schema: { params: roomParams, querystring: ballotQuery, response: { 200: ballotResponse } },
    handler: async (request) =>
      getOwnBallots(ctx, request.params.roomId, bearerToken(request), request.query.awardId),
  });

  app.route({
    method: routes.submitBallot.method,
    url: routes.submitBallot.path,
    schema: { params: roomParams, body: submitBallotInput, response: { 200: ballotResponse } },
    handler: async (request) => ({
      ballot: await submitBallot(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.rankings.map((entry) => entry.contestantId),
        request.body.awardId,
      ),
    }),
  });

  app.route({
    method: routes.resetBallot.method,
    url: routes.resetBallot.path,
    schema: { params: roomParams, querystring: ballotQuery },
    handler: async (request, reply) => {
      await resetBallot(ctx, request.params.roomId, bearerToken(request), request.query.awardId);
      return reply.code(204).send();
    },
  });

  app.route({
    method: routes.activity.method,
    url: routes.activity.path,
    schema: { params: roomParams, response: { 200: activityResponse } },
    handler: async (request) => getActivity(ctx, request.params.roomId, bearerToken(request)),
  });
};

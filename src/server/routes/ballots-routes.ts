import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityResponse, ballotResponse } from '#shared/api.ts';
import { idParam, submitBallotInput } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import {
  getActivity,
  getOwnBallot,
  resetBallot,
  submitBallot,
} from '../services/ballots-service.ts';
import type { ServiceContext } from '../services/context.ts';

const roomParams = z.strictObject({ roomId: idParam });

export const ballotsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/rooms/:roomId/ballot',
    { schema: { params: roomParams, response: { 200: ballotResponse } } },
    async (request) => ({
      ballot: await getOwnBallot(ctx, request.params.roomId, bearerToken(request)),
    }),
  );

  app.put(
    '/api/rooms/:roomId/ballot',
    { schema: { params: roomParams, body: submitBallotInput, response: { 200: ballotResponse } } },
    async (request) => ({
      ballot: await submitBallot(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.rankings.map((entry) => entry.contestantId),
      ),
    }),
  );

  app.delete(
    '/api/rooms/:roomId/ballot',
    { schema: { params: roomParams } },
    async (request, reply) => {
      await resetBallot(ctx, request.params.roomId, bearerToken(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/rooms/:roomId/activity',
    { schema: { params: roomParams, response: { 200: activityResponse } } },
    async (request) => getActivity(ctx, request.params.roomId, bearerToken(request)),
  );
};

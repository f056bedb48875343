import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { award, awardsResponse } from '#shared/api.ts';
import { awardInput, reorderAwardsInput } from '#shared/award-schemas.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import {
  addAward,
  getAwards,
  removeAward,
  reorderAwards,
  updateAward,
} from '../services/awards-service.ts';
import type { ServiceContext } from '../services/context.ts';

const roomParams = z.strictObject({ roomId: idParam });
const awardParams = z.strictObject({ roomId: idParam, awardId: idParam });
const awardResponse = z.object({ award });

/** The room's awards: read by anyone in it, changed by its admins while voting is open. */
export const awardsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.awards.method,
    url: routes.awards.path,
    schema: { params: roomParams, response: { 200: awardsResponse } },
    handler: async (request) => ({
      awards: await getAwards(ctx, request.params.roomId, bearerToken(request)),
    }),
  });

  app.route({
    method: routes.addAward.method,
    url: routes.addAward.path,
    schema: { params: roomParams, body: awardInput, response: { 201: awardResponse } },
    handler: async (request, reply) => {
      const added = await addAward(ctx, request.params.roomId, bearerToken(request), request.body);
      return reply.code(201).send({ award: added });
    },
  });

  app.route({
    method: routes.reorderAwards.method,
    url: routes.reorderAwards.path,
    schema: { params: roomParams, body: reorderAwardsInput, response: { 200: awardsResponse } },
    handler: async (request) => ({
      awards: await reorderAwards(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.awardIds,
      ),
    }),
  });

  app.route({
    method: routes.updateAward.method,
    url: routes.updateAward.path,
    schema: { params: awardParams, body: awardInput, response: { 200: awardResponse } },
    handler: async (request) => {
      const { roomId, awardId } = request.params;
      return {
        award: await updateAward(ctx, roomId, bearerToken(request), awardId, request.body),
      };
    },
  });

  app.route({
    method: routes.removeAward.method,
    url: routes.removeAward.path,
    schema: { params: awardParams },
    handler: async (request, reply) => {
      const { roomId, awardId } = request.params;
      await removeAward(ctx, roomId, bearerToken(request), awardId);
      return reply.code(204).send();
    },
  });
};

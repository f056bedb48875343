import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contestantResponse, contestantsResponse } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { addContestantInput, idParam, reorderContestantsInput } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import {
  numberRoomTables,
  removeContestant,
  reorderContestants,
  updateContestant,
} from '../services/contestant-changes-service.ts';
import type { ServiceContext } from '../services/context.ts';

const contestantParams = z.strictObject({ roomId: idParam, contestantId: idParam });
const roomParams = z.strictObject({ roomId: idParam });

/** The organiser edits, removes, reorders and numbers the tables of contestants while voting is open. */
export const contestantChangesRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.updateContestant.method,
    url: routes.updateContestant.path,
    schema: {
      params: contestantParams,
      body: addContestantInput,
      response: { 200: contestantResponse },
    },
    handler: async (request) => {
      const { roomId, contestantId } = request.params;
      return {
        contestant: await updateContestant(
          ctx,
          roomId,
          bearerToken(request),
          contestantId,
          request.body,
        ),
      };
    },
  });

  app.route({
    method: routes.removeContestant.method,
    url: routes.removeContestant.path,
    schema: { params: contestantParams },
    handler: async (request, reply) => {
      const { roomId, contestantId } = request.params;
      await removeContestant(ctx, roomId, bearerToken(request), contestantId);
      return reply.code(204).send();
    },
  });

  app.route({
    method: routes.reorderContestants.method,
    url: routes.reorderContestants.path,
    schema: {
      params: roomParams,
      body: reorderContestantsInput,
      response: { 200: contestantsResponse },
    },
    handler: async (request) => ({
      contestants: await reorderContestants(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.contestantIds,
      ),
    }),
  });

  app.route({
    method: routes.numberTables.method,
    url: routes.numberTables.path,
    schema: { params: roomParams, response: { 200: contestantsResponse } },
    handler: async (request) => ({
      contestants: await numberRoomTables(ctx, request.params.roomId, bearerToken(request)),
    }),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participantsResponse } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { idParam, participantIdParam, participantsQuery } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import {
  getParticipants,
  leaveRoom,
  removeParticipantAsAdmin,
} from '../services/participants-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

export const participantsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.participants.method,
    url: routes.participants.path,
    schema: {
      params: roomParams,
      querystring: participantsQuery,
      response: { 200: participantsResponse },
    },
    handler: async (request) =>
      getParticipants(ctx, request.params.roomId, bearerToken(request), request.query),
  });

  app.route({
    method: routes.removeParticipant.method,
    url: routes.removeParticipant.path,
    schema: {
      params: z.strictObject({ roomId: idParam, participantId: participantIdParam }),
    },
    handler: async (request, reply) => {
      const { roomId, participantId } = request.params;
      await removeParticipantAsAdmin(ctx, roomId, bearerToken(request), participantId);
      return reply.code(204).send();
    },
  });

  app.route({
    method: routes.leaveRoom.method,
    url: routes.leaveRoom.path,
    schema: { params: roomParams },
    handler: async (request, reply) => {
      await leaveRoom(ctx, request.params.roomId, bearerToken(request));
      return reply.code(204).send();
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitedOrganiserResponse,
  inviteOrganiserInput,
  organiserLogResponse,
  organisersResponse,
} from '#shared/organisers.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import {
  getOrganiserLog,
  inviteOrganiser,
  listOrganisers,
  revokeOrganiser,
} from '../services/organisers-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** The room's organiser devices: listed to each, invited and revoked by the owner; the organiser log. */
export const organisersRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.organisers.method,
    url: routes.organisers.path,
    schema: { params: roomParams, response: { 200: organisersResponse } },
    handler: async (request) => listOrganisers(ctx, request.params.roomId, bearerToken(request)),
  });

  app.route({
    method: routes.inviteOrganiser.method,
    url: routes.inviteOrganiser.path,
    schema: {
      params: roomParams,
      body: inviteOrganiserInput,
      response: { 201: invitedOrganiserResponse },
    },
    handler: async (request, reply) => {
      const invited = await inviteOrganiser(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.name,
      );
      return reply.code(201).send(invited);
    },
  });

  app.route({
    method: routes.revokeOrganiser.method,
    url: routes.revokeOrganiser.path,
    schema: { params: z.strictObject({ roomId: idParam, organiserId: idParam }) },
    handler: async (request, reply) => {
      const { roomId, organiserId } = request.params;
      await revokeOrganiser(ctx, roomId, bearerToken(request), organiserId);
      return reply.code(204).send();
    },
  });

  app.route({
    method: routes.organiserLog.method,
    url: routes.organiserLog.path,
    schema: { params: roomParams, response: { 200: organiserLogResponse } },
    handler: async (request) => getOrganiserLog(ctx, request.params.roomId, bearerToken(request)),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { createdScreenResponse, createScreenInput, screensResponse } from '#shared/screens.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import { createScreen, listRoomScreens, revokeScreen } from '../services/screens-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** The room's screen links: listed, made and revoked by any of its organisers. */
export const screensRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.screens.method,
    url: routes.screens.path,
    schema: { params: roomParams, response: { 200: screensResponse } },
    handler: async (request) => listRoomScreens(ctx, request.params.roomId, bearerToken(request)),
  });

  app.route({
    method: routes.createScreen.method,
    url: routes.createScreen.path,
    schema: {
      params: roomParams,
      body: createScreenInput,
      response: { 201: createdScreenResponse },
    },
    handler: async (request, reply) => {
      const created = await createScreen(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.name,
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    method: routes.revokeScreen.method,
    url: routes.revokeScreen.path,
    schema: { params: z.strictObject({ roomId: idParam, screenId: idParam }) },
    handler: async (request, reply) => {
      const { roomId, screenId } = request.params;
      await revokeScreen(ctx, roomId, bearerToken(request), screenId);
      return reply.code(204).send();
    },
  });
};

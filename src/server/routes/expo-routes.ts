import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expoResponse } from '#shared/expo.ts';
import { routes } from '#shared/routes.ts';
import { roomCodeParam } from '#shared/schemas.ts';
import type { ServiceContext } from '../services/context.ts';
import { readExpo } from '../services/expo-service.ts';

/** The public expo page's read: a room's projects by table, for anyone with its code. */
export const expoRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.route({
    method: routes.expo.method,
    url: routes.expo.path,
    schema: {
      params: z.strictObject({ code: roomCodeParam }),
      response: { 200: expoResponse },
    },
    handler: async (request) => ({ expo: await readExpo(ctx, request.params.code) }),
  });
};

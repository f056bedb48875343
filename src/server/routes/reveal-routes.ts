import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roomResponse } from '#shared/api.ts';
import { revealInput } from '#shared/reveal-schemas.ts';
import { routes } from '#shared/routes.ts';
import { holdResultsInput, idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import { holdResults, revealTo } from '../services/reveal-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** The organiser's controls of the staged reveal on the big screen. */
export const revealRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.holdResults.method,
    url: routes.holdResults.path,
    schema: { params: roomParams, body: holdResultsInput, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await holdResults(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.holdResults,
      ),
    }),
  });

  app.route({
    method: routes.reveal.method,
    url: routes.reveal.path,
    schema: { params: roomParams, body: revealInput, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await revealTo(ctx, request.params.roomId, bearerToken(request), request.body),
    }),
  });
};

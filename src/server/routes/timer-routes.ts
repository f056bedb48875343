import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roomResponse } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { startTimerInput } from '#shared/timer-schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import { cancelTimer, startTimer } from '../services/timer-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** The organiser's timer, which ends voting by itself when it runs out. */
export const timerRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.route({
    method: routes.startTimer.method,
    url: routes.startTimer.path,
    schema: { params: roomParams, body: startTimerInput, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await startTimer(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.seconds,
      ),
    }),
  });

  app.route({
    method: routes.cancelTimer.method,
    url: routes.cancelTimer.path,
    schema: { params: roomParams, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await cancelTimer(ctx, request.params.roomId, bearerToken(request)),
    }),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roomResponse } from '#shared/api.ts';
import { startRehearsalInput } from '#shared/rehearsal.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import type { ServiceContext } from '../services/context.ts';
import { endRehearsal, startRehearsal } from '../services/rehearsal-service.ts';
import type { RehearsalVoters } from '../services/rehearsal-voters.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** Rehearse with simulated voters, and End rehearsal: the organiser's, for an open room. */
export const rehearsalRoutes: FastifyPluginAsyncZod<{
  ctx: ServiceContext;
  rehearsals: RehearsalVoters;
}> = async (app, { ctx, rehearsals }) => {
  app.route({
    method: routes.startRehearsal.method,
    url: routes.startRehearsal.path,
    schema: { params: roomParams, body: startRehearsalInput, response: { 200: roomResponse } },
    handler: async (request) => {
      const room = await startRehearsal(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body,
      );
      // This node brings the simulated voters in.
      rehearsals.run(room);
      return { room };
    },
  });

  app.route({
    method: routes.endRehearsal.method,
    url: routes.endRehearsal.path,
    schema: { params: roomParams, response: { 200: roomResponse } },
    handler: async (request) => {
      const room = await endRehearsal(ctx, request.params.roomId, bearerToken(request));
      // A node that runs them stops here; any other stops at the next refusal.
      rehearsals.stop(room.id);
      return { room };
    },
  });
};

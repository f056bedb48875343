import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contestantResponse, contestantsResponse } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { addContestantInput, idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import {
  addContestant,
  getContestantImage,
  getContestants,
} from '../services/contestants-service.ts';
import type { ServiceContext } from '../services/context.ts';

const roomParams = z.strictObject({ roomId: idParam });

export const contestantsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.contestants.method,
    url: routes.contestants.path,
    schema: { params: roomParams, response: { 200: contestantsResponse } },
    handler: async (request) => ({
      contestants: await getContestants(ctx, request.params.roomId, bearerToken(request)),
    }),
  });

  app.route({
    method: routes.addContestant.method,
    url: routes.addContestant.path,
    schema: { params: roomParams, body: addContestantInput, response: { 201: contestantResponse } },
    handler: async (request, reply) => {
      const contestant = await addContestant(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body,
      );
      return reply.code(201).send({ contestant });
    },
  });

  app.route({
    method: routes.contestantImage.method,
    url: routes.contestantImage.path,
    schema: {
      params: z.strictObject({
        roomId: idParam,
        contestantId: idParam,
        imageHash: z.string().regex(/^[0-9a-f]{16}$/, 'Not an image of this contestant.'),
      }),
    },
    handler: async (request, reply) => {
      const { roomId, contestantId, imageHash } = request.params;
      const image = await getContestantImage(ctx, roomId, contestantId, imageHash);
      // The URL names the image's content, so it never changes under a cache.
      return reply
        .type(image.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.base64, 'base64'));
    },
  });
};

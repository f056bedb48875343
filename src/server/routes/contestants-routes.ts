import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contestantResponse, contestantsResponse } from '#shared/api.ts';
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
  app.get(
    '/api/rooms/:roomId/contestants',
    { schema: { params: roomParams, response: { 200: contestantsResponse } } },
    async (request) => ({
      contestants: await getContestants(ctx, request.params.roomId, bearerToken(request)),
    }),
  );

  app.post(
    '/api/rooms/:roomId/contestants',
    {
      schema: {
        params: roomParams,
        body: addContestantInput,
        response: { 201: contestantResponse },
      },
    },
    async (request, reply) => {
      const contestant = await addContestant(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body,
      );
      return reply.code(201).send({ contestant });
    },
  );

  app.get(
    '/api/rooms/:roomId/contestants/:contestantId/image/:imageHash',
    {
      schema: {
        params: z.strictObject({
          roomId: idParam,
          contestantId: idParam,
          imageHash: z.string().regex(/^[0-9a-f]{16}$/, 'Not an image of this contestant.'),
        }),
      },
    },
    async (request, reply) => {
      const { roomId, contestantId, imageHash } = request.params;
      const image = await getContestantImage(ctx, roomId, contestantId, imageHash);
      return reply
        .type(image.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.base64, 'base64'));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRoomResponse,
  finishResponse,
  joinRoomResponse,
  resultsResponse,
  roomResponse,
} from '#shared/api.ts';
import { roomLanguageInput } from '#shared/language-schemas.ts';
import { errorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { createRoomInput, idParam, joinRoomInput, roomCodeParam } from '#shared/schemas.ts';
import { commitTiming } from '#shared/server-timing.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import type { ServiceContext } from '../services/context.ts';
import { joinRoom } from '../services/participants-service.ts';
import {
  changeRoomLanguage,
  createRoom,
  findRoomForCode,
  finishVoting,
  getResults,
  getRoom,
} from '../services/rooms-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

export const roomsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.route({
    method: routes.createRoom.method,
    url: routes.createRoom.path,
    schema: { body: createRoomInput, response: { 201: createRoomResponse, 400: errorResponse } },
    handler: async (request, reply) =>
      reply.code(201).send(await createRoom(ctx, request.body, idempotencyKey(request))),
  });

  app.route({
    method: routes.room.method,
    url: routes.room.path,
    schema: { params: roomParams, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await getRoom(ctx, request.params.roomId, bearerToken(request)),
    }),
  });

  app.route({
    method: routes.roomLanguage.method,
    url: routes.roomLanguage.path,
    schema: { params: roomParams, body: roomLanguageInput, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await changeRoomLanguage(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.language,
      ),
    }),
  });

  app.route({
    method: routes.roomByCode.method,
    url: routes.roomByCode.path,
    schema: {
      params: z.strictObject({ code: roomCodeParam }),
      response: { 200: roomResponse },
    },
    handler: async (request) => ({ room: await findRoomForCode(ctx, request.params.code) }),
  });

  app.route({
    method: routes.joinRoom.method,
    url: routes.joinRoom.path,
    schema: { body: joinRoomInput, response: { 201: joinRoomResponse } },
    handler: async (request, reply) =>
      reply.code(201).send(await joinRoom(ctx, request.body, false, idempotencyKey(request))),
  });

  app.route({
    method: routes.finishVoting.method,
    url: routes.finishVoting.path,
    schema: { params: roomParams, response: { 200: finishResponse } },
    handler: async (request, reply) => {
      const finished = await finishVoting(ctx, request.params.roomId, bearerToken(request));
      // When the results were committed, counted from the request's arrival, for whoever times the broadcast.
      return reply.header('server-timing', commitTiming(reply.elapsedTime)).send(finished);
    },
  });

  app.route({
    method: routes.results.method,
    url: routes.results.path,
    schema: { params: roomParams, response: { 200: resultsResponse } },
    handler: async (request) => ({
      results: await getResults(ctx, request.params.roomId, bearerToken(request)),
    }),
  });
};

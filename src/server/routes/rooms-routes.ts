import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRoomResponse,
  errorResponse,
  finishResponse,
  joinRoomResponse,
  resultsResponse,
  roomResponse,
} from '#shared/api.ts';
import { createRoomInput, idParam, joinRoomInput, roomCodeParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { toRoom } from '../repositories/rooms-repository.ts';
import type { ServiceContext } from '../services/context.ts';
import { joinRoom } from '../services/participants-service.ts';
import {
  createRoom,
  findRoomForCode,
  finishVoting,
  getResults,
  openRoom,
} from '../services/rooms-service.ts';

const roomParams = z.strictObject({ roomId: idParam });

export const roomsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/api/rooms',
    {
      schema: { body: createRoomInput, response: { 201: createRoomResponse, 400: errorResponse } },
    },
    async (request, reply) => reply.code(201).send(await createRoom(ctx, request.body)),
  );

  app.get(
    '/api/rooms/:roomId',
    { schema: { params: roomParams, response: { 200: roomResponse } } },
    async (request) => {
      const { row } = await openRoom(ctx, request.params.roomId, bearerToken(request));
      return { room: toRoom(row) };
    },
  );

  app.get(
    '/api/rooms/code/:code',
    {
      schema: { params: z.strictObject({ code: roomCodeParam }), response: { 200: roomResponse } },
    },
    async (request) => ({ room: await findRoomForCode(ctx, request.params.code) }),
  );

  app.post(
    '/api/rooms/join',
    { schema: { body: joinRoomInput, response: { 201: joinRoomResponse } } },
    async (request, reply) => reply.code(201).send(await joinRoom(ctx, request.body)),
  );

  app.post(
    '/api/rooms/:roomId/finish',
    { schema: { params: roomParams, response: { 200: finishResponse } } },
    async (request) => finishVoting(ctx, request.params.roomId, bearerToken(request)),
  );

  app.get(
    '/api/rooms/:roomId/results',
    { schema: { params: roomParams, response: { 200: resultsResponse } } },
    async (request) => ({
      results: await getResults(ctx, request.params.roomId, bearerToken(request)),
    }),
  );
};

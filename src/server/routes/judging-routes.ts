import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { award, ballot } from '#shared/api.ts';
import {
  expoRankingInput,
  finalistsInput,
  judgingClosedInput,
  judgingResponse,
  routeResponse,
  walkStopInput,
} from '#shared/expo.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { submitExpoRanking } from '../services/ballots-service.ts';
import type { ServiceContext } from '../services/context.ts';
import { getRoute, walkStop } from '../services/expo-routes-service.ts';
import { closeJudging, getJudging, sendFinalists } from '../services/judging-service.ts';

const awardParams = z.strictObject({ roomId: idParam, awardId: idParam });
const stopParams = z.strictObject({ roomId: idParam, awardId: idParam, contestantId: idParam });
const awardResponse = z.object({ award });
const ownRankingResponse = z.object({
  ballot,
});

/**
 * An expo award's judging: judges read their route, walk its stops and rank
 * what they saw; organisers follow progress, close judging and send the top N
 * on to a stage vote.
 */
export const judgingRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.route.method,
    url: routes.route.path,
    schema: { params: awardParams, response: { 200: routeResponse } },
    handler: async (request) => {
      const { roomId, awardId } = request.params;
      return getRoute(ctx, roomId, bearerToken(request), awardId);
    },
  });

  app.route({
    method: routes.walkStop.method,
    url: routes.walkStop.path,
    schema: { params: stopParams, body: walkStopInput, response: { 200: routeResponse } },
    handler: async (request) => {
      const { roomId, awardId, contestantId } = request.params;
      const { status } = request.body;
      return walkStop(ctx, roomId, bearerToken(request), awardId, contestantId, status);
    },
  });

  app.route({
    method: routes.submitExpoRanking.method,
    url: routes.submitExpoRanking.path,
    schema: { params: awardParams, body: expoRankingInput, response: { 200: ownRankingResponse } },
    handler: async (request) => {
      const { roomId, awardId } = request.params;
      const { contestantIds } = request.body;
      return {
        ballot: await submitExpoRanking(ctx, roomId, bearerToken(request), awardId, contestantIds),
      };
    },
  });

  app.route({
    method: routes.judging.method,
    url: routes.judging.path,
    schema: { params: awardParams, response: { 200: judgingResponse } },
    handler: async (request) => {
      const { roomId, awardId } = request.params;
      return getJudging(ctx, roomId, bearerToken(request), awardId);
    },
  });

  app.route({
    method: routes.closeJudging.method,
    url: routes.closeJudging.path,
    schema: { params: awardParams, body: judgingClosedInput, response: { 200: awardResponse } },
    handler: async (request) => {
      const { roomId, awardId } = request.params;
      const { closed } = request.body;
      return { award: await closeJudging(ctx, roomId, bearerToken(request), awardId, closed) };
    },
  });

  app.route({
    method: routes.sendFinalists.method,
    url: routes.sendFinalists.path,
    schema: { params: awardParams, body: finalistsInput, response: { 201: awardResponse } },
    handler: async (request, reply) => {
      const { roomId, awardId } = request.params;
      const sent = await sendFinalists(ctx, roomId, bearerToken(request), awardId, request.body);
      return reply.code(201).send({ award: sent });
    },
  });
};

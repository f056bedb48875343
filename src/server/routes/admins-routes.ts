import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLogResponse,
  adminsResponse,
  inviteAdminInput,
  invitedAdminResponse,
} from '#shared/admins.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import {
  getAdminLog,
  inviteAdmin,
  listRoomAdmins,
  revokeAdmin,
} from '../services/admins-service.ts';
import type { ServiceContext } from '../services/context.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** The room's organiser devices: listed to each, invited and revoked by the owner; the organiser log. */
export const adminsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.admins.method,
    url: routes.admins.path,
    schema: { params: roomParams, response: { 200: adminsResponse } },
    handler: async (request) => listRoomAdmins(ctx, request.params.roomId, bearerToken(request)),
  });

  app.route({
    method: routes.inviteAdmin.method,
    url: routes.inviteAdmin.path,
    schema: {
      params: roomParams,
      body: inviteAdminInput,
      response: { 201: invitedAdminResponse },
    },
    handler: async (request, reply) => {
      const invited = await inviteAdmin(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.name,
      );
      return reply.code(201).send(invited);
    },
  });

  app.route({
    method: routes.revokeAdmin.method,
    url: routes.revokeAdmin.path,
    schema: { params: z.strictObject({ roomId: idParam, adminId: idParam }) },
    handler: async (request, reply) => {
      const { roomId, adminId } = request.params;
      await revokeAdmin(ctx, roomId, bearerToken(request), adminId);
      return reply.code(204).send();
    },
  });

  app.route({
    method: routes.adminLog.method,
    url: routes.adminLog.path,
    schema: { params: roomParams, response: { 200: adminLogResponse } },
    handler: async (request) => getAdminLog(ctx, request.params.roomId, bearerToken(request)),
  });
};

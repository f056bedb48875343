import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importContestantsInput,
  importPreviewResponse,
  importResponse,
} from '#shared/contestant-import.ts';
import { type ExportFormat, exportQuery } from '#shared/room-export.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { importContestants, previewContestantImport } from '../services/contestant-import.ts';
import type { ServiceContext } from '../services/context.ts';
import { exportRoom } from '../services/room-export.ts';

const roomParams = z.strictObject({ roomId: idParam });

/**
 * A file of up to IMPORT_MAX_BYTES, sent as a JSON string: its quotes and
 * line breaks take two characters each there, so the body may be larger than
 * the file. The file's own size is checked once the body is read.
 */
const IMPORT_BODY_LIMIT_BYTES = 3 * IMPORT_MAX_BYTES;

/** Contestants from a CSV file (preview, then import), and the room's results and ballots as a file. */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.route({
    method: routes.previewContestantImport.method,
    url: routes.previewContestantImport.path,
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: {
      params: roomParams,
      body: importContestantsInput,
      response: { 200: importPreviewResponse },
    },
    handler: async (request) =>
      previewContestantImport(ctx, request.params.roomId, bearerToken(request), request.body.csv),
  });

  app.route({
    method: routes.importContestants.method,
    url: routes.importContestants.path,
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: { params: roomParams, body: importContestantsInput, response: { 201: importResponse } },
    handler: async (request, reply) => {
      const imported = await importContestants(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.csv,
      );
      return reply.code(201).send(imported);
    },
  });

  for (const [route, format] of [
    [routes.exportCsv, 'csv'],
    [routes.exportJson, 'json'],
  ] as const satisfies readonly (readonly [unknown, ExportFormat])[]) {
    app.route({
      method: route.method,
      url: route.path,
      schema: { params: roomParams, querystring: exportQuery },
      handler: async (request, reply) => {
        const file = await exportRoom(
          ctx,
          request.params.roomId,
          bearerToken(request),
          format,
          request.query.names === 'include',
        );
        // A file of this moment, with ballots in it: never kept by a cache.
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });
  }
};

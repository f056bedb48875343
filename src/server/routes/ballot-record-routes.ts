import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roomResponse } from '#shared/api.ts';
import { receiptCheck } from '#shared/ballot-record.ts';
import { routes } from '#shared/routes.ts';
import { checkReceiptInput, idParam, publishBallotsInput } from '#shared/schemas.ts';
import { bearerToken } from '../http/bearer-token.ts';
import {
  checkReceipt,
  getBallotRecordFile,
  publishBallots,
} from '../services/ballot-record-service.ts';
import type { ServiceContext } from '../services/context.ts';

const roomParams = z.strictObject({ roomId: idParam });

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.trim().slice(2)) > 0);
  });
}

/** The ballot record: whether it publishes rankings, the frozen file, and Check by receipt. */
export const ballotRecordRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    method: routes.publishBallots.method,
    url: routes.publishBallots.path,
    schema: { params: roomParams, body: publishBallotsInput, response: { 200: roomResponse } },
    handler: async (request) => ({
      room: await publishBallots(
        ctx,
        request.params.roomId,
        bearerToken(request),
        request.body.publishBallots,
      ),
    }),
  });

  app.route({
    method: routes.ballotRecord.method,
    url: routes.ballotRecord.path,
    schema: { params: roomParams },
    // Sent gzipped as the node keeps it, or as it is: never compressed again per download.
    compress: false,
    handler: async (request, reply) => {
      const { file, fileGzip, code } = await getBallotRecordFile(
        ctx,
        request.params.roomId,
        bearerToken(request),
      );
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="ballot-record-${code}.json"`)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      return acceptsGzip(request.headers['accept-encoding'])
        ? reply.header('content-encoding', 'gzip').send(fileGzip)
        : reply.send(file);
    },
  });

  app.route({
    method: routes.checkReceipt.method,
    url: routes.checkReceipt.path,
    schema: { params: roomParams, body: checkReceiptInput, response: { 200: receiptCheck } },
    handler: async (request) =>
      checkReceipt(ctx, request.params.roomId, bearerToken(request), request.body.receipt),
  });
};

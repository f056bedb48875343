import { request } from '#client/lib/api-transport.ts';
import type { ReceiptCheck } from '#shared/ballot-record.ts';
import { routes } from '#shared/routes.ts';

/** The calls behind the ballot record; every URL comes from the route table. */
export const recordApi = {
  /** Where Download ballot record points: the frozen record with the results, as a file. */
  fileUrl: (roomId: string) => routes.ballotRecord.url({ roomId }),
  /** What the frozen record holds for a receipt, in every award. */
  check: (roomId: string, receipt: string) =>
    request<ReceiptCheck>(routes.checkReceipt.method, routes.checkReceipt.url({ roomId }), {
      body: { receipt },
    }),
};

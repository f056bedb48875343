import { download, queryString, request } from '#client/lib/api-transport.ts';
import type { ImportPreview, ImportResult } from '#shared/contestant-import.ts';
import type { ExportFormat } from '#shared/room-export.ts';
import { routes } from '#shared/routes.ts';

/** The organiser's calls with contestant files: import a CSV, export the room. */
export const filesApi = {
  /** What importing a CSV file of contestants would add, and each row's problems. */
  preview: (roomId: string, token: string, csv: string) =>
    request<ImportPreview>(
      routes.previewContestantImport.method,
      routes.previewContestantImport.url({ roomId }),
      { token, body: { csv } },
    ),
  importContestants: (roomId: string, token: string, csv: string) =>
    request<ImportResult>(
      routes.importContestants.method,
      routes.importContestants.url({ roomId }),
      { token, body: { csv } },
    ),
  /** The room's results and ballots as a file; `names` puts the participants' names in the ballots. */
  exportRoom: (roomId: string, token: string, format: ExportFormat, names: boolean) =>
    download(
      `${(format === 'csv' ? routes.exportCsv : routes.exportJson).url({ roomId })}${queryString({ names: names ? 'include' : undefined })}`,
      token,
    ),
};

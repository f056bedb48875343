import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import '#client/lib/schemas-without-eval.ts';
import { type ExportFormat, exportFileName } from '#shared/room-export.ts';
import { filesApi } from './files-api.ts';

/** Hands a file to the browser to save, under this name. */
function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export CSV and Export JSON: the file is fetched with the organiser's token
 * in a header (never in a link) and saved from memory.
 */
export function useRoomExport(roomId: string, adminToken: string, roomCode: string) {
  const { t } = useLingui();
  const [names, setNames] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    setSaved('');
    try {
      const fileName = exportFileName(roomCode, format);
      save(await filesApi.exportRoom(roomId, adminToken, format, names), fileName);
      setSaved(t`Saved ${fileName}.`);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return { names, setNames, busy, error, saved, download };
}

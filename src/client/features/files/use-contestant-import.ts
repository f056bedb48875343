import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import {
  IMPORT_MAX_BYTES,
  type ImportPreview,
  type ImportResult,
} from '#shared/contestant-import.ts';
import { filesApi } from './files-api.ts';

/** Where the Import CSV dialog is: no file yet, checking one, its preview, importing it, or a refusal. */
export type ImportStep =
  | { step: 'choose' }
  | { step: 'checking'; fileName: string }
  | { step: 'preview' | 'importing'; fileName: string; csv: string; preview: ImportPreview }
  | { step: 'failed'; fileName: string; message: string };

/** A file over the import's size, refused before it is sent: IMPORT_TOO_LARGE, as the server says it in English. */
export function fileTooLargeMessage(i18n: I18n): string {
  const megabytes = formatNumber(IMPORT_MAX_BYTES / (1024 * 1024), i18n.locale);
  return i18n._(
    msg`The file is larger than ${megabytes} MB: import at most ${megabytes} MB at a time.`,
  );
}

/**
 * The Import CSV dialog's state: a chosen file is sent for a preview (the
 * server reads and checks it; nothing is added), then imported as a whole
 * on confirmation. An answer for a file no longer shown is dropped.
 */
export function useContestantImport(
  roomId: string,
  adminToken: string,
  onImported: (result: ImportResult) => void,
) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const current = useRef(0);

  const close = () => {
    current.current += 1;
    setOpen(false);
    setState({ step: 'choose' });
  };

  const choose = async (file: File) => {
    const request = ++current.current;
    const fileName = file.name;
    if (file.size > IMPORT_MAX_BYTES) {
      setState({ step: 'failed', fileName, message: fileTooLargeMessage(i18n) });
      return;
    }
    setState({ step: 'checking', fileName });
    try {
      const csv = await file.text();
      const preview = await filesApi.preview(roomId, adminToken, csv);
      if (request === current.current) setState({ step: 'preview', fileName, csv, preview });
    } catch (error) {
      if (request === current.current) {
        setState({ step: 'failed', fileName, message: getErrorMessage(error) });
      }
    }
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    const request = ++current.current;
    setState({ ...state, step: 'importing' });
    try {
      const result = await filesApi.importContestants(roomId, adminToken, state.csv);
      // Added whether or not the dialog is still open: show them either way.
      onImported(result);
      if (request === current.current) close();
    } catch (error) {
      if (request === current.current) {
        setState({ step: 'failed', fileName: state.fileName, message: getErrorMessage(error) });
      }
    }
  };

  return { open, state, show: () => setOpen(true), close, choose, confirm };
}

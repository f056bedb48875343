import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Room } from '#shared/api.ts';
import { useRoomExport } from './use-room-export.ts';
import './export-panel.css';

/**
 * The dashboard's Export: the contestants with their points and every ballot,
 * as a CSV file for a spreadsheet or a JSON file, at any time (provisional
 * until voting ends). Ballots are numbered unless names are asked for.
 */
export function ExportPanel({ room, adminToken }: { room: Room; adminToken: string }) {
  const { t } = useLingui();
  const exporter = useRoomExport(room.id, adminToken, room.code);
  const id = useId();
  const ended = room.status === 'ended';

  return (
    <section className="card stack export-panel" aria-labelledby={`${id}-title`}>
      <div className="export-panel__head">
        <h2 id={`${id}-title`} className="section-title">
          <Trans context="the dashboard's section for exporting the results">Export</Trans>
        </h2>
        <p className="muted export-panel__status">
          {ended
            ? t`The final results and every ballot.`
            : t`Provisional until voting ends: the points of the ballots so far, and every ballot.`}
        </p>
      </div>
      <div className="export-panel__option">
        <input
          id={`${id}-names`}
          type="checkbox"
          checked={exporter.names}
          onChange={(event) => exporter.setNames(event.target.checked)}
          aria-describedby={`${id}-names-hint`}
        />
        <label htmlFor={`${id}-names`}>
          <Trans>Include voter names</Trans>
        </label>
        <p id={`${id}-names-hint`} className="hint">
          <Trans>Otherwise ballots show Participant 1, 2, 3… in the order people joined.</Trans>
        </p>
      </div>
      <div className="row export-panel__actions">
        {(['csv', 'json'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button--secondary button--small"
            disabled={exporter.busy !== null}
            onClick={() => void exporter.download(format)}
          >
            {exporter.busy === format
              ? t`Exporting...`
              : format === 'csv'
                ? t`Export CSV`
                : t`Export JSON`}
          </button>
        ))}
      </div>
      {exporter.error && (
        <p role="alert" className="error-box">
          {exporter.error}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {exporter.saved}
      </p>
    </section>
  );
}

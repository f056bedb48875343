import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { QrCode } from '#client/components/qr-code.tsx';
import type { ExpoProject } from '#shared/expo.ts';

/**
 * One project of the expo: its table in big type (or none yet), its name and
 * description, and the QR code of the room's join link, so that a printed
 * row cut out and set on the table lets visitors vote from it. The code is
 * the header's again: screen readers hear it once, there.
 */
export const ExpoProjectRow = memo(function ExpoProjectRow({
  project,
  joinUrl,
  qrLabel,
}: {
  project: ExpoProject;
  /** The join link at the address phones reach; null while unknown, or once voting has ended. */
  joinUrl: string | null;
  qrLabel: string;
}) {
  // A table's number is its label, as painted on the table: no thousands separator.
  const table = project.tableNumber === null ? null : String(project.tableNumber);
  return (
    <li className="expo-project">
      <p className={`expo-project__table${table ? '' : ' expo-project__table--none'}`}>
        {table ? (
          <Trans comment="Above a project's table number at an expo, in big type">
            <span className="expo-project__table-label">Table</span>{' '}
            <span className="expo-project__number">{table}</span>
          </Trans>
        ) : (
          <span className="expo-project__table-label">
            <Trans comment="A project not yet given a table at an expo">No table</Trans>
          </span>
        )}
      </p>
      <div className="expo-project__text">
        <h3 className="expo-project__name">{project.name}</h3>
        {project.blurb && <p className="expo-project__blurb">{project.blurb}</p>}
      </div>
      {joinUrl && (
        <div className="expo-project__qr" aria-hidden="true">
          <QrCode className="expo-project__qr-code" text={joinUrl} label={qrLabel} />
        </div>
      )}
    </li>
  );
});

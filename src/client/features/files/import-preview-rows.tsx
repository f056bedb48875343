import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { refusalText } from '#client/lib/refusal-wording.ts';
import { MAX_CONTESTANTS_PER_ROOM } from '#shared/constants.ts';
import type { ImportPreview } from '#shared/contestant-import.ts';
import type { RefusalValues } from '#shared/refusal-reasons.ts';

/** The preview's first line: how many rows are ready, and how many will be skipped. */
function summary(i18n: I18n, preview: ImportPreview, skippedCount: number): string {
  const readyCount = preview.ready;
  if (preview.rows.length === 0) {
    return i18n._(msg`The file has no contestant rows below its header.`);
  }
  if (skippedCount === 0) {
    return i18n._(msg`${plural(readyCount, { one: '# row', other: '# rows' })} ready to import.`);
  }
  return i18n._(
    msg`${plural(readyCount, { one: '# row', other: '# rows' })} ready to import; ${plural(skippedCount, { one: '# row', other: '# rows' })} with problems will be skipped.`,
  );
}

/**
 * What importing a file would do: a summary, notes on the file, the rows with
 * problems (skipped) in words, then the rows ready to import.
 */
export function ImportPreviewRows({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const skipped = preview.rows.filter((row) => row.problems.length > 0);
  const ready = preview.rows.filter((row) => row.problems.length === 0);
  const count = (value: number) => formatNumber(value, i18n.locale);
  const overCount = preview.ready - preview.space;
  const spaceCount = preview.space;
  const maxContestants = count(MAX_CONTESTANTS_PER_ROOM);
  const skippedCount = count(skipped.length);
  const readyCount = count(ready.length);
  /** The server's note or problem in this device's words, by its reason (its English for one this device does not know). */
  const worded = <T extends string | null>(
    said: { reason: string; values: RefusalValues } | undefined,
    english: T,
  ): string | T => (said ? (refusalText(said.reason, said.values, i18n) ?? english) : english);

  return (
    <div className="stack files-preview">
      <p role="status" className="files-preview__summary">
        {summary(i18n, preview, skipped.length)}
      </p>
      {overCount > 0 && (
        <p className="notice">
          {t({
            message: `The room has space for ${plural(spaceCount, { one: '# more contestants', other: '# more contestants' })} (${maxContestants} at most): remove ${plural(overCount, { one: '# row', other: '# rows' })} and choose the file again.`,
            comment:
              'The room has fewer places left than the file has rows ready. In English “# more contestants” is the same for one and for more.',
          })}
        </p>
      )}
      {preview.notes.length > 0 && (
        <ul className="files-preview__notes">
          {preview.notes.map((note, index) => (
            <li key={note}>{worded(preview.noteReasons[index], note)}</li>
          ))}
        </ul>
      )}
      {skipped.length > 0 && (
        <section aria-labelledby={`${id}-skipped`} className="stack files-preview__group">
          <h3 id={`${id}-skipped`} className="files-preview__heading">
            <Trans>Rows with problems ({skippedCount})</Trans>
          </h3>
          <ul className="files-preview__rows">
            {skipped.map((row) => (
              <li key={row.row} className="files-preview__row files-preview__row--problem">
                <span className="files-preview__row-name">{row.name || t`No name`}</span>
                <ul className="files-preview__problems">
                  {row.problems.map((problem, index) => {
                    const rowNumber = count(row.row);
                    const reason = worded(row.issues[index], null);
                    return (
                      <li key={problem}>
                        {reason === null ? problem : t`Row ${rowNumber}: ${reason}`}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ready.length > 0 && (
        <section aria-labelledby={`${id}-ready`} className="stack files-preview__group">
          <h3 id={`${id}-ready`} className="files-preview__heading">
            <Trans>Ready to import ({readyCount})</Trans>
          </h3>
          <ul className="files-preview__rows">
            {ready.map((row) => {
              const rowNumber = count(row.row);
              // A table's number is its label: no thousands separator.
              const table = row.tableNumber === null ? null : String(row.tableNumber);
              return (
                <li key={row.row} className="files-preview__row">
                  <span className="files-preview__row-number">
                    <Trans>Row {rowNumber}</Trans>
                  </span>
                  <span className="files-preview__row-name">
                    {row.name}
                    {table && (
                      <span className="files-preview__row-table">
                        {' · '}
                        {t({
                          message: `Table ${table}`,
                          comment: "A project's numbered table at an expo",
                        })}
                      </span>
                    )}
                  </span>
                  <span className="muted files-preview__row-blurb">{row.blurb}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

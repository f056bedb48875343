import { useId } from 'react';
import { MAX_CONTESTANTS_PER_ROOM } from '#shared/constants.ts';
import type { ImportPreview } from '#shared/contestant-import.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What importing a file would do: a summary, notes on the file, the rows with
 * problems (skipped) in words, then the rows ready to import.
 */
export function ImportPreviewRows({ preview }: { preview: ImportPreview }) {
  const id = useId();
  const skipped = preview.rows.filter((row) => row.problems.length > 0);
  const ready = preview.rows.filter((row) => row.problems.length === 0);
  const over = preview.ready - preview.space;

  return (
    <div className="stack files-preview">
      <p role="status" className="files-preview__summary">
        {preview.rows.length === 0
          ? 'The file has no contestant rows below its header.'
          : `${plural(preview.ready, 'row', 'rows')} ready to import${
              skipped.length > 0
                ? `; ${plural(skipped.length, 'row', 'rows')} with problems will be skipped`
                : ''
            }.`}
      </p>
      {over > 0 && (
        <p className="notice">
          The room has space for {preview.space} more contestants ({MAX_CONTESTANTS_PER_ROOM} at
          most): remove {plural(over, 'row', 'rows')} and choose the file again.
        </p>
      )}
      {preview.notes.length > 0 && (
        <ul className="files-preview__notes">
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {skipped.length > 0 && (
        <section aria-labelledby={`${id}-skipped`} className="stack files-preview__group">
          <h3 id={`${id}-skipped`} className="files-preview__heading">
            Rows with problems ({skipped.length})
          </h3>
          <ul className="files-preview__rows">
            {skipped.map((row) => (
              <li key={row.row} className="files-preview__row files-preview__row--problem">
                <span className="files-preview__row-name">{row.name || 'No name'}</span>
                <ul className="files-preview__problems">
                  {row.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ready.length > 0 && (
        <section aria-labelledby={`${id}-ready`} className="stack files-preview__group">
          <h3 id={`${id}-ready`} className="files-preview__heading">
            Ready to import ({ready.length})
          </h3>
          <ul className="files-preview__rows">
            {ready.map((row) => (
              <li key={row.row} className="files-preview__row">
                <span className="files-preview__row-number">Row {row.row}</span>
                <span className="files-preview__row-name">{row.name}</span>
                <span className="muted files-preview__row-blurb">{row.blurb}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

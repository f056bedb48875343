import type { DraggableProvided } from '@hello-pangea/dnd';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '#client/components/icons.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';

export type RankingRowProps = {
  contestant: Contestant;
  tableNumber: number | null;
  /** Its place in the ranking, from 0. */
  index: number;
  count: number;
  /** Judging has closed: nothing moves. */
  locked: boolean;
  onMove: (contestantId: string, step: -1 | 1) => void;
  /** What the drag and drop gives the row once it has loaded. */
  drag?: DraggableProvided;
  dragging?: boolean;
};

/**
 * One project of the judge's ranking: its place, picture, name and table, the
 * handle a drag lifts (the whole row but its buttons, focusable before the
 * drag and drop has loaded), and Move up / Move down (WCAG 2.5.7), the first
 * unable to go up and the last down. Memoised: a move redraws the rows that
 * changed place, not the rest.
 */
export const RankingRow = memo(function RankingRow({
  contestant,
  tableNumber,
  index,
  count,
  locked,
  onMove,
  drag,
  dragging = false,
}: RankingRowProps) {
  const { t, i18n } = useLingui();
  const { id, name: contestantName } = contestant;
  const table = tableNumber === null ? null : formatNumber(tableNumber, i18n.locale);
  const handleProps = drag?.dragHandleProps ?? (locked ? {} : { tabIndex: 0 });
  return (
    <li
      ref={drag?.innerRef}
      {...drag?.draggableProps}
      className={`expo-rank${dragging ? ' expo-rank--dragging' : ''}${locked ? ' expo-rank--locked' : ''}`}
      data-testid="expo-ranked"
      data-contestant-id={id}
      data-contestant-name={contestantName}
    >
      <div {...handleProps} className="expo-rank__handle">
        <span className="disc expo-rank__place" aria-hidden="true">
          {formatNumber(index + 1, i18n.locale)}
        </span>
        {contestant.imageUrl && (
          <img className="expo-rank__image" src={contestant.imageUrl} alt="" />
        )}
        <span className="expo-rank__text">
          <span className="expo-rank__name">{contestantName}</span>
          {table !== null && <span className="expo-rank__table">{t`Table ${table}`}</span>}
        </span>
      </div>
      {!locked && (
        <span className="expo-rank__moves">
          <button
            type="button"
            className="expo-rank__move"
            data-move={`${id}:up`}
            aria-label={t`Move ${contestantName} up`}
            title={t`Move up`}
            disabled={index === 0}
            onClick={() => onMove(id, -1)}
          >
            <ChevronUpIcon size={18} />
          </button>
          <button
            type="button"
            className="expo-rank__move"
            data-move={`${id}:down`}
            aria-label={t`Move ${contestantName} down`}
            title={t`Move down`}
            disabled={index >= count - 1}
            onClick={() => onMove(id, 1)}
          >
            <ChevronDownIcon size={18} />
          </button>
        </span>
      )}
    </li>
  );
});

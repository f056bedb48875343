import type { DraggableProvided } from '@hello-pangea/dnd';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '#client/components/icons.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import '#client/components/chip-list.css';
import '#client/components/move-buttons.css';

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
 * One project of the judge's ranking, in the ballot's look: its place,
 * picture, name and table, the handle a drag lifts (the whole row but its
 * buttons, focusable before the drag and drop has loaded), and Move up /
 * Move down (WCAG 2.5.7), the first unable to go up and the last down.
 * Memoised: a move redraws the rows that changed place, not the rest.
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
  const moves = [
    { step: -1, direction: 'up', label: t`Move ${contestantName} up`, title: t`Move up` },
    { step: 1, direction: 'down', label: t`Move ${contestantName} down`, title: t`Move down` },
  ] as const;
  return (
    <li
      ref={drag?.innerRef}
      {...drag?.draggableProps}
      className={`chip expo-rank${dragging ? ' chip--dragging' : ''}${locked ? ' chip--locked' : ''}`}
      data-testid="expo-ranked"
      data-contestant-id={id}
      data-contestant-name={contestantName}
    >
      <div {...handleProps} className="chip-handle">
        <span className="disc expo-rank__place" aria-hidden="true">
          {formatNumber(index + 1, i18n.locale)}
        </span>
        {contestant.imageUrl && <img className="chip-image" src={contestant.imageUrl} alt="" />}
        <span className="chip-text">
          <span className="chip-name">{contestantName}</span>
          {table !== null && <span className="expo-rank__table">{t`Table ${table}`}</span>}
        </span>
      </div>
      {!locked && (
        <span className="chip-moves">
          {moves.map((move) => (
            <button
              key={move.direction}
              type="button"
              className="chip-move"
              data-move={`${id}:${move.direction}`}
              aria-label={move.label}
              title={move.title}
              disabled={move.step === -1 ? index === 0 : index >= count - 1}
              onClick={() => onMove(id, move.step)}
            >
              {move.step === -1 ? <ChevronUpIcon size={18} /> : <ChevronDownIcon size={18} />}
            </button>
          ))}
        </span>
      )}
    </li>
  );
});

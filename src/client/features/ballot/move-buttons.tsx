import { ChevronDownIcon, ChevronUpIcon } from '#client/components/icons.tsx';
import type { BallotMove } from './ballot-moves.ts';
import './move-buttons.css';

/**
 * Move up and Move down on a ranked chip: reordering Your Rankings without
 * dragging (WCAG 2.5.7). The first cannot go up, the last cannot go down.
 */
export function MoveButtons({
  contestantId,
  name,
  index,
  count,
  onMove,
}: {
  contestantId: string;
  name: string;
  index: number;
  count: number;
  onMove: (move: BallotMove) => void;
}) {
  return (
    <span className="chip-moves">
      <button
        type="button"
        className="chip-move"
        data-move="up"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => onMove({ kind: 'up', contestantId })}
      >
        <ChevronUpIcon size={18} />
      </button>
      <button
        type="button"
        className="chip-move"
        data-move="down"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={index >= count - 1}
        onClick={() => onMove({ kind: 'down', contestantId })}
      >
        <ChevronDownIcon size={18} />
      </button>
    </span>
  );
}

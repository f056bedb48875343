import type { Contestant } from '#shared/api.ts';
import { type ListId, RANKED } from './ballot-lists.ts';
import type { BallotMove } from './ballot-moves.ts';
import { type ChipDrag, ChipRow } from './chip-row.tsx';
import type { BallotDnd } from './use-drag-and-drop.ts';

/**
 * One of the two lists: its chips can be ranked or taken out with a tap, and
 * in Your Rankings moved up or down; once the drag and drop has loaded
 * (`dnd`), it also takes drops and its chips can be dragged. `drawn` chips
 * of `ids` are drawn: the rest follow a moment later (use-progressive-count.ts).
 */
export function ContestantList({
  id,
  ids,
  drawn = ids.length,
  byId,
  locked,
  dropDisabled,
  rankedFull,
  emptyText,
  onMove,
  onDetails,
  dnd,
}: {
  id: ListId;
  ids: string[];
  drawn?: number;
  byId: Map<string, Contestant>;
  locked: boolean;
  dropDisabled: boolean;
  rankedFull: boolean;
  emptyText: string;
  onMove: (move: BallotMove) => void;
  onDetails: (contestant: Contestant) => void;
  dnd: BallotDnd | null;
}) {
  const shown = ids.slice(0, drawn);
  const className = `drop-list drop-list--${id}`;
  const empty = ids.length === 0 && <li className="drop-empty">{emptyText}</li>;
  const chip = (contestantId: string, index: number, drag?: ChipDrag) => {
    const contestant = byId.get(contestantId);
    if (!contestant) return null;
    return (
      <ChipRow
        key={contestantId}
        contestant={contestant}
        list={id}
        // Available chips do not show their place: ranking one redraws none of the others.
        rankIndex={id === RANKED ? index : undefined}
        rankedCount={id === RANKED ? ids.length : undefined}
        locked={locked}
        rankedFull={rankedFull}
        onMove={onMove}
        onDetails={onDetails}
        drag={drag}
      />
    );
  };

  if (dnd) {
    return (
      <dnd.DropList
        id={id}
        ids={shown}
        className={className}
        dropDisabled={dropDisabled}
        locked={locked}
        empty={empty}
        renderChip={chip}
      />
    );
  }
  return (
    <ul className={className} data-testid={`${id}-list`}>
      {empty}
      {shown.map((contestantId, index) => chip(contestantId, index))}
    </ul>
  );
}

import type { Contestant } from '#shared/api.ts';
import { type ListId, RANKED } from './ballot-lists.ts';
import type { BallotMove } from './ballot-moves.ts';
import { ChipRow } from './chip-row.tsx';
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
  const className = `drop-list drop-list--${id}`;
  const empty = ids.length === 0 && <li className="drop-empty">{emptyText}</li>;
  // Plain props, so that each chip (memoised) is redrawn only when its own change.
  const rows = ids.slice(0, drawn).flatMap((contestantId, index) => {
    const contestant = byId.get(contestantId);
    if (!contestant) return [];
    const ranked = id === RANKED;
    return [
      {
        contestant,
        list: id,
        index,
        // Available chips do not show their place: ranking one redraws none of the others.
        rankIndex: ranked ? index : undefined,
        rankedCount: ranked ? ids.length : undefined,
        locked,
        rankedFull,
        onMove,
        onDetails,
      },
    ];
  });

  if (dnd) {
    return (
      <dnd.DropList
        id={id}
        rows={rows}
        className={className}
        dropDisabled={dropDisabled}
        empty={empty}
      />
    );
  }
  return (
    <ul className={className} data-testid={`${id}-list`}>
      {empty}
      {rows.map(({ index: _index, ...row }) => (
        <ChipRow key={row.contestant.id} {...row} />
      ))}
    </ul>
  );
}

import { Draggable, Droppable } from '@hello-pangea/dnd';
import { InfoIcon } from '#client/components/icons.tsx';
import type { Contestant } from '#shared/api.ts';
import { type ListId, RANKED } from './ballot-lists.ts';
import type { BallotMove } from './ballot-moves.ts';
import { ChipAction, ContestantChip } from './contestant-chip.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { useProgressiveCount } from './use-progressive-count.ts';

/**
 * One of the two lists, as a drop target whose chips can be dragged or moved
 * with a tap: ranked or taken out, and in Your Rankings moved up or down.
 */
export function ContestantList({
  id,
  ids,
  byId,
  locked,
  dropDisabled,
  rankedFull,
  emptyText,
  onMove,
  onDetails,
}: {
  id: ListId;
  ids: string[];
  byId: Map<string, Contestant>;
  locked: boolean;
  dropDisabled: boolean;
  rankedFull: boolean;
  emptyText: string;
  onMove: (move: BallotMove) => void;
  onDetails: (contestant: Contestant) => void;
}) {
  const drawn = useProgressiveCount(ids.length);
  return (
    <Droppable droppableId={id} isDropDisabled={dropDisabled}>
      {(provided, snapshot) => (
        <ul
          ref={provided.innerRef}
          {...provided.droppableProps}
          className={`drop-list drop-list--${id}${snapshot.isDraggingOver ? ' drop-list--over' : ''}`}
          data-testid={`${id}-list`}
        >
          {ids.length === 0 && <li className="drop-empty">{emptyText}</li>}
          {ids.slice(0, drawn).map((contestantId, index) => {
            const contestant = byId.get(contestantId);
            if (!contestant) return null;
            return (
              <Draggable
                key={contestantId}
                draggableId={contestantId}
                index={index}
                isDragDisabled={locked}
              >
                {(dragProvided, dragSnapshot) => (
                  // The item is a plain list item; the drag handle (the
                  // library's role="button") sits inside it, beside the action.
                  <li
                    ref={dragProvided.innerRef}
                    {...dragProvided.draggableProps}
                    className={`chip${dragSnapshot.isDragging ? ' chip--dragging' : ''}${locked ? ' chip--locked' : ''}`}
                    data-testid="contestant-chip"
                    data-contestant-name={contestant.name}
                  >
                    <div {...dragProvided.dragHandleProps} className="chip-handle">
                      <ContestantChip
                        contestant={contestant}
                        rank={id === RANKED ? index + 1 : undefined}
                      />
                    </div>
                    <button
                      type="button"
                      className="chip-action chip-action--details"
                      aria-label={`Details for ${contestant.name}`}
                      title="Details"
                      onClick={() => onDetails(contestant)}
                    >
                      <InfoIcon size={18} />
                    </button>
                    {!locked && id === RANKED && (
                      <MoveButtons
                        contestantId={contestantId}
                        name={contestant.name}
                        index={index}
                        count={ids.length}
                        onMove={onMove}
                      />
                    )}
                    {!locked && (
                      <ChipAction
                        list={id}
                        name={contestant.name}
                        rankedFull={rankedFull}
                        onMove={() =>
                          onMove({ kind: id === RANKED ? 'unrank' : 'rank', contestantId })
                        }
                      />
                    )}
                  </li>
                )}
              </Draggable>
            );
          })}
          {provided.placeholder}
        </ul>
      )}
    </Droppable>
  );
}

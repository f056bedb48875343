import {
  DragDropContext,
  Draggable,
  type DragStart,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import { type ReactNode, useEffect } from 'react';
import type { DragLocation, ListId } from './ballot-lists.ts';
import type { ChipDrag } from './chip-row.tsx';

// The drag and drop, a chunk of its own: the ballot is drawn, and can be used
// with its buttons, before this is loaded (see use-drag-and-drop.ts).

/**
 * The drag and drop around both lists; a drop is reported in the lists'
 * terms. `onReady` is called once the library listens for drags: its own
 * effects, run before this one, start that.
 */
export function DragArea({
  onDragStart,
  onDrop,
  onReady,
  children,
}: {
  onDragStart: (from: string) => void;
  onDrop: (source: DragLocation, destination: DragLocation | null) => void;
  onReady: () => void;
  children: ReactNode;
}) {
  useEffect(() => onReady(), [onReady]);
  return (
    <DragDropContext
      onDragStart={(start: DragStart) => onDragStart(start.source.droppableId)}
      onDragEnd={(result: DropResult) => onDrop(result.source, result.destination)}
    >
      {children}
    </DragDropContext>
  );
}

/** A list that takes drops, whose chips can be dragged (not once the vote is in). */
export function DropList({
  id,
  ids,
  className,
  dropDisabled,
  locked,
  empty,
  renderChip,
}: {
  id: ListId;
  ids: readonly string[];
  className: string;
  dropDisabled: boolean;
  locked: boolean;
  empty: ReactNode;
  renderChip: (contestantId: string, index: number, drag: ChipDrag) => ReactNode;
}) {
  return (
    <Droppable droppableId={id} isDropDisabled={dropDisabled}>
      {(provided, snapshot) => (
        <ul
          ref={provided.innerRef}
          {...provided.droppableProps}
          className={`${className}${snapshot.isDraggingOver ? ' drop-list--over' : ''}`}
          data-testid={`${id}-list`}
        >
          {empty}
          {ids.map((contestantId, index) => (
            <Draggable
              key={contestantId}
              draggableId={contestantId}
              index={index}
              isDragDisabled={locked}
            >
              {(chip, chipSnapshot) =>
                renderChip(contestantId, index, {
                  ref: chip.innerRef,
                  itemProps: chip.draggableProps,
                  handleProps: chip.dragHandleProps,
                  dragging: chipSnapshot.isDragging,
                })
              }
            </Draggable>
          ))}
          {provided.placeholder}
        </ul>
      )}
    </Droppable>
  );
}

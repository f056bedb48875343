import {
  DragDropContext,
  Draggable,
  type DragStart,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import { memo, type ReactNode } from 'react';
import type { DragLocation, ListId } from './ballot-lists.ts';
import { ChipRow, type ChipRowProps } from './chip-row.tsx';

// The drag and drop, a chunk of its own: the ballot is drawn, and can be used
// with its buttons, before this is loaded (see use-drag-and-drop.ts).

/** The drag and drop around both lists; a drop is reported in the lists' terms. */
export function DragArea({
  onDragStart,
  onDrop,
  children,
}: {
  onDragStart: (from: string) => void;
  onDrop: (source: DragLocation, destination: DragLocation | null) => void;
  children: ReactNode;
}) {
  return (
    <DragDropContext
      onDragStart={(start: DragStart) => onDragStart(start.source.droppableId)}
      onDragEnd={(result: DropResult) => onDrop(result.source, result.destination)}
    >
      {children}
    </DragDropContext>
  );
}

/** A chip the library can drag: redrawn only when its own props change, like `ChipRow`. */
const DraggableChip = memo(function DraggableChip({
  index,
  ...row
}: ChipRowProps & { index: number }) {
  return (
    <Draggable draggableId={row.contestant.id} index={index} isDragDisabled={row.locked}>
      {(chip, snapshot) => <ChipRow {...row} drag={chip} dragging={snapshot.isDragging} />}
    </Draggable>
  );
});

/** A list that takes drops, whose chips can be dragged (not once the vote is in). */
export function DropList({
  id,
  rows,
  className,
  dropDisabled,
  empty,
}: {
  id: ListId;
  rows: readonly (ChipRowProps & { index: number })[];
  className: string;
  dropDisabled: boolean;
  empty: ReactNode;
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
          {rows.map((row) => (
            <DraggableChip key={row.contestant.id} {...row} />
          ))}
          {provided.placeholder}
        </ul>
      )}
    </Droppable>
  );
}

import {
  DragDropContext,
  Draggable,
  type DraggableLocation,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { AVAILABLE, type DragLocation, type ListId, RANKED } from './ballot-lists.ts';
import { ChipRow, type ChipRowProps } from './chip-row.tsx';

// The drag and drop, a chunk of its own: the ballot is drawn, and can be used
// with its buttons, before this is loaded (see use-drag-and-drop.ts).

/*
 * What a screen reader is told while a chip is dragged with the keyboard:
 * the drag and drop library's own words (in English, its defaults), in the
 * device's language. A combine, which the ballot does not allow, is left to
 * the library.
 */

/** How to lift a chip, read as the description of every chip's handle. */
function dragInstructions(i18n: I18n): string {
  return i18n._(
    msg`Press space bar to start a drag. When dragging you can use the arrow keys to move the item around and escape to cancel. Some screen readers may require you to be in focus mode or to use your pass through key`,
  );
}

/** A list's name as the announcements say it. */
function listName(i18n: I18n, droppableId: string): string {
  if (droppableId === AVAILABLE)
    return i18n._(msg({ message: 'available', context: 'the list of contestants not ranked' }));
  if (droppableId === RANKED)
    return i18n._(msg({ message: 'ranked', context: 'the list Your Rankings' }));
  return droppableId;
}

/** A place in a list, counted from 1. */
function positionOf(i18n: I18n, location: DraggableLocation): string {
  return formatNumber(location.index + 1, i18n.locale);
}

function moved(i18n: I18n, source: DraggableLocation, destination: DraggableLocation): string {
  const startPosition = positionOf(i18n, source);
  const endPosition = positionOf(i18n, destination);
  if (source.droppableId === destination.droppableId) {
    return i18n._(
      msg`You have moved the item from position ${startPosition} to position ${endPosition}`,
    );
  }
  const sourceList = listName(i18n, source.droppableId);
  const destinationList = listName(i18n, destination.droppableId);
  return i18n._(
    msg`You have moved the item from position ${startPosition} in list ${sourceList} to list ${destinationList} in position ${endPosition}`,
  );
}

/** A chip was lifted. */
function liftedAnnouncement(i18n: I18n, start: DragStart): string {
  const position = positionOf(i18n, start.source);
  return i18n._(msg`You have lifted an item in position ${position}`);
}

/** A lifted chip moved; null for a combine, which the library words. */
function movedAnnouncement(i18n: I18n, update: DragUpdate): string | null {
  if (update.destination) return moved(i18n, update.source, update.destination);
  if (update.combine) return null;
  return i18n._(msg`You are over an area that cannot be dropped on`);
}

/** A chip was dropped, or the drag cancelled; null for a combine, which the library words. */
function droppedAnnouncement(i18n: I18n, result: DropResult): string | null {
  const position = positionOf(i18n, result.source);
  if (result.reason === 'CANCEL') {
    return i18n._(
      msg`Movement cancelled. The item has returned to its starting position of ${position}`,
    );
  }
  if (result.destination) {
    const where = moved(i18n, result.source, result.destination);
    return i18n._(msg`You have dropped the item. ${where}`);
  }
  if (result.combine) return null;
  return i18n._(
    msg`The item has been dropped while not over a drop area. The item has returned to its starting position of ${position}`,
  );
}

/** Tells a screen reader `text`, unless the library words it itself (null). */
function announce(provided: ResponderProvided, text: string | null): void {
  if (text !== null) provided.announce(text);
}

/**
 * The drag and drop around both lists; a drop is reported in the lists'
 * terms. What a screen reader hears of a drag is in the device's language.
 */
export function DragArea({
  onDragStart,
  onDrop,
  children,
}: {
  onDragStart: (from: string) => void;
  onDrop: (source: DragLocation, destination: DragLocation | null) => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <DragDropContext
      dragHandleUsageInstructions={dragInstructions(i18n)}
      onDragStart={(start: DragStart, provided: ResponderProvided) => {
        announce(provided, liftedAnnouncement(i18n, start));
        onDragStart(start.source.droppableId);
      }}
      onDragUpdate={(update: DragUpdate, provided: ResponderProvided) =>
        announce(provided, movedAnnouncement(i18n, update))
      }
      onDragEnd={(result: DropResult, provided: ResponderProvided) => {
        announce(provided, droppedAnnouncement(i18n, result));
        onDrop(result.source, result.destination);
      }}
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

import {
  DragDropContext,
  Draggable,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { RankingRow, type RankingRowProps } from './ranking-row.tsx';

// The drag and drop of the ranking, a chunk of its own: the ranking is drawn,
// and can be reordered with its buttons, before this has loaded.

const LIST = 'expo-ranking';

/** What a screen reader hears of a drag, naming the project and its place out of how many. */
function spoken(i18n: I18n, names: ReadonlyMap<string, string>, count: number) {
  const nameOf = (id: string) => names.get(id) ?? '';
  const placeOf = (index: number) => formatNumber(index + 1, i18n.locale);
  const total = formatNumber(count, i18n.locale);
  return {
    lifted: (start: DragStart) => {
      const contestantName = nameOf(start.draggableId);
      const place = placeOf(start.source.index);
      return i18n._(msg`${contestantName} lifted, at ${place} of ${total}.`);
    },
    moved: (update: DragUpdate) => {
      const contestantName = nameOf(update.draggableId);
      if (!update.destination) return i18n._(msg`${contestantName}: no place here.`);
      const place = placeOf(update.destination.index);
      return i18n._(msg`${contestantName}: ${place} of ${total}.`);
    },
    dropped: (result: DropResult) => {
      const contestantName = nameOf(result.draggableId);
      const place = placeOf(result.destination?.index ?? result.source.index);
      if (result.reason === 'CANCEL' || !result.destination) {
        const back = placeOf(result.source.index);
        return i18n._(msg`${contestantName} is back at ${back} of ${total}.`);
      }
      return i18n._(msg`${contestantName} dropped at ${place} of ${total}.`);
    },
  };
}

const DraggableRow = memo(function DraggableRow(row: RankingRowProps) {
  return (
    <Draggable draggableId={row.contestant.id} index={row.index} isDragDisabled={row.locked}>
      {(drag, snapshot) => <RankingRow {...row} drag={drag} dragging={snapshot.isDragging} />}
    </Draggable>
  );
});

/**
 * The ranking as one sortable list: a row dragged with the mouse, a finger
 * or the keyboard (Space, the arrow keys, Space) is put where it is dropped
 * (`onReorder`), each step spoken in the device's language.
 */
export function DraggableRanking({
  rows,
  onReorder,
}: {
  rows: readonly RankingRowProps[];
  onReorder: (from: number, to: number) => void;
}) {
  const { i18n } = useLingui();
  const names = new Map(rows.map((row) => [row.contestant.id, row.contestant.name]));
  const say = spoken(i18n, names, rows.length);
  return (
    <DragDropContext
      dragHandleUsageInstructions={i18n._(
        msg`Press space bar to start a drag. When dragging you can use the arrow keys to move the item around and escape to cancel. Some screen readers may require you to be in focus mode or to use your pass through key`,
      )}
      onDragStart={(start, provided) => provided.announce(say.lifted(start))}
      onDragUpdate={(update, provided) => provided.announce(say.moved(update))}
      onDragEnd={(result, provided) => {
        provided.announce(say.dropped(result));
        if (result.destination) onReorder(result.source.index, result.destination.index);
      }}
    >
      <Droppable droppableId={LIST}>
        {(provided, snapshot) => (
          <ol
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={`drop-list drop-list--ranked${snapshot.isDraggingOver ? ' drop-list--over' : ''}`}
            data-testid="expo-ranking-list"
          >
            {rows.map((row) => (
              <DraggableRow key={row.contestant.id} {...row} />
            ))}
            {provided.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}

import {
  DragDropContext,
  Draggable,
  type DragStart,
  Droppable,
  type DropResult,
} from '@hello-pangea/dnd';
import { useState } from 'react';
import type { Contestant } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';
import { pointsForRank } from '#shared/tally.ts';
import {
  AVAILABLE,
  type BallotLists,
  type ListId,
  moveContestant,
  RANKED,
} from './ballot-lists.ts';
import './ballot.css';

const PLACE = ['1st', '2nd', '3rd'];

function ContestantChip({
  contestant,
  rank,
}: {
  contestant: Contestant;
  rank: number | undefined;
}) {
  return (
    <div className="chip-body">
      {rank !== undefined ? (
        <span className={`chip-rank chip-rank--${rank}`} aria-hidden="true">
          {rank}
        </span>
      ) : (
        <span className="chip-grip" aria-hidden="true">
          ⋮⋮
        </span>
      )}
      {contestant.imageUrl && <img className="chip-image" src={contestant.imageUrl} alt="" />}
      <span className="chip-text">
        <span className="chip-name">{contestant.name}</span>
        <span className="chip-blurb">{contestant.blurb}</span>
      </span>
      {rank !== undefined && (
        <span className="chip-points">
          {PLACE[rank - 1]} · {pointsForRank(rank)} pts
        </span>
      )}
    </div>
  );
}

function ContestantList({
  id,
  ids,
  byId,
  locked,
  dropDisabled,
  emptyText,
}: {
  id: ListId;
  ids: string[];
  byId: Map<string, Contestant>;
  locked: boolean;
  dropDisabled: boolean;
  emptyText: string;
}) {
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
          {ids.map((contestantId, index) => {
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
                  <li
                    ref={dragProvided.innerRef}
                    {...dragProvided.draggableProps}
                    {...dragProvided.dragHandleProps}
                    className={`chip${dragSnapshot.isDragging ? ' chip--dragging' : ''}${locked ? ' chip--locked' : ''}`}
                    data-testid="contestant-chip"
                    data-contestant-name={contestant.name}
                  >
                    <ContestantChip
                      contestant={contestant}
                      rank={id === RANKED ? index + 1 : undefined}
                    />
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

/** Available Contestants and Your Rankings, with drag and drop between them. */
export function BallotBoard({
  contestants,
  lists,
  locked,
  onChange,
}: {
  contestants: Contestant[];
  lists: BallotLists;
  locked: boolean;
  onChange: (lists: BallotLists) => void;
}) {
  const [draggingFrom, setDraggingFrom] = useState<string | null>(null);
  const byId = new Map(contestants.map((c) => [c.id, c]));
  const rankedFull = lists.ranked.length >= MAX_RANKINGS;

  const onDragStart = (start: DragStart) => setDraggingFrom(start.source.droppableId);
  const onDragEnd = (result: DropResult) => {
    setDraggingFrom(null);
    onChange(moveContestant(lists, result.source, result.destination));
  };

  return (
    <DragDropContext onDragStart={onDragStart} onDragEnd={onDragEnd}>
      <div className="ballot-board">
        <section className="card stack ballot-column" aria-labelledby="rankings-title">
          <div className="row">
            <h2 id="rankings-title" className="section-title">
              Your Rankings
            </h2>
            <span className="spacer" />
            <span className="badge">
              {lists.ranked.length}/{MAX_RANKINGS}
            </span>
          </div>
          <p className="muted helper-text">You can rank up to 3 contestants.</p>
          <ContestantList
            id={RANKED}
            ids={lists.ranked}
            byId={byId}
            locked={locked}
            dropDisabled={rankedFull && draggingFrom === AVAILABLE}
            emptyText="Drag contestants here, best first."
          />
        </section>
        <section className="card stack ballot-column" aria-labelledby="available-title">
          <h2 id="available-title" className="section-title">
            Available Contestants
          </h2>
          <ContestantList
            id={AVAILABLE}
            ids={lists.available}
            byId={byId}
            locked={locked}
            dropDisabled={false}
            emptyText="Everyone is ranked."
          />
        </section>
      </div>
    </DragDropContext>
  );
}

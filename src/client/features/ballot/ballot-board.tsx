import { DragDropContext, type DragStart, type DropResult } from '@hello-pangea/dnd';
import { useEffect, useRef, useState } from 'react';
import type { Contestant } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';
import {
  AVAILABLE,
  type BallotLists,
  type ListId,
  moveContestant,
  RANKED,
} from './ballot-lists.ts';
import { PLACE } from './contestant-chip.tsx';
import { ContestantList } from './contestant-list.tsx';
import './ballot.css';

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
  const [announcement, setAnnouncement] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  // A fresh object per move, so moving the same contestant twice refocuses it.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string } | null>(null);
  const byId = new Map(contestants.map((c) => [c.id, c]));
  const rankedFull = lists.ranked.length >= MAX_RANKINGS;

  // After a button move, keep the keyboard on the contestant that moved.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id } = focusAfterMove;
    const handle = Array.from(
      boardRef.current?.querySelectorAll<HTMLElement>('[data-rfd-drag-handle-draggable-id]') ?? [],
    ).find((element) => element.dataset.rfdDragHandleDraggableId === id);
    handle?.focus();
  }, [focusAfterMove]);

  const onDragStart = (start: DragStart) => setDraggingFrom(start.source.droppableId);
  const onDragEnd = (result: DropResult) => {
    setDraggingFrom(null);
    onChange(moveContestant(lists, result.source, result.destination));
  };

  const moveFrom = (from: ListId) => (contestantId: string, index: number) => {
    const to = from === RANKED ? AVAILABLE : RANKED;
    const next = moveContestant(
      lists,
      { droppableId: from, index },
      { droppableId: to, index: lists[to].length },
    );
    if (next === lists) return;
    const name = byId.get(contestantId)?.name ?? 'Contestant';
    setAnnouncement(
      to === RANKED
        ? `${name} ranked ${PLACE[next.ranked.length - 1] ?? ''}.`
        : `${name} removed from Your Rankings.`,
    );
    setFocusAfterMove({ id: contestantId });
    onChange(next);
  };

  return (
    <DragDropContext onDragStart={onDragStart} onDragEnd={onDragEnd}>
      <div className="ballot-board" ref={boardRef}>
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
            rankedFull={rankedFull}
            emptyText="Drag contestants here, best first."
            onMove={moveFrom(RANKED)}
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
            rankedFull={rankedFull}
            emptyText="Everyone is ranked."
            onMove={moveFrom(AVAILABLE)}
          />
        </section>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </DragDropContext>
  );
}

import { DragDropContext, type DragStart, type DropResult } from '@hello-pangea/dnd';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { Contestant } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';
import { AVAILABLE, type BallotLists, moveContestant, RANKED } from './ballot-lists.ts';
import {
  applyMove,
  type BallotMove,
  type FocusTarget,
  focusAfterMove,
  moveAnnouncement,
} from './ballot-moves.ts';
import { searchContestants, wholeLocation } from './ballot-search.ts';
import { ContestantDetails } from './contestant-details.tsx';
import { ContestantList } from './contestant-list.tsx';
import { focusChip } from './focus-chip.ts';
import './ballot.css';
import './ballot-search.css';

/** Above this many contestants the ballot keeps to one screen, with Available scrolling in it. */
const LONG_BALLOT = 8;

/**
 * Available Contestants and Your Rankings, with drag and drop between them,
 * buttons that do the same (each move announced, the keyboard kept on the
 * contestant moved), a search over Available, and Details for any contestant.
 */
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
  const [moved, setMoved] = useState<{ id: string; target: FocusTarget } | null>(null);
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<Contestant | null>(null);
  // Typing stays quick in a room of 150: the list follows when React has time.
  const deferredSearch = useDeferredValue(search);
  const byId = new Map(contestants.map((c) => [c.id, c]));
  const rankedFull = lists.ranked.length >= MAX_RANKINGS;
  const shown = searchContestants(lists.available, byId, deferredSearch);

  // After a button move, keep the keyboard on the contestant that moved.
  useEffect(() => {
    if (moved && boardRef.current) focusChip(boardRef.current, moved.id, moved.target);
  }, [moved]);

  const onDragStart = (start: DragStart) => setDraggingFrom(start.source.droppableId);
  const onDragEnd = (result: DropResult) => {
    setDraggingFrom(null);
    // Indices in a searched Available list are among the contestants shown.
    const source = wholeLocation(result.source, shown, lists.available);
    const destination =
      result.destination && wholeLocation(result.destination, shown, lists.available);
    onChange(moveContestant(lists, source, destination));
  };

  const move = (action: BallotMove) => {
    const next = applyMove(lists, action, contestants);
    if (next === lists) return;
    const name = byId.get(action.contestantId)?.name ?? 'Contestant';
    setAnnouncement(moveAnnouncement(name, action, next));
    setMoved({ id: action.contestantId, target: focusAfterMove(action, next) });
    onChange(next);
  };

  return (
    <DragDropContext onDragStart={onDragStart} onDragEnd={onDragEnd}>
      <div
        className={`ballot-board${contestants.length > LONG_BALLOT ? ' ballot-board--long' : ''}`}
        ref={boardRef}
      >
        <section className="card stack ballot-column" aria-labelledby="rankings-title">
          <div className="row">
            <h2 id="rankings-title" className="section-title" tabIndex={-1}>
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
            onMove={move}
            onDetails={setDetails}
          />
        </section>
        <section className="card stack ballot-column" aria-labelledby="available-title">
          <h2 id="available-title" className="section-title">
            Available Contestants
          </h2>
          {lists.available.length > 0 && (
            <input
              type="search"
              className="input ballot-search"
              aria-label="Search contestants"
              placeholder="Search contestants"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <ContestantList
            id={AVAILABLE}
            ids={shown}
            byId={byId}
            locked={locked}
            dropDisabled={false}
            rankedFull={rankedFull}
            emptyText={
              deferredSearch.trim() && lists.available.length > 0
                ? `No contestants match “${deferredSearch.trim()}”.`
                : 'Everyone is ranked.'
            }
            onMove={move}
            onDetails={setDetails}
          />
        </section>
        <p className="visually-hidden" role="status" data-testid="ballot-announcement">
          {announcement}
        </p>
      </div>
      {details && <ContestantDetails contestant={details} onClose={() => setDetails(null)} />}
    </DragDropContext>
  );
}

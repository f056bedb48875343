import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { BALLOT_PROGRESSION, useProgressiveCount } from '#client/lib/use-progressive-count.ts';
import type { Contestant } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';
import {
  AVAILABLE,
  type BallotLists,
  type DragLocation,
  moveContestant,
  RANKED,
} from './ballot-lists.ts';
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
import { useDragAndDrop } from './use-drag-and-drop.ts';
import { focusChip, useKeptPlace } from './use-kept-place.ts';
import './ballot.css';
import './ballot-search.css';

/** How many contestants Your Rankings holds, as the ballot says it. */
const maxRankings = MAX_RANKINGS;

/** Above this many contestants the ballot keeps to one screen, with Available scrolling in it. */
const LONG_BALLOT = 8;

/**
 * Available Contestants and Your Rankings, with buttons that move a
 * contestant (each move announced, the keyboard kept on the contestant
 * moved), drag and drop between them once it has loaded, a search over
 * Available, and Details for any contestant.
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
  const { t, i18n } = useLingui();
  const [draggingFrom, setDraggingFrom] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A fresh object per move, so moving the same contestant twice refocuses it.
  const [moved, setMoved] = useState<{ id: string; target: FocusTarget } | null>(null);
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<Contestant | null>(null);
  // The list is drawn from a deferred search: the field is what must keep up with typing.
  const deferredSearch = useDeferredValue(search);
  const { dnd, settled } = useDragAndDrop(details !== null);
  const kept = useKeptPlace(dnd);
  const byId = new Map(contestants.map((c) => [c.id, c]));
  const rankedFull = lists.ranked.length >= MAX_RANKINGS;
  const shown = searchContestants(lists.available, byId, deferredSearch);
  const searched = deferredSearch.trim();
  // Kept here, not in the list: the board is drawn anew when the drag and drop arrives.
  const drawn = useProgressiveCount(shown.length, BALLOT_PROGRESSION, settled);
  // A tap's move is drawn as a transition; a second tap before it lands builds on it.
  const pending = useRef<{ from: BallotLists; to: BallotLists } | null>(null);

  // After a button move, keep the keyboard on the contestant that moved.
  useEffect(() => {
    if (moved && kept.boardRef.current) focusChip(kept.boardRef.current, moved.id, moved.target);
  }, [moved, kept.boardRef]);

  const onDrop = (source: DragLocation, destination: DragLocation | null) => {
    setDraggingFrom(null);
    // Indices in a searched Available list are among the contestants shown.
    const from = wholeLocation(source, shown, lists.available);
    const to = destination && wholeLocation(destination, shown, lists.available);
    onChange(moveContestant(lists, from, to));
  };

  const move = (action: BallotMove) => {
    const current = pending.current?.from === lists ? pending.current.to : lists;
    const next = applyMove(current, action, contestants);
    if (next === current) return;
    pending.current = { from: lists, to: next };
    const name =
      byId.get(action.contestantId)?.name ?? t({ message: 'Contestant', context: 'no name' });
    // Ranking one of 150 moves every chip after it up a place, which the drag
    // and drop redraws: a transition, less urgent than the tap itself.
    startTransition(() => {
      setAnnouncement(moveAnnouncement(i18n, name, action, next));
      setMoved({ id: action.contestantId, target: focusAfterMove(action, next) });
      onChange(next);
    });
  };
  // The same function on every render, so that chips that did not change are not redrawn.
  const latestMove = useRef(move);
  latestMove.current = move;
  const onMove = useCallback((action: BallotMove) => latestMove.current(action), []);

  const list = {
    byId,
    locked,
    rankedFull,
    onMove,
    onDetails: setDetails,
    dnd,
  };
  const board = (
    <div
      className={`ballot-board${contestants.length > LONG_BALLOT ? ' ballot-board--long' : ''}`}
      ref={kept.ref}
    >
      <section className="card stack ballot-column" aria-labelledby="rankings-title">
        <div className="row">
          <h2 id="rankings-title" className="section-title" tabIndex={-1}>
            <Trans>Your Rankings</Trans>
          </h2>
          <span className="spacer" />
          <span className="badge">
            {formatNumber(lists.ranked.length, i18n.locale)}/
            {formatNumber(MAX_RANKINGS, i18n.locale)}
          </span>
        </div>
        <p className="muted helper-text">
          {t`You can rank up to ${plural(maxRankings, { one: '# contestant', other: '# contestants' })}.`}
        </p>
        <ContestantList
          {...list}
          id={RANKED}
          ids={lists.ranked}
          dropDisabled={rankedFull && draggingFrom === AVAILABLE}
          emptyText={t`Drag contestants here, best first.`}
        />
      </section>
      <section className="card stack ballot-column" aria-labelledby="available-title">
        <h2 id="available-title" className="section-title">
          <Trans>Available Contestants</Trans>
        </h2>
        {lists.available.length > 0 && (
          <input
            type="search"
            className="input ballot-search"
            aria-label={t`Search contestants`}
            placeholder={t`Search contestants`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
        <ContestantList
          {...list}
          id={AVAILABLE}
          ids={shown}
          drawn={drawn}
          dropDisabled={false}
          emptyText={
            searched && lists.available.length > 0
              ? t`No contestants match “${searched}”.`
              : t`Everyone is ranked.`
          }
        />
      </section>
      <p className="visually-hidden" role="status" data-testid="ballot-announcement">
        {announcement}
      </p>
    </div>
  );

  return (
    <>
      {dnd ? (
        <dnd.DragArea onDragStart={setDraggingFrom} onDrop={onDrop}>
          {board}
        </dnd.DragArea>
      ) : (
        board
      )}
      {details && <ContestantDetails contestant={details} onClose={() => setDetails(null)} />}
    </>
  );
}

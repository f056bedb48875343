import type { Contestant } from '#shared/api.ts';
import { pointsForRank } from '#shared/tally.ts';
import { type ListId, RANKED } from './ballot-lists.ts';

export const PLACE = ['1st', '2nd', '3rd'];

export function ContestantChip({
  contestant,
  rank,
}: {
  contestant: Contestant;
  rank: number | undefined;
}) {
  return (
    <>
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
        {rank !== undefined && (
          <span className="chip-points">
            {PLACE[rank - 1]} · {pointsForRank(rank)} pts
          </span>
        )}
        <span className="chip-blurb">{contestant.blurb}</span>
      </span>
    </>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5v14M5 12h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function RemoveIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A one-tap alternative to dragging between the lists (WCAG 2.5.7), which
 * also serves keyboard users when the lists are stacked on a narrow screen,
 * where the library's arrow keys cannot cross from one list to the other.
 */
export function ChipAction({
  list,
  name,
  rankedFull,
  onMove,
}: {
  list: ListId;
  name: string;
  rankedFull: boolean;
  onMove: () => void;
}) {
  if (list === RANKED) {
    return (
      <button
        type="button"
        className="chip-action chip-action--remove"
        aria-label={`Remove ${name} from Your Rankings`}
        title="Remove from Your Rankings"
        onClick={onMove}
      >
        <RemoveIcon />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="chip-action chip-action--add"
      aria-label={`Add ${name} to Your Rankings`}
      title={rankedFull ? 'Your Rankings already holds 3' : 'Add to Your Rankings'}
      disabled={rankedFull}
      onClick={onMove}
    >
      <PlusIcon />
    </button>
  );
}

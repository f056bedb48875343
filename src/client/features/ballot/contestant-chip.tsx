import { CrossIcon, PlusIcon } from '#client/components/icons.tsx';
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
        <span className={`disc chip-rank chip-rank--${rank}`} aria-hidden="true">
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
        <CrossIcon size={18} />
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

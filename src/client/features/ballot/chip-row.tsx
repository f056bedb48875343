import type { DraggableProvided } from '@hello-pangea/dnd';
import { plural, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  CrossIcon,
  InfoIcon,
  PlusIcon,
} from '#client/components/icons.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';
import { pointsForRank } from '#shared/tally.ts';
import { type ListId, RANKED } from './ballot-lists.ts';
import type { BallotMove } from './ballot-moves.ts';
import '#client/components/chip-list.css';
import '#client/components/move-buttons.css';

function ContestantChip({
  contestant,
  rank,
}: {
  contestant: Contestant;
  rank: number | undefined;
}) {
  const { t } = useLingui();
  const points = rank === undefined ? 0 : pointsForRank(rank);
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
            {t`${selectOrdinal(rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} · ${plural(points, { one: '# pts', other: '# pts' })}`}
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
function ChipAction({
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
  const { t, i18n } = useLingui();
  const contestantName = name;
  const maxRankings = formatNumber(MAX_RANKINGS, i18n.locale);
  if (list === RANKED) {
    return (
      <button
        type="button"
        className="chip-action chip-action--remove"
        aria-label={t`Remove ${contestantName} from Your Rankings`}
        title={t`Remove from Your Rankings`}
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
      aria-label={t`Add ${contestantName} to Your Rankings`}
      title={rankedFull ? t`Your Rankings already holds ${maxRankings}` : t`Add to Your Rankings`}
      disabled={rankedFull}
      onClick={onMove}
    >
      <PlusIcon />
    </button>
  );
}

/**
 * Move up and Move down on a ranked chip: reordering Your Rankings without
 * dragging (WCAG 2.5.7). The first cannot go up, the last cannot go down.
 */
function MoveButtons({
  contestantId,
  name,
  index,
  count,
  onMove,
}: {
  contestantId: string;
  name: string;
  index: number;
  count: number;
  onMove: (move: BallotMove) => void;
}) {
  const { t } = useLingui();
  const contestantName = name;
  const labels = {
    up: { label: t`Move ${contestantName} up`, title: t`Move up` },
    down: { label: t`Move ${contestantName} down`, title: t`Move down` },
  };
  return (
    <span className="chip-moves">
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          className="chip-move"
          data-move={direction}
          aria-label={labels[direction].label}
          title={labels[direction].title}
          disabled={direction === 'up' ? index === 0 : index >= count - 1}
          onClick={() => onMove({ kind: direction, contestantId })}
        >
          {direction === 'up' ? <ChevronUpIcon size={18} /> : <ChevronDownIcon size={18} />}
        </button>
      ))}
    </span>
  );
}

/**
 * What the drag and drop gives a chip once it is loaded: the library keeps
 * this object the same while the chip is at rest, so a chip that only moved
 * place in its list is not redrawn.
 */
export type ChipDrag = DraggableProvided;

export type ChipRowProps = {
  contestant: Contestant;
  list: ListId;
  /** Place in Your Rankings (0-based); Available chips do not show theirs. */
  rankIndex?: number;
  rankedCount?: number;
  locked: boolean;
  rankedFull: boolean;
  onMove: (move: BallotMove) => void;
  onDetails: (contestant: Contestant) => void;
  drag?: ChipDrag;
  dragging?: boolean;
};

/**
 * One contestant in a list: the handle (the whole chip but its buttons),
 * Details, Move up/down in Your Rankings, and + or remove. Memoised: ranking
 * one contestant redraws that chip, not the 149 others. Before the drag and
 * drop has loaded the handle is a plain focusable element, so the keyboard
 * lands on the same place either way.
 */
export const ChipRow = memo(function ChipRow({
  contestant,
  list,
  rankIndex,
  rankedCount = 0,
  locked,
  rankedFull,
  onMove,
  onDetails,
  drag,
  dragging = false,
}: ChipRowProps) {
  const { t } = useLingui();
  const contestantName = contestant.name;
  const ranked = list === RANKED && rankIndex !== undefined;
  const handleProps = drag?.dragHandleProps ?? { tabIndex: 0 };
  return (
    <li
      ref={drag?.innerRef}
      {...drag?.draggableProps}
      className={`chip${ranked ? ' chip--ranked' : ''}${dragging ? ' chip--dragging' : ''}${locked ? ' chip--locked' : ''}`}
      data-testid="contestant-chip"
      data-contestant-name={contestant.name}
      data-contestant-id={contestant.id}
    >
      <div {...handleProps} className="chip-handle">
        <ContestantChip contestant={contestant} rank={ranked ? rankIndex + 1 : undefined} />
      </div>
      <button
        type="button"
        className="chip-action chip-action--details"
        aria-label={t`Details for ${contestantName}`}
        title={t`Details`}
        onClick={() => onDetails(contestant)}
      >
        <InfoIcon size={18} />
      </button>
      {!locked && ranked && (
        <MoveButtons
          contestantId={contestant.id}
          name={contestant.name}
          index={rankIndex}
          count={rankedCount}
          onMove={onMove}
        />
      )}
      {!locked && (
        <ChipAction
          list={list}
          name={contestant.name}
          rankedFull={rankedFull}
          onMove={() =>
            onMove({ kind: list === RANKED ? 'unrank' : 'rank', contestantId: contestant.id })
          }
        />
      )}
    </li>
  );
});

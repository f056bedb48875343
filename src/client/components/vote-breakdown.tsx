import { PLACES, votesLabel } from '#client/lib/results-places.ts';
import type { VoteBreakdown } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';
import './vote-breakdown.css';

/** Counts of 1st, 2nd and 3rd place votes, as small labelled chips. */
export function Breakdown({ breakdown }: { breakdown: VoteBreakdown }) {
  return (
    <ul className="results-breakdown" aria-label="Vote breakdown">
      {PLACES.map(({ key, label }) => (
        <li
          key={key}
          className={`results-breakdown__item results-breakdown__item--${key}`}
          aria-label={votesLabel(label, breakdown[key])}
        >
          <span className="results-breakdown__place">{label}</span>
          <span className="results-breakdown__count">{formatCount(breakdown[key])}</span>
        </li>
      ))}
    </ul>
  );
}

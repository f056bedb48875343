import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { PLACES, votesLabel } from '#client/lib/results-places.ts';
import type { VoteBreakdown } from '#shared/api.ts';
import './vote-breakdown.css';

/** Counts of 1st, 2nd and 3rd place votes, as small labelled chips. */
export function Breakdown({ breakdown }: { breakdown: VoteBreakdown }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="results-breakdown" aria-label={t`Vote breakdown`}>
      {PLACES.map(({ key, label }) => (
        <li
          key={key}
          className={`results-breakdown__item results-breakdown__item--${key}`}
          aria-label={votesLabel(i18n, key, breakdown[key])}
        >
          <span className="results-breakdown__place">{i18n._(label)}</span>
          <span className="results-breakdown__count">
            {formatNumber(breakdown[key], i18n.locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

import type { ActivityTotals, Award } from '#shared/api.ts';
import { formatCount } from '#shared/format-count.ts';
import './presenter-join.css';

/** "Best Design: 212 voted", for each award of a room of several, in the organiser's order. */
function AwardTurnout({ totals, awards }: { totals: ActivityTotals; awards: readonly Award[] }) {
  if (!totals.awards || awards.length < 2) return null;
  const voted = new Map(totals.awards.map((turnout) => [turnout.awardId, turnout.ballots]));
  return (
    <ul className="presenter-turnout__awards" aria-label="Voted per award">
      {awards.map((award) => (
        <li key={award.id} className="presenter-turnout__award">
          <span className="presenter-turnout__award-name">{award.name}:</span>{' '}
          <span className="presenter-turnout__award-number">
            {formatCount(voted.get(award.id) ?? 0)}
          </span>{' '}
          voted
        </li>
      ))}
    </ul>
  );
}

/**
 * Live turnout: how many joined, how many voted (in any award), and a bar
 * of one against the other; in a room of several awards (`awards`), how
 * many voted in each. Counts only: never a name, a ranking or a running
 * tally.
 */
export function PresenterTurnout({
  totals,
  awards = [],
}: {
  totals: ActivityTotals;
  awards?: readonly Award[];
}) {
  const joined = totals.participants;
  const voted = totals.ballots;
  const share = joined === 0 ? 0 : Math.min(1, voted / joined);
  return (
    <section className="presenter-turnout" aria-label="Turnout">
      <p className="presenter-turnout__count">
        <span className="presenter-turnout__number">{formatCount(joined)}</span> joined
      </p>
      <p className="presenter-turnout__count">
        <span className="presenter-turnout__number">{formatCount(voted)}</span> voted
      </p>
      <div
        className="presenter-turnout__bar"
        role="progressbar"
        aria-label="Voted"
        aria-valuemin={0}
        aria-valuemax={joined}
        aria-valuenow={voted}
        aria-valuetext={`${formatCount(voted)} of ${formatCount(joined)} voted`}
      >
        <div className="presenter-turnout__fill" style={{ inlineSize: `${share * 100}%` }} />
      </div>
      {totals.judges && (
        <p className="presenter-turnout__judges" data-testid="presenter-judges">
          Judges: {formatCount(totals.judges.voted)} of {formatCount(totals.judges.judges)} voted
        </p>
      )}
      <AwardTurnout totals={totals} awards={awards} />
    </section>
  );
}

import type { ActivityTotals } from '#shared/api.ts';
import './presenter-join.css';

/**
 * Live turnout: how many joined, how many voted, and a bar of one against
 * the other. Counts only: never a name, a ranking or a running tally.
 */
export function PresenterTurnout({ totals }: { totals: ActivityTotals }) {
  const joined = totals.participants;
  const voted = totals.ballots;
  const share = joined === 0 ? 0 : Math.min(1, voted / joined);
  return (
    <section className="presenter-turnout" aria-label="Turnout">
      <p className="presenter-turnout__count">
        <span className="presenter-turnout__number">{joined}</span> joined
      </p>
      <p className="presenter-turnout__count">
        <span className="presenter-turnout__number">{voted}</span> voted
      </p>
      <div
        className="presenter-turnout__bar"
        role="progressbar"
        aria-label="Voted"
        aria-valuemin={0}
        aria-valuemax={joined}
        aria-valuenow={voted}
        aria-valuetext={`${voted} of ${joined} voted`}
      >
        <div className="presenter-turnout__fill" style={{ inlineSize: `${share * 100}%` }} />
      </div>
    </section>
  );
}

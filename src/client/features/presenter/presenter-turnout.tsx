import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { ActivityTotals, Award } from '#shared/api.ts';
import './presenter-join.css';

/** "Best Design: 212 voted", for each award of a room of several, in the organiser's order. */
function AwardTurnout({ totals, awards }: { totals: ActivityTotals; awards: readonly Award[] }) {
  const { t, i18n } = useLingui();
  if (!totals.awards || awards.length < 2) return null;
  const voted = new Map(totals.awards.map((turnout) => [turnout.awardId, turnout.ballots]));
  return (
    <ul className="presenter-turnout__awards" aria-label={t`Voted per award`}>
      {awards.map((award) => {
        const awardName = award.name;
        const ballots = voted.get(award.id) ?? 0;
        const votedCount = formatNumber(ballots, i18n.locale);
        return (
          <li key={award.id} className="presenter-turnout__award">
            <Trans>
              <span className="presenter-turnout__award-name">{awardName}:</span>{' '}
              <span className="presenter-turnout__award-number">{votedCount}</span>{' '}
              <Plural value={ballots} one="voted" other="voted" />
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}

/** "Judges: 3 of 5 voted", in a room with judges. */
function JudgesTurnout({ judges }: { judges: NonNullable<ActivityTotals['judges']> }) {
  const { i18n } = useLingui();
  const judgesWhoVoted = judges.voted;
  const votedCount = formatNumber(judgesWhoVoted, i18n.locale);
  const judgeCount = formatNumber(judges.judges, i18n.locale);
  return (
    <p className="presenter-turnout__judges" data-testid="presenter-judges">
      <Plural
        value={judgesWhoVoted}
        one={`Judges: ${votedCount} of ${judgeCount} voted`}
        other={`Judges: ${votedCount} of ${judgeCount} voted`}
      />
    </p>
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
  const { t, i18n } = useLingui();
  const joined = totals.participants;
  const voted = totals.ballots;
  const share = joined === 0 ? 0 : Math.min(1, voted / joined);
  const joinedCount = formatNumber(joined, i18n.locale);
  const votedCount = formatNumber(voted, i18n.locale);
  return (
    <section className="presenter-turnout" aria-label={t`Turnout`}>
      <p className="presenter-turnout__count">
        <Trans>
          <span className="presenter-turnout__number">{joinedCount}</span>{' '}
          <Plural value={joined} one="joined" other="joined" />
        </Trans>
      </p>
      <p className="presenter-turnout__count">
        <Trans>
          <span className="presenter-turnout__number">{votedCount}</span>{' '}
          <Plural value={voted} one="voted" other="voted" />
        </Trans>
      </p>
      <div
        className="presenter-turnout__bar"
        role="progressbar"
        aria-label={t({
          message: 'Voted',
          comment: 'The turnout bar: how many of those who joined voted',
        })}
        aria-valuemin={0}
        aria-valuemax={joined}
        aria-valuenow={voted}
        aria-valuetext={t`${plural(voted, { one: `${votedCount} of ${joinedCount} voted`, other: `${votedCount} of ${joinedCount} voted` })}`}
      >
        <div className="presenter-turnout__fill" style={{ inlineSize: `${share * 100}%` }} />
      </div>
      {totals.judges && <JudgesTurnout judges={totals.judges} />}
      <AwardTurnout totals={totals} awards={awards} />
    </section>
  );
}

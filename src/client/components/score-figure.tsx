import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, formatScore } from '#client/lib/i18n/formatters.ts';
import { pointsWord } from '#client/lib/results-places.ts';
import type { FinalScore } from '#shared/api.ts';
import { EXPO_MIN_JUDGES } from '#shared/constants.ts';
import type { Jury } from '#shared/standing-schemas.ts';
import './score-figure.css';

/**
 * A contestant's figure in the results: its points — or, in an award of
 * judges and audience, its blended score, with the points each side gave
 * it beneath ("Judges 9 points · Audience 4 points"); in an expo, its jury
 * score (Copeland) with how many judges saw it, flagged when fewer than two.
 */
export function ScoreFigure({ score, block }: { score: FinalScore; block: string }) {
  const { i18n } = useLingui();
  const { blend, jury } = score;
  if (jury) return <JuryFigure jury={jury} block={block} />;
  if (!blend) {
    return (
      <p className={`${block}__points`}>
        <span className={`${block}__points-value`}>
          {formatNumber(score.totalPoints, i18n.locale)}
        </span>{' '}
        <span className={`${block}__points-unit`}>{pointsWord(i18n, score.totalPoints)}</span>
      </p>
    );
  }
  const { judgesPoints, audiencePoints } = blend;
  return (
    <div className={`${block}__points score-figure`}>
      <p className="score-figure__main">
        <span className={`${block}__points-value`}>{formatScore(blend.score, i18n.locale)}</span>{' '}
        <span className={`${block}__points-unit`}>
          <Trans comment="The unit after a blended score in percent, as in “42.5% score”">
            score
          </Trans>
        </span>
      </p>
      <p className="score-figure__sides" data-testid="blend-sides">
        <Trans>
          Judges <Plural value={judgesPoints} one="# point" other="# points" /> · Audience{' '}
          <Plural value={audiencePoints} one="# point" other="# points" />
        </Trans>
      </p>
    </div>
  );
}

/** An expo project's figure: its Copeland score, and how many judges saw it. */
function JuryFigure({ jury, block }: { jury: Jury; block: string }) {
  const { i18n } = useLingui();
  const { judges } = jury;
  const minimum = formatNumber(EXPO_MIN_JUDGES, i18n.locale);
  const strengthPlace = formatNumber(jury.strengthRank, i18n.locale);
  return (
    <div className={`${block}__points score-figure`}>
      <p className="score-figure__main">
        <span className={`${block}__points-value`}>{formatScore(jury.copeland, i18n.locale)}</span>{' '}
        <span className={`${block}__points-unit`}>
          <Trans comment="The unit after an expo project's Copeland score in percent: the share of the projects it was compared with that it beat">
            jury score
          </Trans>
        </span>
      </p>
      <p className="score-figure__sides" data-testid="jury-judges">
        <Trans>
          Seen by <Plural value={judges} one="# judge" other="# judges" /> · Crowd-BT #
          {strengthPlace}
        </Trans>
      </p>
      {judges < EXPO_MIN_JUDGES && (
        <p className="score-figure__flag" data-testid="jury-flag">
          <Trans>Seen by fewer than {minimum} judges</Trans>
        </p>
      )}
    </div>
  );
}
